import { expect, type Locator, type Page, test } from '@playwright/test';
import { signInAndLand } from '../support/auth';
import { brandWithCatalog, campaignNamed, solidPng } from './quick-campaign-support';

const shots = process.env.W3_SHOTS_DIR;

async function shot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

/** Opens a Mantine select/multiselect and picks its first option (or the named one). */
async function pickOption(dialog: Locator, page: Page, label: string, option?: string) {
  await dialog.getByRole('textbox', { name: label }).click();
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
    await expect(dialog.getByRole('textbox', { name: 'Banner placement' })).toBeDisabled();
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

  test('a quick banner campaign needs an image of the exact size, then is created', async ({ page }) => {
    await signInAndLand(page, 'owner@demo.test');
    const setup = await brandWithCatalog(page);
    const name = `E2E quick banner ${Date.now()}`;
    const dialog = await openQuickDialog(page, setup.brandId);
    const start = dialog.getByRole('button', { name: 'Start', exact: true });

    await dialog.getByRole('textbox', { name: 'Campaign name' }).fill(name);
    await dialog.getByText('Banner ads').click();
    await expect(dialog.getByRole('textbox', { name: 'Sellers' })).toBeDisabled();
    await pickOption(dialog, page, 'Banner category');
    await pickOption(dialog, page, 'Banner placement', 'Desktop Home (1200×300)');
    await expect(dialog.getByRole('textbox', { name: 'Keywords (optional)' })).toBeEnabled();

    const file = dialog.locator('input[type="file"][accept^="image"]');
    await file.setInputFiles({ name: 'wrong.png', mimeType: 'image/png', buffer: solidPng(1199, 300) });
    await expect(
      dialog.getByText('The image must be exactly 1200 × 300 px (this one is 1199 × 300 px).'),
    ).toBeVisible();
    await expect(start).toBeDisabled();

    await file.setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: solidPng(1200, 300) });
    await expect(dialog.getByRole('img', { name: 'Banner image' })).toBeVisible();
    const landing = dialog.getByRole('textbox', { name: 'Landing page' });
    await landing.fill('/women');
    await landing.blur();
    await expect(landing).toHaveValue(`${setup.catalog.baseUrl.replace(/\/+$/, '')}/women`);
    const keywords = dialog.getByRole('textbox', { name: 'Keywords (optional)' });
    await keywords.pressSequentially('summer dress');
    await keywords.press('Enter');
    await expect(dialog.getByText('1 / 1000 keywords')).toBeVisible();
    await expect(start).toBeEnabled();
    await shot(page, 'quick-banner');

    const reloaded = page.waitForEvent('load');
    await start.click();
    await expect(dialog).toBeHidden();
    await reloaded;
    await expect.poll(async () => (await campaignNamed(page, name, 'BANNER'))?.isQuickCreate).toBe(true);
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
