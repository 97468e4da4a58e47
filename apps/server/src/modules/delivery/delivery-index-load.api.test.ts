import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sponsorAdSets, sponsorProductAds } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { auctionBid } from './auction-bid';
import { buildCatalogIndexes } from './delivery-index-build';
import { loadDeliveryRows } from './delivery-index-load';
import {
  type AdSetFixture,
  fundedCompany,
  MARKETPLACE_KEY,
  makeAdSet,
  postEvents,
  purchaseEvent,
  type Shelf,
  shelf,
  tokenEvent,
  tokenFor,
} from './ingest-events-fixtures';

// The history the index feeds AUTOMATED bids with a target ROAS (decision 0255): the reports' sales, i.e.
// direct sales (click 7-day + view 7-day, no halo), per click of a product ad or impression of a banner.
let testApp: TestApp;
let sg: Shelf;
let product: AdSetFixture;
let banner: AdSetFixture;
let fixedBid: AdSetFixture;
const HOUR = 3_600_000;

beforeAll(async () => {
  testApp = await createTestApp({ env: { MARKETPLACE_API_KEY: MARKETPLACE_KEY }, demoProductCount: 120 });
  const { db } = testApp.deps;
  sg = await shelf(db, 'SG', 3);
  const now = new Date();
  const companyId = await fundedCompany(db, 'Target ROAS Co', 1_000_000_000n, now);
  const base = { companyId, brandId: sg.brandId, catalogId: sg.catalogId, budgetType: 'TOTAL' as const };
  // 25 clicks at SGD 0.40 fit the product ad set's total budget; 22 impressions at SGD 0.002 the banner's.
  product = await makeAdSet(db, { ...base, totalMicros: 10_000_000n });
  banner = await makeAdSet(db, { ...base, adType: 'BANNER', totalMicros: 44_000n });
  fixedBid = await makeAdSet(db, { ...base, totalMicros: 10_000_000n });
  await db
    .insert(sponsorProductAds)
    .values({ adSetId: product.id, companyId, name: 'ad', skus: [sg.skus[0]!] });
  await db
    .update(sponsorAdSets)
    .set({ bidType: 'AUTOMATED', targetRoas: '400' })
    .where(inArray(sponsorAdSets.id, [product.id, banner.id]));

  const seenAt = new Date(now.getTime() - 2 * HOUR);
  const issuedAt = new Date(seenAt.getTime() - 60_000);
  const productTokens = Array.from({ length: 27 }, () =>
    tokenFor(testApp, product, { sku: sg.skus[0], issuedAt, priceMicros: 400_000n }),
  );
  const bannerTokens = Array.from({ length: 25 }, () =>
    tokenFor(testApp, banner, { issuedAt, priceMicros: 2_000n }),
  );
  const events = [
    // 27 clicks on 27 tokens: 25 charged, the last 2 past the total budget (cost 0); the first token
    // brought back under another event id (a replay, cost 0): 28 clicks in the rollup, all of them events.
    ...productTokens.map((token) => tokenEvent('click', token, seenAt, { shopperId: 'clicker' })),
    tokenEvent('click', productTokens[0]!, seenAt, { shopperId: 'clicker' }),
    // 25 banner impressions, 22 within the budget.
    ...bannerTokens.map((token) => tokenEvent('impression', token, seenAt, { shopperId: 'viewer' })),
    // The fixed-bid ad set's charged clicks (its history is not a bid's).
    ...[0, 1, 2].map(() =>
      tokenEvent('click', tokenFor(testApp, fixedBid, { sku: sg.skus[0], issuedAt }), seenAt, {
        shopperId: 'someone',
      }),
    ),
  ];
  expect((await postEvents(testApp, events)).json()).toMatchObject({ accepted: events.length, rejected: [] });
  const boughtAt = new Date(now.getTime() - HOUR);
  const purchases = [
    // The clicked SKU: DIRECT SGD 40; another SKU of the brand: HALO SGD 20.
    purchaseEvent(
      sg.catalogId,
      [
        { sku: sg.skus[0]!, quantity: 1, price: '40.00' },
        { sku: sg.skus[1]!, quantity: 1, price: '20.00' },
      ],
      boughtAt,
      { shopperId: 'clicker' },
    ),
    // Seen on the banner, never clicked: VIEW SGD 0.22.
    purchaseEvent(sg.catalogId, [{ sku: sg.skus[2]!, quantity: 1, price: '0.22' }], boughtAt, {
      shopperId: 'viewer',
    }),
  ];
  expect((await postEvents(testApp, purchases)).json()).toMatchObject({ accepted: 2, rejected: [] });
}, 180_000);
afterAll(() => testApp?.close());

describe("the delivery index's history for target-ROAS bids", () => {
  it('reads direct sales without halo and every click and impression, from the rollup', async () => {
    const rows = await loadDeliveryRows(testApp.deps.db, new Date());
    const historyOf = (adSetId: number) => {
      const items = rows.history.filter((row) => row.adSetId === adSetId);
      return {
        impressions: items.reduce((sum, row) => sum + row.impressions, 0),
        clicks: items.reduce((sum, row) => sum + row.clicks, 0),
        salesMicros: items.reduce((sum, row) => sum + row.salesMicros, 0n),
      };
    };

    // SGD 40 direct; the SGD 20 halo sale is not in it.
    expect(historyOf(product.id)).toEqual({ impressions: 0, clicks: 28, salesMicros: 40_000_000n });
    // A banner's direct sales are its view 7-day sales.
    expect(historyOf(banner.id)).toEqual({ impressions: 25, clicks: 0, salesMicros: 220_000n });
    expect(historyOf(fixedBid.id).clicks).toBe(3);

    const adSets = buildCatalogIndexes(rows).catalogs.get(sg.catalogId)!.adSets;
    const bidOf = (adSetId: number) => adSets.find((adSet) => adSet.id === adSetId)!.bidMicros;
    const bid = (recommendedMicros: bigint, minMicros: bigint, events: number, salesMicros: bigint) =>
      auctionBid({
        bidType: 'AUTOMATED',
        bidMicros: null,
        targetRoas: '400',
        recommendedMicros,
        minMicros,
        history: { events, salesMicros },
      });
    // SGD 40 over 28 clicks at 400%: SGD 0.357142 (with halo it was SGD 60 over 28, SGD 0.535714).
    expect(bidOf(product.id)).toBe(357_142n);
    // SGD 0.22 over 25 impressions at 400%: SGD 0.0022 (within the banner's cap of 3 × SGD 0.002).
    expect(bidOf(banner.id)).toBe(bid(2_000n, 500n, 25, 220_000n));
    expect(bidOf(banner.id)).toBe(2_200n);
  });
});
