import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { listsGql } from '../sponsor/lists-support';
import { signInAndLand } from '../support/auth';

/** docs/delivery-api.md: the demo marketplace key exists with DEMO_DATA (on in the journeys). */
const marketplace = {
  Authorization: 'Bearer mk_demo_marketplace_key_for_local_use_only',
  'Content-Type': 'application/json',
};

type Decision = { products: { sku: string; campaignId: number; token: string }[] };

/** The ids of the signed-in seller's product campaigns (every page of the list). */
async function productCampaignIds(page: Page): Promise<Set<number>> {
  const ids = new Set<number>();
  for (let number = 1; ; number += 1) {
    const { sponsorCampaigns } = await listsGql<{
      sponsorCampaigns: { numPages: number; objects: { id: string }[] };
    }>(
      page,
      'query($page: Int) { sponsorCampaigns(page: $page, adType: PRODUCT) { numPages objects { id } } }',
      { page: number },
    );
    for (const campaign of sponsorCampaigns.objects) ids.add(Number(campaign.id));
    if (number >= sponsorCampaigns.numPages) return ids;
  }
}

async function singaporeCatalogId(page: Page): Promise<number> {
  const { allCatalogs } = await listsGql<{ allCatalogs: { id: string; code: string }[] }>(
    page,
    'query { allCatalogs { id code } }',
  );
  return Number(allCatalogs.find((catalog) => catalog.code === 'SG')!.id);
}

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
    let decision: Decision = { products: [] };
    // Just after a start the index may not be built yet (503): ask again.
    await expect(async () => {
      const response = await request.post('/v1/ads/decisions', {
        headers: marketplace,
        data: {
          catalogId,
          platform: 'DESKTOP',
          pageType: 'HOME',
          shopper: { id: shopperId },
          slots: { products: 6, banners: [] },
        },
      });
      expect(response.status()).toBe(200);
      decision = (await response.json()) as Decision;
    }).toPass({ timeout: 30_000 });
    const mine = decision.products.find((product) => own.has(product.campaignId));
    if (mine) found = { ...mine, shopperId };
  }
  if (!found) throw new Error("no product ad of the seller's campaigns was served");
  const now = Date.now();
  const events = [
    { type: 'impression', eventId: `${run}-i`, occurredAt: new Date(now).toISOString() },
    { type: 'click', eventId: `${run}-c`, occurredAt: new Date(now + 1000).toISOString() },
  ].map((event) => ({ ...event, shopperId: found.shopperId, token: found.token }));
  const stored = await request.post('/v1/ads/events', { headers: marketplace, data: { events } });
  expect(stored.status()).toBe(200);
  expect(((await stored.json()) as { rejected: unknown[] }).rejected).toEqual([]);
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
      await singaporeCatalogId(page),
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
