import { type APIRequestContext, expect, test } from '@playwright/test';
import { listsGql } from '../sponsor/lists-support';
import { signInAndLand } from '../support/auth';
import { askDecision, catalogIdOf, productCampaignIds, reportEvents } from '../support/marketplace';

/**
 * Figures for one SKU of one of the seller's product campaigns: the journeys run without demo history, so
 * the marketplace asks for product ads on Singapore's home page until one of the seller's comes back, then
 * reports its impression and a click (docs/delivery-api.md).
 */
async function deliverOneSku(request: APIRequestContext, catalogId: number, own: Set<number>) {
  const run = `sku-report-${Date.now()}`;
  let found: { sku: string; campaignId: number; token: string; shopperId: string } | null = null;
  for (let attempt = 0; attempt < 10 && !found; attempt += 1) {
    const shopperId = `${run}-shopper-${attempt}`;
    const decision = await askDecision(request, {
      catalogId,
      platform: 'DESKTOP',
      shopperId,
      products: 6,
      banners: [],
    });
    const mine = decision.products.find((product) => own.has(product.campaignId));
    if (mine) found = { ...mine, shopperId };
  }
  if (!found) throw new Error("no product ad of the seller's campaigns was served");
  const now = Date.now();
  const events = [
    { type: 'impression', eventId: `${run}-i`, occurredAt: new Date(now).toISOString() },
    { type: 'click', eventId: `${run}-c`, occurredAt: new Date(now + 1000).toISOString() },
  ].map((event) => ({ ...event, shopperId: found.shopperId, token: found.token }));
  await reportEvents(request, events);
  return found;
}

test.describe('the SKU performance dialog', () => {
  test("the owner opens a product campaign's SKU figures from its row menu and its price chart draws", async ({
    page,
    request,
  }) => {
    await signInAndLand(page, 'owner@demo.test');
    const delivered = await deliverOneSku(
      request,
      await catalogIdOf(page, 'SG'),
      await productCampaignIds(page),
    );
    const { sponsorCampaign } = await listsGql<{ sponsorCampaign: { name: string } }>(
      page,
      'query($id: ID!) { sponsorCampaign(id: $id) { name } }',
      { id: String(delivered.campaignId) },
    );

    await page.goto('/sponsor');
    await page.getByLabel('Search campaign name').fill(sponsorCampaign.name);
    const row = page
      .getByTestId('sponsor-row')
      .filter({ has: page.getByText(sponsorCampaign.name, { exact: true }) });
    await row.getByRole('button', { name: 'Campaign actions' }).click();
    await page.getByRole('menuitem', { name: 'SKU performance' }).click();

    const dialog = page.getByRole('dialog', { name: `SKU performance: ${sponsorCampaign.name}` });
    await expect(dialog).toBeVisible();
    // The events reach the rollup in the batch's transaction; the refresh button shows them if the dialog was quicker.
    const skuRow = dialog.getByTestId('sku-table').locator(`tr[data-sku="${delivered.sku}"]`);
    await expect(async () => {
      await dialog.getByRole('button', { name: 'Refresh' }).click();
      await expect(skuRow).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    // Impressions and clicks: at least the ones just reported (other journeys may add more).
    const cells = skuRow.getByRole('cell');
    const impressions = Number(((await cells.nth(2).textContent()) ?? '').replace(/\D/g, ''));
    const clicks = Number(((await cells.nth(3).textContent()) ?? '').replace(/\D/g, ''));
    expect(impressions).toBeGreaterThanOrEqual(1);
    expect(clicks).toBeGreaterThanOrEqual(1);
    await expect(skuRow).toContainText(delivered.sku);

    // The row opens into its price history: the one chart component draws on a canvas.
    await skuRow.click();
    const chart = dialog.getByRole('img', { name: `Price history of ${delivered.sku}` });
    await expect(chart.locator('canvas')).toBeVisible();
    await expect(
      dialog.getByRole('button', { name: `Hide price history of ${delivered.sku}` }),
    ).toBeVisible();
  });
});
