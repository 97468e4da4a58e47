import { expect, type Page, test } from '@playwright/test';
import { signInAndLand } from '../support/auth';
import { brandWithCatalog, gql, solidPng } from './quick-campaign-support';

const shots = process.env.W3_SHOTS_DIR;

async function shot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

/** Through type (banner, the given placements), budget, target (one keyword) and strategy to content. */
async function toBannerContent(page: Page, brandId: string, name: string, placements: string[]) {
  await page.goto(`/sponsor/new/type?brandId=${brandId}`);
  await page.getByLabel('Campaign name').fill(name);
  await page.getByRole('radio', { name: 'Banner ads' }).check();
  for (const placement of placements) await page.getByRole('checkbox', { name: placement }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/sponsor\/new\/budget/);
  await page.getByRole('checkbox', { name: 'Daily budget' }).check();
  await page.getByLabel('Daily budget amount').fill('25');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/sponsor\/new\/target/);
  const keywords = page.getByRole('textbox', { name: 'Target keywords' });
  await keywords.pressSequentially('summer');
  await keywords.press('Enter');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/sponsor\/new\/strategy/);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/sponsor\/new\/content/);
}

test.describe('banner content', () => {
  test('a banner campaign gets an uploaded image of the exact size and a landing path in the wizard', async ({
    page,
  }) => {
    await signInAndLand(page, 'owner@demo.test');
    const setup = await brandWithCatalog(page);
    const name = `E2E banner content ${Date.now()}`;
    const root = setup.catalog.baseUrl.replace(/\/+$/, '');

    await page.goto(`/sponsor/new/type?brandId=${setup.brandId}`);
    await page.getByLabel('Campaign name').fill(name);
    await page.getByRole('radio', { name: 'Banner ads' }).check();
    await page.getByRole('checkbox', { name: 'Desktop Home' }).check();
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page).toHaveURL(/\/sponsor\/new\/budget/);
    await page.getByRole('checkbox', { name: 'Daily budget' }).check();
    await page.getByLabel('Daily budget amount').fill('25');
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page).toHaveURL(/\/sponsor\/new\/target/);
    const keywords = page.getByRole('textbox', { name: 'Target keywords' });
    await keywords.pressSequentially('summer');
    await keywords.press('Enter');
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page).toHaveURL(/\/sponsor\/new\/strategy/);
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page).toHaveURL(/\/sponsor\/new\/content/);
    await expect(page.getByRole('tab', { name: 'Desktop Home' })).toBeVisible();
    const file = page.locator('input[type="file"][accept^="image"]');
    await file.setInputFiles({ name: 'small.png', mimeType: 'image/png', buffer: solidPng(600, 150) });
    await expect(
      page.getByText('The image must be exactly 1200 × 300 px (this one is 600 × 150 px).'),
    ).toBeVisible();
    await file.setInputFiles({
      name: 'banner.png',
      mimeType: 'image/png',
      buffer: solidPng(1200, 300, [220, 90, 40]),
    });
    await expect(page.getByRole('img', { name: 'Banner image' })).toBeVisible();

    const landing = page.getByRole('textbox', { name: 'Landing URL' });
    await landing.fill('https://elsewhere.test/x');
    await landing.blur();
    await expect(page.getByText(`The landing URL must belong to ${setup.catalog.baseUrl}.`)).toBeVisible();
    await landing.fill('/women/dresses');
    await landing.blur();
    await expect(landing).toHaveValue(`${root}/women/dresses`);
    await shot(page, 'content-banner');
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page).toHaveURL(/\/sponsor\/new\/review/);
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page).toHaveURL(/\/sponsor\?.*adType=BANNER/);

    const { sponsorCampaigns } = await gql<{
      sponsorCampaigns: {
        objects: {
          name: string;
          adsetSet: { bannerAd: { placements: { url: string; landingUrl: string }[] } }[];
        }[];
      };
    }>(
      page,
      `query($name: String) { sponsorCampaigns(filters: { campaignName: $name }, adType: BANNER) {
        objects { name adsetSet { bannerAd { placements { url landingUrl } } } } } }`,
      { name },
    );
    const placement = sponsorCampaigns.objects.find((c) => c.name === name)?.adsetSet[0]?.bannerAd
      .placements[0];
    expect(placement?.landingUrl).toBe(`${root}/women/dresses`);
    expect(placement?.url).toMatch(/\/uploads\//);
    const image = await page.request.get(placement?.url ?? '');
    expect(image.ok()).toBe(true);
  });

  test('Build URL makes the landing URL from chosen products, then a deeplink is generated for it', async ({
    page,
  }) => {
    await signInAndLand(page, 'owner@demo.test');
    const setup = await brandWithCatalog(page);
    const root = setup.catalog.baseUrl.replace(/\/+$/, '');
    await toBannerContent(page, setup.brandId, `E2E banner build url ${Date.now()}`, ['Desktop Home']);

    const deeplink = page.getByRole('textbox', { name: 'Deeplink' });
    await expect(deeplink.locator('..').getByRole('button', { name: 'Generate' })).toBeDisabled();
    await page.getByRole('button', { name: 'Build URL' }).click();
    const dialog = page.getByRole('dialog', { name: 'Build landing page URL' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Build URL' })).toBeDisabled();
    await dialog.getByRole('checkbox').first().check();
    await expect(dialog.getByText('1 product chosen')).toBeVisible();
    await dialog.getByRole('button', { name: 'Build URL' }).click();
    await expect(dialog).toBeHidden();
    const landing = page.getByRole('textbox', { name: 'Landing URL' });
    await expect(landing).not.toHaveValue('');
    expect((await landing.inputValue()).startsWith(root)).toBe(true);
    await expect(page.getByText('Built from 1 SKU')).toBeVisible();

    await deeplink.locator('..').getByRole('button', { name: 'Generate' }).click();
    await expect(deeplink).not.toHaveValue('');
    await shot(page, 'content-banner-deeplink');
  });

  test('a segment placement asks for a segment and keeps the chosen one', async ({ page }) => {
    await signInAndLand(page, 'owner@demo.test');
    const setup = await brandWithCatalog(page);
    await toBannerContent(page, setup.brandId, `E2E banner segment ${Date.now()}`, ['Segment Banner']);

    const segments = page.getByRole('textbox', { name: 'Segments' });
    await expect(segments).toBeVisible();
    await segments.click({ force: true });
    const option = page.getByRole('option').first();
    const segmentName = (await option.textContent())?.trim() ?? '';
    expect(segmentName).not.toBe('');
    await option.click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('option')).toHaveCount(0);
    await expect(page.locator('.mantine-Pill-label', { hasText: segmentName })).toBeVisible();
    await shot(page, 'content-banner-segment');
  });
});
