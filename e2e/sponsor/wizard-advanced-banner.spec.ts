import { expect, type Page, test } from '@playwright/test';
import { signInAndLand } from '../support/auth';
import { brandWithCatalog, campaignNamed, gql, solidPng } from './quick-campaign-support';

const shots = process.env.W2_SHOTS_DIR;

async function shot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

test('a banner campaign with an uploaded image goes through the three-step advanced wizard', async ({
  page,
}) => {
  await signInAndLand(page, 'owner@demo.test');
  const setup = await brandWithCatalog(page);
  const { allBanners } = await gql<{
    allBanners: { id: string; name: string; bannerType: string; width: number; height: number }[];
  }>(page, 'query { allBanners { id name bannerType width height } }');
  const slot = allBanners.find((banner) => banner.bannerType === 'DESKTOP_HOME')!;
  const root = setup.catalog.baseUrl.replace(/\/+$/, '');
  const name = `E2E advanced banner ${Date.now()}`;

  await page.goto(`/sponsor-v2?brandId=${setup.brandId}`);
  await expect(page.getByRole('button', { name: 'Campaign details' })).toBeVisible();

  // Setup: leaving the empty name shows its error; Next (looking disabled) shows the others too.
  const next = page.getByRole('button', { name: 'Next' });
  await expect(next).toBeDisabled();
  await page.getByLabel('Campaign name').focus();
  await page.getByLabel('Campaign name').blur();
  await expect(page.getByText('Please fill out this field.')).toBeVisible();
  await expect(page.getByText('Choose banner ads or product ads.')).toHaveCount(0);
  await next.click({ force: true });
  await expect(page.getByText('Choose banner ads or product ads.')).toBeVisible();
  await shot(page, '11b-advanced-setup-errors');
  await expect(page.getByRole('button', { name: 'Campaign details' })).toBeVisible();

  await page.getByLabel('Campaign name').fill(name);
  await page.getByRole('radio', { name: 'Banner ads' }).check();
  await page.getByRole('checkbox', { name: slot.name }).check();
  await page.getByRole('checkbox', { name: 'Daily budget' }).check();
  await page.getByLabel('Daily budget amount').fill('40');
  // Banners need a keyword: the rule is shown until one is added.
  await expect(page.getByText('Add at least one target keyword.')).toBeVisible();
  await expect(next).toBeDisabled();
  const keywords = page.getByRole('textbox', { name: 'Target keywords' });
  await keywords.pressSequentially('summer dress');
  await keywords.press('Enter');
  await expect(page.getByText('Add at least one target keyword.')).toHaveCount(0);
  await shot(page, '12-advanced-banner-setup');
  await expect(next).toBeEnabled();
  await next.click();

  // Content: the image of the exact banner size, and a landing path on the catalog's site.
  await expect(page.getByRole('tab', { name: slot.name })).toBeVisible();
  await page.locator('input[type="file"][accept^="image"]').setInputFiles({
    name: 'banner.png',
    mimeType: 'image/png',
    buffer: solidPng(slot.width, slot.height, [30, 160, 90]),
  });
  await expect(page.getByRole('img', { name: 'Banner image' })).toBeVisible();
  const landing = page.getByRole('textbox', { name: 'Landing URL' });
  await landing.fill('/summer/dresses');
  await landing.blur();
  await expect(landing).toHaveValue(`${root}/summer/dresses`);
  await shot(page, '13-advanced-banner-content');
  await expect(next).toBeEnabled();
  await next.click();

  // Review, then Launch.
  await expect(page.getByTestId('campaign-summary')).toContainText(name);
  await expect(page.getByTestId('campaign-summary')).toContainText(slot.name);
  await expect(page.getByTestId('campaign-summary')).toContainText('summer dress');
  await shot(page, '14-advanced-banner-review');
  await page.getByRole('button', { name: 'Launch' }).click();
  await expect(page).toHaveURL(/\/sponsor\?(.*&)?adType=BANNER/);

  const created = await campaignNamed(page, name, 'BANNER');
  expect(created?.adType).toBe('BANNER');
  const { sponsorCampaign } = await gql<{
    sponsorCampaign: {
      status: string;
      adsetSet: {
        keywords: string[];
        bannerAd: { placements: { id: string; url: string; landingUrl: string }[] };
      }[];
    };
  }>(
    page,
    `query($id: ID!) { sponsorCampaign(id: $id) { status adsetSet { keywords bannerAd { placements { id url landingUrl } } } } }`,
    { id: created!.id },
  );
  expect(sponsorCampaign.status).toBe('PENDING_FOR_APPROVAL');
  const adSet = sponsorCampaign.adsetSet[0]!;
  expect(adSet.keywords).toEqual(['summer dress']);
  const placement = adSet.bannerAd.placements[0]!;
  expect(placement.landingUrl).toBe(`${root}/summer/dresses`);
  expect((await page.request.get(placement.url)).ok()).toBe(true);
});
