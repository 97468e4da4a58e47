import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  bannerTypes,
  companySellers,
  featureFlags,
  products,
  segments,
  sponsorAdSets,
  sponsorBannerAds,
  sponsorBannerPlacements,
  sponsorProductAds,
} from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { auctionBid } from './auction-bid';
import { type DeliveryIndexHandle, startDeliveryIndex } from './delivery-index';
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

const SELLER_FLAG = 'validate_uploaded_product_seller';
const waitFor = (check: () => Promise<void> | void) => vi.waitFor(check, { timeout: 15_000, interval: 100 });

async function setSellerFlag(isActive: boolean) {
  await testApp.deps.db.update(featureFlags).set({ isActive }).where(eq(featureFlags.name, SELLER_FLAG));
}

/** The ad set's status and effective status as stored (the app's own index writes them). */
async function stored(adSetId: number) {
  const [row] = await testApp.deps.db
    .select({ status: sponsorAdSets.status, effective: sponsorAdSets.effectiveStatus })
    .from(sponsorAdSets)
    .where(eq(sponsorAdSets.id, adSetId));
  return `${row!.status}/${row!.effective}`;
}

/**
 * Runs `work` with an index of its own that writes effective statuses (the test app's does not), rebuilt on
 * NOTIFY as the app's.
 */
async function withWriter(work: (writer: DeliveryIndexHandle) => Promise<void>) {
  const writer = startDeliveryIndex(testApp.deps, { register: false, writeStatuses: true, debounceMs: 100 });
  try {
    await writer.ready;
    await work(writer);
  } finally {
    await writer.stop();
  }
}

/** The index's view of the ad set: its SKUs, and whether it serves. */
function indexed(writer: DeliveryIndexHandle, adSetId: number) {
  const catalog = writer.current()!.catalogs.get(sg.catalogId)!;
  const adSet = catalog.catalog.adSets.find((row) => row.id === adSetId);
  return {
    skus: [...(adSet?.skus ?? [])].sort(),
    serving: catalog.serving.some((row) => row.id === adSetId),
  };
}

/** Two in-stock products of one brand in the SG catalog, of two different sellers. */
async function twoSellersOfABrand() {
  const rows = await testApp.deps.db
    .select({ sku: products.sku, brandId: products.brandId, sellerId: products.sellerId })
    .from(products)
    .where(and(eq(products.catalogId, sg.catalogId), gt(products.stock, 0)))
    .orderBy(asc(products.sku));
  for (const own of rows) {
    const foreign = rows.find((row) => row.brandId === own.brandId && row.sellerId !== own.sellerId);
    if (foreign) return { brandId: own.brandId, own, foreign };
  }
  throw new Error('no brand with two sellers in the SG catalog');
}

describe("the company's own sellers in the delivery index (decision 0267, validate_uploaded_product_seller)", () => {
  it("loads the product ad sets' companies' sellers while the flag is on, and serves only their products, typed or filtered", async () => {
    const { db } = testApp.deps;
    const { brandId, own, foreign } = await twoSellersOfABrand();
    const companyId = await fundedCompany(db, 'Own Sellers Co', 1_000_000_000n, new Date());
    await db.insert(companySellers).values({ companyId, sellerId: own.sellerId });
    const base = { companyId, brandId, catalogId: sg.catalogId };
    const typed = await makeAdSet(db, base);
    const filtered = await makeAdSet(db, base);
    await db.insert(sponsorProductAds).values([
      { adSetId: typed.id, companyId, name: 'typed', skus: [own.sku, foreign.sku] },
      // Saved before decision 0267: the filter names another company's seller.
      { adSetId: filtered.id, companyId, name: 'filter', skus: [], productSellerIds: [foreign.sellerId] },
    ]);
    const adSetsOf = async () => {
      const rows = await loadDeliveryRows(db, new Date());
      const adSets = buildCatalogIndexes(rows).catalogs.get(sg.catalogId)!.adSets;
      const of = (id: number) => adSets.find((adSet) => adSet.id === id)!;
      return { rows, typed: of(typed.id), filtered: of(filtered.id) };
    };

    const on = await adSetsOf();
    expect(on.rows.companySellers).toContainEqual({ companyId, sellerId: own.sellerId });
    expect(on.rows.companySellers?.filter((row) => row.companyId === companyId)).toHaveLength(1);
    expect(on.typed.skus).toEqual([own.sku]);
    expect(on.filtered.skus).toEqual([]);
    expect(on.filtered.noSkuLeft).toBe(true);

    await setSellerFlag(false);
    try {
      const off = await adSetsOf();
      expect(off.rows.companySellers).toBeNull();
      expect([...off.typed.skus].sort()).toEqual([own.sku, foreign.sku].sort());
      expect(off.filtered.skus).toContain(foreign.sku);
    } finally {
      await setSellerFlag(true);
    }
  });

  it('completes an ad set left with only other sellers (NO_SKU) and revives it when the seller is added or the flag turned off (migration 0025)', async () => {
    const { db } = testApp.deps;
    const { brandId, own, foreign } = await twoSellersOfABrand();
    const companyId = await fundedCompany(db, 'Seller Added Co', 1_000_000_000n, new Date());
    await db.insert(companySellers).values({ companyId, sellerId: own.sellerId });
    const adSet = await makeAdSet(db, { companyId, brandId, catalogId: sg.catalogId });
    await db
      .insert(sponsorProductAds)
      .values({ adSetId: adSet.id, companyId, name: 'typed', skus: [foreign.sku] });
    await withWriter(async (writer) => {
      // The index completes it: its only SKU is another seller's.
      await waitFor(async () => expect(await stored(adSet.id)).toBe('COMPLETED/NO_SKU'));
      expect(indexed(writer, adSet.id)).toEqual({ skus: [], serving: false });

      // The seller becomes the company's: the change to company_sellers alone rebuilds the index.
      await db.insert(companySellers).values({ companyId, sellerId: foreign.sellerId });
      await waitFor(async () => expect(await stored(adSet.id)).toBe('DELIVERING/null'));
      await waitFor(() => expect(indexed(writer, adSet.id)).toEqual({ skus: [foreign.sku], serving: true }));

      await db
        .delete(companySellers)
        .where(and(eq(companySellers.companyId, companyId), eq(companySellers.sellerId, foreign.sellerId)));
      await waitFor(async () => expect(await stored(adSet.id)).toBe('COMPLETED/NO_SKU'));

      // The flag turned off: any seller again.
      await setSellerFlag(false);
      try {
        await waitFor(async () => expect(await stored(adSet.id)).toBe('DELIVERING/null'));
      } finally {
        await setSellerFlag(true);
      }
      await waitFor(async () => expect(await stored(adSet.id)).toBe('COMPLETED/NO_SKU'));
    });
  });
});

describe('the engine holds an ad set it cannot serve for a fault of its own (decision 0260 addendum)', () => {
  it('a banner ad set whose only segment is deleted: NOT_DELIVERING TARGETS_GONE, not served; DELIVERING again when the segment is back', async () => {
    const { db } = testApp.deps;
    const companyId = await fundedCompany(db, 'Segment Co', 1_000_000_000n, new Date());
    const [segment] = await db
      .insert(segments)
      .values({ catalogId: sg.catalogId, name: 'Hold test gamers' })
      .returning();
    const [desktopHome] = await db
      .select()
      .from(bannerTypes)
      .where(eq(bannerTypes.bannerType, 'DESKTOP_HOME'));
    const adSet = await makeAdSet(db, {
      companyId,
      brandId: sg.brandId,
      catalogId: sg.catalogId,
      adType: 'BANNER',
    });
    const [ad] = await db
      .insert(sponsorBannerAds)
      .values({ adSetId: adSet.id, companyId, name: 'banner' })
      .returning();
    await db.insert(sponsorBannerPlacements).values({
      bannerAdId: ad!.id,
      bannerTypeId: desktopHome!.id,
      imageUrl: 'https://portal.test/banner.png',
      landingUrl: 'https://shop.test/gamers',
    });
    await db
      .update(sponsorAdSets)
      .set({ segmentIds: [segment!.id] })
      .where(eq(sponsorAdSets.id, adSet.id));
    await withWriter(async (writer) => {
      await waitFor(() => expect(indexed(writer, adSet.id).serving).toBe(true));
      expect(await stored(adSet.id)).toBe('DELIVERING/null');

      await db.delete(segments).where(eq(segments.id, segment!.id));
      await waitFor(async () => expect(await stored(adSet.id)).toBe('NOT_DELIVERING/TARGETS_GONE'));
      await waitFor(() => expect(indexed(writer, adSet.id).serving).toBe(false));

      // The segment back (the same id, e.g. restored by the marketplace's sync).
      await db.insert(segments).values(segment!);
      await waitFor(async () => expect(await stored(adSet.id)).toBe('DELIVERING/null'));
      await waitFor(() => expect(indexed(writer, adSet.id).serving).toBe(true));
    });
  });

  it('a manual bid below the minimum saved before decision 0260: NOT_DELIVERING BID_BELOW_MINIMUM, DELIVERING once the bid meets it', async () => {
    const { db } = testApp.deps;
    const { brandId, own } = await twoSellersOfABrand();
    const companyId = await fundedCompany(db, 'Low Bid Co', 1_000_000_000n, new Date());
    await db.insert(companySellers).values({ companyId, sellerId: own.sellerId });
    const adSet = await makeAdSet(db, { companyId, brandId, catalogId: sg.catalogId });
    await db.insert(sponsorProductAds).values({ adSetId: adSet.id, companyId, name: 'ad', skus: [own.sku] });
    // The SG minimum CPC is SGD 0.05 (an SGD wallet).
    await db.update(sponsorAdSets).set({ bidMicros: 40_000n }).where(eq(sponsorAdSets.id, adSet.id));
    await withWriter(async (writer) => {
      await waitFor(async () => expect(await stored(adSet.id)).toBe('NOT_DELIVERING/BID_BELOW_MINIMUM'));
      expect(indexed(writer, adSet.id).serving).toBe(false);
      await db.update(sponsorAdSets).set({ bidMicros: 50_000n }).where(eq(sponsorAdSets.id, adSet.id));
      await waitFor(async () => expect(await stored(adSet.id)).toBe('DELIVERING/null'));
      await waitFor(() => expect(indexed(writer, adSet.id).serving).toBe(true));
    });
  });
});
