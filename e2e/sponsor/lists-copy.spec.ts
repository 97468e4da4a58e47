import { expect, type Page, test } from '@playwright/test';
import { signInAndLand } from '../support/auth';
import { actingCompany, campaignById, changeBrands, removeAdSet, switchAccountTo } from './lists-support';

/** A campaign row of the list (the name cell is the first one). */
function row(page: Page, name: string) {
  return page.getByTestId('sponsor-row').filter({ has: page.getByText(name, { exact: true }) });
}

const SOURCE = 'Kite Athletics Run Club';
const BRAND = 'Kite Athletics';

/**
 * multi@ is ADMIN of Acme Fashion and OWNER of Bolt Apparel. The demo gives Bolt Acme's Kite Athletics
 * (so the copy can be tried in the demo); on a database where Bolt lacks it, Bolt carries it for the
 * length of the journey (added and removed through addBrands/removeBrands acting for Bolt). The
 * session ends acting for Acme again.
 */
test.describe('copy to another supplier', () => {
  test('copies a campaign into Bolt Apparel, switching there; a log link switches back to it', async ({
    page,
  }) => {
    await signInAndLand(page, 'multi@demo.test');
    await switchAccountTo(page, 'Acme Fashion');
    const brand = (await actingCompany(page)).brands.find((candidate) => candidate.name === BRAND);
    if (!brand) throw new Error(`Acme has no ${BRAND}`);
    await switchAccountTo(page, 'Bolt Apparel');
    const boltHadBrand = (await actingCompany(page)).brands.some((candidate) => candidate.id === brand.id);
    if (!boltHadBrand) await changeBrands(page, 'addBrands', [brand.id]);
    await switchAccountTo(page, 'Acme Fashion');

    let copyId: string | null = null;
    try {
      await page.goto('/sponsor?date=lifetime');
      await expect(page).toHaveTitle('Marketing by Acme Fashion');
      await page.getByLabel('Search campaign name').fill(SOURCE);
      await row(page, SOURCE).getByRole('button', { name: 'Campaign actions' }).click();
      await page.getByRole('menuitem', { name: 'Copy to another supplier' }).click();
      const dialog = page.getByRole('dialog', { name: 'Copy to another supplier' });
      await expect(dialog).toContainText(SOURCE);
      await expect(dialog.getByRole('button', { name: 'Copy', exact: true })).toBeDisabled();
      await dialog.getByRole('textbox', { name: 'Supplier' }).click();
      await page.getByRole('option', { name: /Bolt Apparel/ }).click();
      await dialog.getByRole('button', { name: 'Copy', exact: true }).click();

      // The copy opens on the wizard's first step, in Bolt's account.
      await expect(page).toHaveURL(/\/sponsor\/\d+\/type/);
      copyId = /\/sponsor\/(\d+)\/type/.exec(page.url())?.[1] ?? null;
      await expect(page).toHaveTitle('Marketing by Bolt Apparel');
      await expect(page.getByTestId('account-switcher')).toContainText('Bolt Apparel');
      const copy = await campaignById(page, copyId ?? '');
      expect(copy?.name).toBe(`${SOURCE} - COPY`);
      expect(copy?.name.endsWith(' - COPY')).toBe(true);
      expect(copy?.supplier?.name).toBe('Bolt Apparel');

      // relatedAccount: back in Acme, a log link to the copy switches to Bolt and opens its log.
      await switchAccountTo(page, 'Acme Fashion');
      await page.goto(`/sponsor?date=lifetime&logActivityCampaignId=${copyId}`);
      await expect(page).toHaveTitle('Marketing by Bolt Apparel');
      await expect(page).toHaveURL(new RegExp(`logActivityCampaignId=${copyId}`));
      const log = page.getByTestId('activity-log');
      await expect(log).toBeVisible();
      await expect(log.getByText('Create').first()).toBeVisible();
      await expect(log).toContainText(`${SOURCE} - COPY`);
      await page.keyboard.press('Escape');
    } finally {
      // Leave Bolt as it was: the copy removed, the borrowed brand gone, the session acting for Acme.
      await switchAccountTo(page, 'Bolt Apparel');
      if (copyId) {
        const copy = await campaignById(page, copyId);
        for (const adSet of copy?.adsetSet ?? []) {
          if (adSet.status !== 'REMOVED') await removeAdSet(page, adSet.id);
        }
      }
      if (!boltHadBrand) await changeBrands(page, 'removeBrands', [brand.id]);
      await switchAccountTo(page, 'Acme Fashion');
    }
  });
});
