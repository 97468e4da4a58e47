import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { signInAndLand } from '../support/auth';
import { askDecision, catalogIdOf, productCampaignIds, reportEvents } from '../support/marketplace';

/**
 * Figures for the demo seller: the journeys run without demo history (DEMO_HISTORY_DAYS=0), so the marketplace
 * asks for ads on Singapore's home page (Acme's delivering product and banner campaigns are there) and
 * reports impressions of all it got and a click on two of the seller's product ads, as the marketplace would.
 */
async function recordDelivery(request: APIRequestContext, catalogId: number, ownCampaigns: Set<number>) {
  const run = `dashboard-${Date.now()}`;
  const tokens: { token: string; shopperId: string; isOwnProduct: boolean }[] = [];
  for (let page = 0; page < 4; page += 1) {
    const shopperId = `${run}-shopper-${page}`;
    const answer = await askDecision(request, {
      catalogId,
      platform: page % 2 === 0 ? 'DESKTOP' : 'MOBILE_WEB',
      shopperId,
      products: 6,
      banners: ['DESKTOP_HOME', 'MOBILE_HOME'],
    });
    for (const product of answer.products)
      tokens.push({ token: product.token, shopperId, isOwnProduct: ownCampaigns.has(product.campaignId) });
    for (const banner of answer.banners) tokens.push({ token: banner.token, shopperId, isOwnProduct: false });
  }
  // Clicks on the first two product ads of the seller's own campaigns (each charges its clearing price once).
  const clicked = new Set(
    tokens
      .filter((entry) => entry.isOwnProduct)
      .slice(0, 2)
      .map((entry) => entry.token),
  );
  expect(clicked.size).toBeGreaterThan(0);
  const now = Date.now();
  const events = tokens.flatMap(({ token, shopperId }, index) => [
    {
      type: 'impression',
      eventId: `${run}-i${index}`,
      occurredAt: new Date(now).toISOString(),
      shopperId,
      token,
    },
    ...(clicked.has(token)
      ? [
          {
            type: 'click',
            eventId: `${run}-c${index}`,
            occurredAt: new Date(now + 1000).toISOString(),
            shopperId,
            token,
          },
        ]
      : []),
  ]);
  await reportEvents(request, events);
}

/** A card's headline figure as a number ("1,234" → 1234; "No data" → 0). */
async function totalOf(page: Page, index: number): Promise<number> {
  const text =
    (await page.getByTestId(`metric-card-${index}`).getByTestId('metric-total').textContent()) ?? '';
  const digits = text.replace(/[^\d.]/g, '');
  return digits ? Number(digits) : 0;
}

test.describe('the sponsored-ads dashboard', () => {
  test('the demo seller sees its figures and charts, a range changes them, a chosen metric survives a reload', async ({
    page,
    request,
  }) => {
    await signInAndLand(page, 'owner@demo.test');
    await recordDelivery(request, await catalogIdOf(page, 'SG'), await productCampaignIds(page));

    // Default: product ads over the last 7 days, Impressions and Clicks with two empty cards.
    await page.goto('/sponsor');
    const dashboard = page.getByTestId('sponsor-dashboard');
    await expect(dashboard.getByRole('heading', { name: 'Performance' })).toBeVisible();
    const impressions = dashboard.getByTestId('metric-card-0');
    await expect(impressions.getByRole('button', { name: 'Metric of card 1: Impressions' })).toBeVisible();
    await expect(
      dashboard.getByTestId('metric-card-1').getByRole('button', { name: /Clicks/ }),
    ).toBeVisible();
    // The events reach the rollup within the batch's transaction; a refresh shows them if the page was quicker.
    await expect(async () => {
      await dashboard.getByRole('button', { name: 'Refresh dashboard' }).click();
      expect(await totalOf(page, 0)).toBeGreaterThan(0);
    }).toPass({ timeout: 20_000 });
    expect(await totalOf(page, 1)).toBeGreaterThan(0);
    // Each card draws its chart (uPlot on a canvas, loaded with the first chart).
    await expect(
      impressions.getByRole('img', { name: 'Impressions over time' }).locator('canvas'),
    ).toBeVisible();
    await expect(dashboard.getByTestId('metric-card-1').locator('canvas')).toBeVisible();
    // The ranked campaigns name Acme's campaigns that were shown.
    await expect(dashboard.getByTestId('ranked-campaigns').getByTestId('ranked-row').first()).toBeVisible();
    await expect(dashboard.getByTestId('ranked-countries')).toContainText('Singapore');

    // The range is the page's (in the address): yesterday had none of today's events.
    const before = await totalOf(page, 0);
    await dashboard.getByTestId('date-range').click();
    await page.getByRole('button', { name: 'Yesterday' }).click();
    await expect(page).toHaveURL(/date=\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}/);
    await expect.poll(() => totalOf(page, 0)).not.toBe(before);
    await expect(dashboard.getByText('No data recorded for this period').first()).toBeVisible();
    await page.goto('/sponsor');
    await expect.poll(() => totalOf(page, 0)).toBe(before);

    // An empty card: choose Costs; the choice is kept in this browser across a reload.
    const third = dashboard.getByTestId('metric-card-2');
    await third.getByRole('button', { name: 'Choose a metric' }).click();
    await page.getByRole('menuitem', { name: 'Costs' }).click();
    await expect(third.getByRole('button', { name: 'Metric of card 3: Costs' })).toBeVisible();
    await expect(third.locator('canvas')).toBeVisible();
    await page.reload();
    await expect(
      page.getByTestId('metric-card-2').getByRole('button', { name: 'Metric of card 3: Costs' }),
    ).toBeVisible();
    await expect(
      page.getByTestId('metric-card-3').getByRole('button', { name: 'Choose a metric' }),
    ).toBeVisible();
  });
});
