import { expect, type Page, test } from '@playwright/test';
import { actingCompany, listsGql, switchAccountTo } from '../sponsor/lists-support';
import { signIn, signInAndLand } from '../support/auth';

type Campaign = { id: string; name: string; supplier: { id: string; name: string } | null };

const CAMPAIGNS = `query($page: Int, $adType: SponsorAdType) {
  sponsorCampaigns(page: $page, adType: $adType) { numPages objects { id name supplier { id name } } } }`;

/** The wallet balance of a company (decimal text), as staff acting for it (X-Company-Id) read it. */
async function balanceTextOf(page: Page, companyId: string): Promise<string> {
  const csrf = (await (await page.request.get('/csrf')).json()) as { csrfToken: string };
  const response = await page.request.post('/graphql', {
    headers: { 'X-CSRFToken': csrf.csrfToken, 'Content-Type': 'application/json', 'X-Company-Id': companyId },
    data: { query: 'query { wallet { balance } }' },
  });
  const body = (await response.json()) as { data?: { wallet: { balance: string } | null } };
  return body.data?.wallet?.balance ?? '0';
}

const balanceOf = async (page: Page, companyId: string) => Number(await balanceTextOf(page, companyId));

/**
 * Earlier journeys top up Bolt Apparel's wallet (billing, staff top-ups): staff charge it what it holds, as
 * the engine would (postWalletSpend), so its wallet is empty whatever ran before.
 */
async function emptyWallet(page: Page, companyId: string): Promise<void> {
  const balance = await balanceTextOf(page, companyId);
  if (Number(balance) <= 0) return;
  const { postWalletSpend } = await listsGql<{ postWalletSpend: { ok: boolean } }>(
    page,
    'mutation($companyId: ID!, $amount: Decimal!, $key: String!) { postWalletSpend(companyId: $companyId, amount: $amount, idempotencyKey: $key) { ok } }',
    { companyId, amount: balance, key: `diagnostics-journey-${Date.now()}` },
  );
  expect(postWalletSpend.ok).toBe(true);
  expect(await balanceOf(page, companyId)).toBeLessThanOrEqual(0);
}

/** A product campaign, seen by staff acting for no company, whose company's wallet is empty; null if none. */
async function campaignWithEmptyWallet(page: Page): Promise<Campaign | null> {
  const balances = new Map<string, number>();
  for (let pageNo = 1; pageNo <= 10; pageNo++) {
    const { sponsorCampaigns } = await listsGql<{
      sponsorCampaigns: { numPages: number; objects: Campaign[] };
    }>(page, CAMPAIGNS, { page: pageNo, adType: 'PRODUCT' });
    for (const campaign of sponsorCampaigns.objects) {
      const supplierId = campaign.supplier?.id;
      if (!supplierId) continue;
      if (!balances.has(supplierId)) balances.set(supplierId, await balanceOf(page, supplierId));
      if ((balances.get(supplierId) ?? 1) <= 0) return campaign;
    }
    if (pageNo >= sponsorCampaigns.numPages) break;
  }
  return null;
}

/**
 * The demo's campaigns are Acme Fashion's, whose wallet is funded; Bolt Apparel has no credit. Without a
 * campaign of an empty wallet, multi@ (ADMIN of Acme, OWNER of Bolt) copies Acme's Kite Athletics campaign
 * into Bolt (the demo gives Bolt that brand too).
 */
async function copyIntoBolt(page: Page): Promise<string> {
  await signInAndLand(page, 'multi@demo.test');
  await switchAccountTo(page, 'Bolt Apparel');
  const bolt = await actingCompany(page);
  await switchAccountTo(page, 'Acme Fashion');
  const { sponsorCampaigns } = await listsGql<{ sponsorCampaigns: { objects: Campaign[] } }>(
    page,
    `query { sponsorCampaigns(adType: PRODUCT, filters: { campaignName: "Kite Athletics" }) { objects { id name supplier { id name } } } }`,
  );
  const source = sponsorCampaigns.objects[0];
  if (!source) throw new Error('no Kite Athletics product campaign to copy');
  const { copySponsorCampaign } = await listsGql<{ copySponsorCampaign: { ok: boolean } }>(
    page,
    'mutation($id: ID!, $to: ID!) { copySponsorCampaign(campaignId: $id, targetSupplierId: $to) { ok } }',
    { id: source.id, to: bolt.id },
  );
  expect(copySponsorCampaign.ok).toBe(true);
  await page.context().clearCookies();
  return bolt.id;
}

test("staff diagnostics of a campaign whose company wallet is empty say so, the top-up link opening that company's billing", async ({
  page,
}) => {
  await signIn(page, 'staff@demo.test');
  await expect(page).toHaveURL(/\/sponsor/);
  let campaign = await campaignWithEmptyWallet(page);
  if (!campaign) {
    await page.context().clearCookies();
    const boltId = await copyIntoBolt(page);
    await signIn(page, 'staff@demo.test');
    await expect(page).toHaveURL(/\/sponsor/);
    await emptyWallet(page, boltId);
    campaign = await campaignWithEmptyWallet(page);
  }
  if (!campaign) throw new Error('no campaign of a company with an empty wallet');

  // The address parameter opens the dialog (spec 2 §2: diagnosticCampaignId).
  await page.goto(`/sponsor?date=lifetime&diagnosticCampaignId=${campaign.id}`);
  const dialog = page.getByRole('dialog', { name: 'Campaign diagnostics' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('The wallet is empty')).toBeVisible();
  // Staff act for no company here: the link opens the billing of the campaign's company (its supplier).
  const companyId = campaign.supplier!.id;
  const topUp = dialog.getByRole('link', { name: 'Top up the wallet' });
  await expect(topUp).toHaveAttribute('href', `/billing/info?company=${companyId}`);
  await topUp.click();
  await expect(page).toHaveURL(new RegExp(`/billing/info\\?company=${companyId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Billing information' })).toBeVisible();
  await expect(page.getByLabel('Top-up alert amount')).toBeVisible();
  await expect(page.getByText('Choose a company in the company filter first.')).toBeHidden();

  await page.goto(`/sponsor?date=lifetime&diagnosticCampaignId=${campaign.id}`);
  await expect(dialog.getByText('The wallet is empty')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/diagnosticCampaignId/);

  // The row menu's Diagnose entry (staff, flag) opens the same dialog.
  await page.getByLabel('Search campaign name').fill(campaign.name);
  const row = page.getByRole('row').filter({ hasText: campaign.name }).first();
  await row.getByRole('button', { name: 'Campaign actions' }).click();
  await page.getByRole('menuitem', { name: 'Diagnose' }).click();
  await expect(page).toHaveURL(new RegExp(`diagnosticCampaignId=${campaign.id}`));
  await expect(dialog.getByText('The wallet is empty')).toBeVisible();
});
