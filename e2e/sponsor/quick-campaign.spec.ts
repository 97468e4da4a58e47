import { expect, type Locator, type Page, test } from '@playwright/test';
import { signInAndLand } from '../support/auth';
import { brandWithCatalog, campaignNamed, gql, solidPng } from './quick-campaign-support';

const shots = process.env.W3_SHOTS_DIR;

async function shot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

/** Opens a Mantine select/multiselect and picks its first option (or the named one). */
async function pickOption(dialog: Locator, page: Page, label: string, option?: string) {
  // A multiselect's pills wrapper covers its small input once something is picked: click through it.
  await dialog.getByRole('textbox', { name: label }).click({ force: true });
  const choice = option ? page.getByRole('option', { name: option }) : page.getByRole('option').first();
  await expect(choice).toBeVisible();
  await choice.click();
  await dialog.getByRole('heading', { name: 'Quick campaign' }).click();
}

async function openQuickDialog(page: Page, brandId: string) {
  await page.goto(`/sponsor?brandId=${brandId}`);
  // The menu lists Quick Campaign once flag enable_quick_campaign_creation is known to be on.
  await page.getByRole('button', { name: 'Launch options' }).click();
  await page.getByRole('menuitem', { name: 'Quick Campaign' }).click();
  const dialog = page.getByRole('dialog', { name: 'Quick campaign' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Target country' })).not.toHaveValue('');
  return dialog;
}

test.describe('quick campaign dialog', () => {
  test('a quick product campaign is created from the Launch button and the page reloads', async ({
    page,
  }) => {
    await signInAndLand(page, 'owner@demo.test');
    const setup = await brandWithCatalog(page);
    const name = `E2E quick product ${Date.now()}`;
    const dialog = await openQuickDialog(page, setup.brandId);
    const start = dialog.getByRole('button', { name: 'Start', exact: true });

    await expect(start).toBeDisabled();
    await expect(dialog.getByRole('textbox', { name: 'Banner placements' })).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'Campaign name' }).fill(name);
    await pickOption(dialog, page, 'Categories');
    await expect(start).toBeDisabled();
    await pickOption(dialog, page, 'Sellers');
    await expect(start).toBeEnabled();
    await shot(page, 'quick-product');

    const reloaded = page.waitForEvent('load');
    await start.click();
    await expect(dialog).toBeHidden();
    await reloaded;
    await expect.poll(async () => (await campaignNamed(page, name, 'PRODUCT'))?.isQuickCreate).toBe(true);
    await expect(page.getByText(name)).toBeVisible();
    await shot(page, 'quick-product-listed');
  });

  test('a quick banner campaign with two placements needs an image of the exact size for each, then is created', async ({
    page,
  }) => {
    await signInAndLand(page, 'owner@demo.test');
    const setup = await brandWithCatalog(page);
    const name = `E2E quick banner ${Date.now()}`;
    const root = setup.catalog.baseUrl.replace(/\/+$/, '');
    const dialog = await openQuickDialog(page, setup.brandId);
    const start = dialog.getByRole('button', { name: 'Start', exact: true });

    await dialog.getByRole('textbox', { name: 'Campaign name' }).fill(name);
    await dialog.getByText('Banner ads').click();
    await expect(dialog.getByRole('textbox', { name: 'Sellers' })).toBeDisabled();
    // Budget errors wait for the field to be touched.
    await pickOption(dialog, page, 'Budget', 'Daily budget');
    const daily = dialog.getByRole('textbox', { name: 'Daily budget' });
    await expect(daily).toHaveAttribute('aria-invalid', 'false');
    await daily.fill('0.5');
    await expect(dialog.getByText(/The daily budget must be at least/)).toBeVisible();
    await daily.fill('20');
    await pickOption(dialog, page, 'Banner category');
    await pickOption(dialog, page, 'Banner placements', 'Desktop Home (1200×300)');
    await pickOption(dialog, page, 'Banner placements', 'Mobile Home (720×360)');
    await expect(dialog.getByRole('textbox', { name: 'Keywords (optional)' })).toBeEnabled();

    const home = dialog.getByRole('group', { name: 'Desktop Home (1200×300)' });
    const mobile = dialog.getByRole('group', { name: 'Mobile Home (720×360)' });
    const homeFile = home.locator('input[type="file"][accept^="image"]');
    await homeFile.setInputFiles({ name: 'wrong.png', mimeType: 'image/png', buffer: solidPng(1199, 300) });
    await expect(
      home.getByText('The image must be exactly 1200 × 300 px (this one is 1199 × 300 px).'),
    ).toBeVisible();
    await expect(start).toBeDisabled();

    await homeFile.setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: solidPng(1200, 300) });
    await expect(home.getByRole('img', { name: 'Banner image' })).toBeVisible();
    const landing = home.getByRole('textbox', { name: 'Landing page' });
    await landing.fill('/women');
    await landing.blur();
    await expect(landing).toHaveValue(`${root}/women`);
    // The second placement still lacks its image…
    await expect(start).toBeDisabled();
    await mobile
      .locator('input[type="file"][accept^="image"]')
      .setInputFiles({ name: 'strip.png', mimeType: 'image/png', buffer: solidPng(720, 360, [10, 160, 90]) });
    await expect(mobile.getByRole('img', { name: 'Banner image' })).toBeVisible();
    // …and its landing path.
    await expect(start).toBeDisabled();
    const mobileLanding = mobile.getByRole('textbox', { name: 'Landing page' });
    await mobileLanding.fill('/men');
    await mobileLanding.blur();
    await expect(mobileLanding).toHaveValue(`${root}/men`);
    const keywords = dialog.getByRole('textbox', { name: 'Keywords (optional)' });
    await keywords.pressSequentially('summer dress');
    await keywords.press('Enter');
    await expect(dialog.getByText('1 / 1,000 keywords')).toBeVisible();
    await expect(start).toBeEnabled();
    await shot(page, 'quick-banner');

    const reloaded = page.waitForEvent('load');
    await start.click();
    await expect(dialog).toBeHidden();
    await reloaded;
    await expect.poll(async () => (await campaignNamed(page, name, 'BANNER'))?.isQuickCreate).toBe(true);
    const { sponsorCampaigns } = await gql<{
      sponsorCampaigns: {
        objects: {
          name: string;
          adsetSet: { bannerAd: { placements: { bannerType: string; url: string; landingUrl: string }[] } }[];
        }[];
      };
    }>(
      page,
      `query($name: String) { sponsorCampaigns(filters: { campaignName: $name }, adType: BANNER) {
        objects { name adsetSet { bannerAd { placements { bannerType url landingUrl } } } } } }`,
      { name },
    );
    const placements =
      sponsorCampaigns.objects.find((campaign) => campaign.name === name)?.adsetSet[0]?.bannerAd.placements ??
      [];
    expect(placements.map((placement) => placement.bannerType).sort()).toEqual([
      'DESKTOP_HOME',
      'MOBILE_HOME',
    ]);
    expect(placements.every((placement) => /\/uploads\//.test(placement.url))).toBe(true);
    expect(placements.find((placement) => placement.bannerType === 'DESKTOP_HOME')?.landingUrl).toBe(
      `${root}/women`,
    );
    expect(placements.find((placement) => placement.bannerType === 'MOBILE_HOME')?.landingUrl).toBe(
      `${root}/men`,
    );
  });

  test('Advanced Setup hands the typed draft to the wizard', async ({ page }) => {
    await signInAndLand(page, 'owner@demo.test');
    const setup = await brandWithCatalog(page);
    const dialog = await openQuickDialog(page, setup.brandId);
    await dialog.getByRole('textbox', { name: 'Campaign name' }).fill('Draft from quick');
    await dialog.getByRole('button', { name: 'Advanced Setup' }).click();
    await expect(page).toHaveURL(new RegExp(`/sponsor(-v2|/new/type)\\?brandId=${setup.brandId}`));
    const stored = await page.evaluate(
      (key) => localStorage.getItem(key),
      `portal.sponsorDraft.${setup.companyId}.${setup.brandId}`,
    );
    expect(JSON.parse(stored ?? '{}').name).toBe('Draft from quick');
  });
});
