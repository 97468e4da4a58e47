import { expect, test } from '@playwright/test';
import { actingCompany, campaignById, listsGql, removeAdSet } from '../sponsor/lists-support';
import { signIn, signInAndLand } from '../support/auth';

type Payload = { ok: boolean; errors: { field: string; messages: string[] }[] };

/**
 * Decision 0275: a paused ad set that has not run yet (here a draft, as a paused campaign edited back to review
 * is) was said to be paused with a Resume link to a toggle that could not be switched. Resume now opens the
 * campaign's ad-set page, where the toggle starts it and the status stays.
 */
test("staff diagnostics of a paused campaign that has not run resume it with the toggle on the campaign's ad-set page", async ({
  page,
}) => {
  // owner@ duplicates a demo campaign (a DRAFT of its own, so no shared row changes) and pauses the copy.
  await signInAndLand(page, 'owner@demo.test');
  const acme = await actingCompany(page);
  const { sponsorCampaigns } = await listsGql<{ sponsorCampaigns: { objects: { id: string }[] } }>(
    page,
    'query { sponsorCampaigns(adType: PRODUCT, filters: { campaignName: "Harbor Lane Autumn Preview" }) { objects { id } } }',
  );
  const { duplicateSponsorCampaign } = await listsGql<{
    duplicateSponsorCampaign: Payload & { campaign: { id: string } | null };
  }>(
    page,
    'mutation($id: ID!) { duplicateSponsorCampaign(id: $id) { ok errors { field messages } campaign { id } } }',
    {
      id: sponsorCampaigns.objects[0]!.id,
    },
  );
  expect(duplicateSponsorCampaign.errors).toEqual([]);
  const copy = (await campaignById(page, duplicateSponsorCampaign.campaign!.id))!;
  const adSet = copy.adsetSet[0]!;
  expect(adSet.status).toBe('DRAFT');
  const { changeAdSetRunningStatus } = await listsGql<{ changeAdSetRunningStatus: Payload }>(
    page,
    'mutation($id: ID!) { changeAdSetRunningStatus(id: $id, runningStatus: PAUSED) { ok errors { field messages } } }',
    { id: adSet.id },
  );
  expect(changeAdSetRunningStatus.errors).toEqual([]);
  await page.context().clearCookies();

  await signIn(page, 'staff@demo.test');
  await expect(page).toHaveURL(/\/sponsor/);
  await page.goto(`/sponsor?diagnosticCampaignId=${copy.id}`);
  const dialog = page.getByRole('dialog', { name: 'Campaign diagnostics' });
  await expect(dialog.getByText('The campaign is paused')).toBeVisible();
  const resume = dialog.getByRole('link', { name: 'Resume with the Active toggle' });
  await expect(resume).toHaveAttribute('href', `/sponsor/adset/${copy.id}?company=${acme.id}`);
  await resume.click();

  await expect(page.getByRole('heading', { level: 1, name: copy.name })).toBeVisible();
  const toggle = page.getByRole('switch', { name: 'Active' });
  await expect(toggle).toBeEnabled();
  await expect(toggle).not.toBeChecked();
  await toggle.click({ force: true });
  await expect(toggle).toBeChecked();
  // Started, it still waits for its submission: the toggle skips no review.
  await expect.poll(async () => (await campaignById(page, copy.id))?.adsetSet[0]?.status).toBe('DRAFT');

  await page.goto(`/sponsor?diagnosticCampaignId=${copy.id}`);
  await expect(
    dialog.getByText('The campaign is a draft that was never submitted', { exact: false }),
  ).toBeVisible();
  await expect(dialog.getByText('The campaign is paused')).toBeHidden();
  await removeAdSet(page, adSet.id);
});
