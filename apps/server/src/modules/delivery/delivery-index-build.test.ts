import { describe, expect, it } from 'vitest';
import { AUTO_BID_MIN_EVENTS, auctionBid } from './auction-bid';
import {
  bannerCreative,
  bannerTargets,
  buildCatalogIndexes,
  goneTargets,
  holdReason,
  ownSellersByCompany,
  productAdSkus,
} from './delivery-index-build';
import { applySpend } from './delivery-index-eligibility';
import type { DeliveryRows } from './delivery-index-load';
import type { IndexedProduct } from './delivery-index-model';
import { statusChanges } from './delivery-index-status';

const product = (sku: string, over: Partial<IndexedProduct> = {}): IndexedProduct => ({
  sku,
  name: sku,
  categoryId: 11,
  brandId: 1,
  sellerId: 1,
  priceMicros: 10_000_000n,
  inStock: true,
  words: new Set(),
  ...over,
});
const catalog = [
  product('A'),
  product('B', { categoryId: 12, priceMicros: 30_000_000n }),
  product('C', { sellerId: 2 }),
  product('D', { brandId: 2 }),
  product('E', { inStock: false }),
];
const bySku = new Map(catalog.map((p) => [p.sku, p]));
const tree = new Map<number, ReadonlySet<number>>([
  [10, new Set([10, 11, 12])],
  [11, new Set([11])],
  [12, new Set([12])],
]);
const ad = (over: Partial<Parameters<typeof productAdSkus>[0]> = {}) => ({
  adSetId: 1,
  skus: [],
  minPriceMicros: null,
  maxPriceMicros: null,
  categoryIds: [],
  sellerIds: [],
  ...over,
});
const skus = (over: Partial<Parameters<typeof productAdSkus>[0]>) =>
  productAdSkus(ad(over), 1, catalog, bySku, tree).sort();

describe('productAdSkus', () => {
  it('explicit SKUs in the catalog and in stock, of any brand', () => {
    expect(skus({ skus: ['A', 'D', 'E', 'ZZ'] })).toEqual(['A', 'D']);
  });

  it("the dynamic filter: the brand's products by category (with descendants), seller and price", () => {
    expect(skus({})).toEqual(['A', 'B', 'C']);
    expect(skus({ categoryIds: [10] })).toEqual(['A', 'B', 'C']);
    expect(skus({ categoryIds: [12] })).toEqual(['B']);
    expect(skus({ sellerIds: [2] })).toEqual(['C']);
    expect(skus({ minPriceMicros: 20_000_000n })).toEqual(['B']);
    expect(skus({ maxPriceMicros: 20_000_000n })).toEqual(['A', 'C']);
    expect(skus({ skus: ['D'], sellerIds: [2] })).toEqual(['C', 'D']);
  });

  it("with validate_uploaded_product_seller on, only the company's sellers' products, typed or filtered (decision 0267)", () => {
    // The company sells through seller 1; C is seller 2's.
    const own = (over: Partial<Parameters<typeof productAdSkus>[0]>, sellers: number[] | null = [1]) =>
      productAdSkus(ad(over), 1, catalog, bySku, tree, sellers && new Set(sellers)).sort();
    expect(own({ skus: ['A', 'C'] })).toEqual(['A']);
    expect(own({})).toEqual(['A', 'B']);
    // A filter saved before the rule with another company's seller: nothing of that seller.
    expect(own({ sellerIds: [2] })).toEqual([]);
    expect(own({ sellerIds: [1, 2] })).toEqual(['A', 'B']);
    expect(own({ skus: ['C'], sellerIds: [2] })).toEqual([]);
    // D (another brand, seller 1) stays a typed SKU the company may show.
    expect(own({ skus: ['D', 'C'] })).toEqual(['D']);
    // A company without sellers has nothing to show; the flag off (null): any seller.
    expect(own({ skus: ['A', 'C'] }, [])).toEqual([]);
    expect(own({ skus: ['A', 'C'] }, null)).toEqual(['A', 'C']);
  });

  it('groups the loaded company sellers by company, or none with the flag off', () => {
    expect(ownSellersByCompany(null)).toBeNull();
    const grouped = ownSellersByCompany([
      { companyId: 1, sellerId: 1 },
      { companyId: 1, sellerId: 3 },
      { companyId: 2, sellerId: 2 },
    ]);
    expect([...(grouped?.get(1) ?? [])]).toEqual([1, 3]);
    expect([...(grouped?.get(2) ?? [])]).toEqual([2]);
    expect(grouped?.get(3)).toBeUndefined();
  });
});

describe('banners (decision 0260)', () => {
  const names = new Map([
    [1, 'gamer'],
    [2, 'runner'],
  ]);
  const targets = (bannerCategoryIds: number[], segmentIds: number[] = []) =>
    bannerTargets({ bannerCategoryIds, segmentIds }, tree, names);

  it('targets each category with its descendants, each segment by name', () => {
    expect([...targets([10]).categories].sort()).toEqual([10, 11, 12]);
    expect([...targets([], [2, 1]).segments]).toEqual(['runner', 'gamer']);
    expect(targets([]).categories.size).toBe(0);
  });

  it('a deleted target never widens the targeting: it stays in the set and matches nothing real', () => {
    // Empty would read as "any category" and "any shopper".
    expect([...targets([99]).categories]).toEqual([99]);
    expect([...targets([99, 12]).categories].sort()).toEqual([12, 99]);
    const deleted = targets([], [9]).segments;
    expect(deleted.size).toBe(1);
    expect(['gamer', 'runner'].some((tag) => deleted.has(tag))).toBe(false);
    expect([...targets([], [9, 2]).segments]).toContain('runner');
  });

  it('names the deleted targets once each, as bannerTargets reads them', () => {
    const row = { bannerCategoryIds: [99, 10, 99], segmentIds: [9, 2] };
    expect(goneTargets(row, tree, names)).toEqual({ categories: [99], segments: [9] });
    expect(goneTargets({ bannerCategoryIds: [], segmentIds: [] }, tree, names)).toEqual({
      categories: [],
      segments: [],
    });
  });

  const placement = (skus: string[], landingUrl: string | null, imageUrl = 'https://portal.test/b.png') => ({
    adSetId: 1,
    bannerType: 'DESKTOP_HOME',
    imageUrl,
    landingUrl,
    deeplink: null,
    skus,
  });

  it("keeps a banner's SKUs in the catalog and in stock, as a product ad's explicit SKUs", () => {
    expect(bannerCreative(placement(['A', 'E', 'ZZ', 'D'], null), bySku)?.skus).toEqual(['A', 'D']);
    expect(bannerCreative(placement(['E', 'ZZ'], 'https://shop.test/x'), bySku)?.skus).toEqual([]);
  });

  it("keeps only the company's sellers' SKUs while validate_uploaded_product_seller is on (0267)", () => {
    // C is seller 2's: left out with only seller 1 the company's; the creative without a landing URL goes.
    expect(bannerCreative(placement(['A', 'C'], null), bySku, new Set([1]))?.skus).toEqual(['A']);
    expect(bannerCreative(placement(['C'], null), bySku, new Set([1]))).toBeNull();
    expect(bannerCreative(placement(['C'], null), bySku, null)?.skus).toEqual(['C']);
  });

  it('drops a creative without an image, or without a landing URL and with no SKU left to land on', () => {
    expect(bannerCreative(placement(['E', 'ZZ'], null), bySku)).toBeNull();
    expect(bannerCreative(placement([], '  '), bySku)).toBeNull();
    expect(bannerCreative(placement(['A'], 'https://shop.test/x', ''), bySku)).toBeNull();
  });
});

describe('statusChanges', () => {
  const rows = (adSets: Partial<DeliveryRows['adSets'][number]>[]): DeliveryRows =>
    ({
      catalogs: [{ id: 1, code: 'SG', timeZone: 'Asia/Singapore' }],
      adSets: adSets.map((over, i) => ({
        id: i + 1,
        campaignId: 1,
        companyId: 1,
        brandId: 1,
        catalogId: 1,
        adType: 'PRODUCT',
        status: 'DELIVERING',
        effectiveStatus: null,
        budgetType: 'DAILY',
        budgetTotalMicros: null,
        budgetDailyMicros: 1_000_000n,
        startDate: new Date(0),
        endDate: null,
        bidType: 'AUTOMATED',
        bidMicros: 0n,
        targetRoas: null,
        tagIds: [],
        keywords: [],
        negativeKeywords: [],
        minAge: null,
        maxAge: null,
        gender: 'ALL',
        locations: [],
        trafficControl: 100,
        bannerCategoryIds: [],
        segmentIds: [],
        walletRate: '1',
        ...over,
      })),
      productAds: adSets.map((_, i) => ({
        adSetId: i + 1,
        skus: ['A'],
        minPriceMicros: null,
        maxPriceMicros: null,
        categoryIds: [],
        sellerIds: [],
      })),
      placements: [],
      products: [
        {
          sku: 'A',
          catalogId: 1,
          name: 'A',
          categoryId: 11,
          brandId: 1,
          sellerId: 1,
          priceMicros: 1n,
          stock: 1,
        },
      ],
      categories: [],
      brands: [],
      segments: [],
      history: [],
      companySellers: null,
    }) as DeliveryRows;

  it("starts an AUTOMATED bid from the catalog's measured recommendation, never below the minimum, else the static figure", () => {
    const bidOf = (measured?: Map<string, bigint>) =>
      buildCatalogIndexes(rows([{}]), measured).catalogs.get(1)!.adSets[0]!.bidMicros;
    const staticBid = bidOf();
    expect(staticBid).toBe(250_000n);
    expect(bidOf(new Map([['1|PRODUCT', 420_000n]]))).toBe(420_000n);
    // Below the catalog's minimum CPC (SGD 0.05): the minimum.
    expect(bidOf(new Map([['1|PRODUCT', 10_000n]]))).toBe(50_000n);
    // Another catalog's or ad type's measurement does not apply.
    expect(
      bidOf(
        new Map([
          ['1|BANNER', 420_000n],
          ['2|PRODUCT', 420_000n],
        ]),
      ),
    ).toBe(staticBid);
  });

  it("bids a target ROAS from the history's direct sales per click (product) or impression (banner), decision 0255", () => {
    const withHistory = (adType: 'PRODUCT' | 'BANNER', impressions: number, clicks: number) => ({
      ...rows([{ adType, targetRoas: '400' }]),
      // What delivery-index-load.ts reads from the hourly rollup: direct sales per SKU (halo left out by the
      // load) with the SKU's impressions and clicks.
      history: [
        { adSetId: 1, sku: adType === 'PRODUCT' ? 'A' : '', impressions, clicks, salesMicros: 40_000_000n },
      ],
    });
    const bidOf = (data: DeliveryRows) => buildCatalogIndexes(data).catalogs.get(1)!.adSets[0]!.bidMicros;
    const expected = (events: number) =>
      auctionBid({
        bidType: 'AUTOMATED',
        bidMicros: 0n,
        targetRoas: '400',
        recommendedMicros: 250_000n,
        minMicros: 50_000n,
        history: { events, salesMicros: 40_000_000n },
      });
    // SGD 40.00 over 25 clicks at 400%: SGD 0.40 (the impressions are not a product ad's events).
    expect(bidOf(withHistory('PRODUCT', 3000, 25))).toBe(expected(25));
    expect(bidOf(withHistory('PRODUCT', 3000, 25))).toBe(400_000n);
    // Too few clicks: the recommended bid.
    expect(bidOf(withHistory('PRODUCT', 3000, AUTO_BID_MIN_EVENTS - 1))).toBe(250_000n);
    // A banner: its impressions are the events (SGD 40.00 / 10,000 / 4 = SGD 0.001), whatever its clicks.
    expect(bidOf(withHistory('BANNER', 10_000, 30))).toBe(1_000n);
  });

  it('stops a delivering ad set out of budget, lifts or re-labels one the engine stopped, and leaves the rest', () => {
    const built = buildCatalogIndexes(
      rows([
        {},
        { status: 'NOT_DELIVERING', effectiveStatus: 'EXCEED_BUDGET_DAILY' },
        { status: 'NOT_DELIVERING', effectiveStatus: 'EXCEED_BUDGET_DAILY' },
        { status: 'NOT_DELIVERING', effectiveStatus: null },
        { status: 'NOT_DELIVERING', effectiveStatus: 'EXCEED_BUDGET_DAILY' },
        {},
      ]),
    );
    const index = applySpend(
      built,
      {
        at: Date.now(),
        daily: new Map([
          [1, 1_000_000n],
          [3, 2_000_000n],
          [5, 1_000_000n],
        ]),
        total: new Map(),
        wallet: new Map([[1, 5n]]),
      },
      Date.now(),
    );
    expect(statusChanges(index).map((c) => [c.adSetId, c.to.status, c.to.effectiveStatus])).toEqual([
      [1, 'NOT_DELIVERING', 'EXCEED_BUDGET_DAILY'],
      [2, 'DELIVERING', null],
    ]);
    const broke = applySpend(
      built,
      { at: Date.now(), daily: new Map([[3, 2_000_000n]]), total: new Map(), wallet: new Map() },
      Date.now(),
    );
    expect(statusChanges(broke).map((c) => [c.adSetId, c.to.status, c.to.effectiveStatus])).toEqual([
      [1, 'NOT_DELIVERING', 'WALLET_EXCEED_THRESHOLD'],
      [2, 'NOT_DELIVERING', 'WALLET_EXCEED_THRESHOLD'],
      [3, 'NOT_DELIVERING', 'WALLET_EXCEED_THRESHOLD'],
      [5, 'NOT_DELIVERING', 'WALLET_EXCEED_THRESHOLD'],
      [6, 'NOT_DELIVERING', 'WALLET_EXCEED_THRESHOLD'],
    ]);
  });
  it('completes a serving product ad set left without SKUs (NO_SKU) and revives it when one is back', () => {
    const soldOut = (data: DeliveryRows): DeliveryRows => ({
      ...data,
      products: data.products.map((row) => ({ ...row, stock: 0 })),
    });
    const spend = { at: Date.now(), daily: new Map(), total: new Map(), wallet: new Map([[1, 5_000_000n]]) };
    const empty = applySpend(
      buildCatalogIndexes(
        soldOut(
          rows([
            {},
            { status: 'NOT_DELIVERING', effectiveStatus: 'EXCEED_BUDGET_DAILY' },
            { status: 'SCHEDULED' },
            { status: 'PAUSED' },
          ]),
        ),
      ),
      spend,
      Date.now(),
    );
    expect(statusChanges(empty).map((c) => [c.adSetId, c.to.status, c.to.effectiveStatus])).toEqual([
      [1, 'COMPLETED', 'NO_SKU'],
      [2, 'COMPLETED', 'NO_SKU'],
    ]);
    const restocked = applySpend(
      buildCatalogIndexes(
        rows([{ status: 'COMPLETED', effectiveStatus: 'NO_SKU' }, { status: 'COMPLETED' }]),
      ),
      spend,
      Date.now(),
    );
    expect(statusChanges(restocked).map((c) => [c.adSetId, c.to.status, c.to.effectiveStatus])).toEqual([
      [1, 'DELIVERING', null],
    ]);
  });

  it("completes a banner ad set whose creatives' SKUs are all gone (NO_SKU), and revives it when one is back", () => {
    const banner = (
      over: Partial<DeliveryRows['adSets'][number]>,
      placements: DeliveryRows['placements'],
      stock: number,
    ): DeliveryRows => {
      const data = rows([{ adType: 'BANNER', bidType: 'MAXIMUM_CPI', bidMicros: 5_000n, ...over }]);
      return {
        ...data,
        productAds: [],
        placements,
        products: data.products.map((row) => ({ ...row, stock })),
      };
    };
    const placement = (over: Partial<DeliveryRows['placements'][number]> = {}) => ({
      adSetId: 1,
      bannerType: 'DESKTOP_HOME',
      imageUrl: 'https://portal.test/b.png',
      landingUrl: null,
      deeplink: null,
      skus: ['A'],
      ...over,
    });
    const spend = { at: Date.now(), daily: new Map(), total: new Map(), wallet: new Map([[1, 5_000_000n]]) };
    const changes = (data: DeliveryRows) =>
      statusChanges(applySpend(buildCatalogIndexes(data), spend, Date.now())).map((c) => [
        c.to.status,
        c.to.effectiveStatus,
      ]);
    expect(changes(banner({}, [placement()], 0))).toEqual([['COMPLETED', 'NO_SKU']]);
    expect(changes(banner({ status: 'COMPLETED', effectiveStatus: 'NO_SKU' }, [placement()], 3))).toEqual([
      ['DELIVERING', null],
    ]);
    // A creative with a landing URL still has a page to open; one dropped for its image is not for want of SKUs.
    expect(changes(banner({}, [placement({ landingUrl: 'https://shop.test/x' })], 0))).toEqual([]);
    expect(changes(banner({}, [placement({ imageUrl: '' })], 3))).toEqual([]);
    expect(changes(banner({}, [], 3))).toEqual([]);
  });

  const changesOf = (data: DeliveryRows, wallet = 5_000_000n) => {
    const index = applySpend(
      buildCatalogIndexes(data),
      { at: Date.now(), daily: new Map(), total: new Map(), wallet: new Map([[1, wallet]]) },
      Date.now(),
    );
    return {
      changes: statusChanges(index).map((c) => [c.adSetId, c.to.status, c.to.effectiveStatus]),
      serving: index.catalogs.get(1)!.serving.map((adSet) => adSet.id),
    };
  };

  it('holds a banner ad set whose categories or segments are all deleted (TARGETS_GONE) and lifts it when one is back', () => {
    const banner = (over: Partial<DeliveryRows['adSets'][number]>) => ({
      adType: 'BANNER' as const,
      bidType: 'MAXIMUM_CPI' as const,
      bidMicros: 5_000n,
      ...over,
    });
    const placement = (adSetId: number) => ({
      adSetId,
      bannerType: 'DESKTOP_HOME',
      imageUrl: 'https://portal.test/b.png',
      landingUrl: 'https://shop.test/x',
      deeplink: null,
      skus: [],
    });
    const data = (
      adSets: Partial<DeliveryRows['adSets'][number]>[],
      live: { categories?: number[]; segments?: number[] } = {},
    ): DeliveryRows => ({
      ...rows(adSets.map(banner)),
      productAds: [],
      placements: adSets.map((_, i) => placement(i + 1)),
      categories: (live.categories ?? [12]).map((id) => ({ id, name: `c${id}`, parentId: null, depth: 1 })),
      segments: (live.segments ?? [2]).map((id) => ({ id, name: `s${id}` })),
    });
    const gone = changesOf(
      data([
        { bannerCategoryIds: [99] },
        { segmentIds: [9] },
        { bannerCategoryIds: [99, 12], segmentIds: [9, 2] },
        { bannerCategoryIds: [99], status: 'NOT_DELIVERING', effectiveStatus: 'EXCEED_BUDGET_DAILY' },
        { bannerCategoryIds: [99], status: 'NOT_DELIVERING', effectiveStatus: 'TARGETS_GONE' },
        { bannerCategoryIds: [99], status: 'SCHEDULED' },
        { bannerCategoryIds: [99], status: 'PAUSED' },
        { bannerCategoryIds: [12], segmentIds: [9] },
        {},
      ]),
    );
    expect(gone.changes).toEqual([
      [1, 'NOT_DELIVERING', 'TARGETS_GONE'],
      [2, 'NOT_DELIVERING', 'TARGETS_GONE'],
      [4, 'NOT_DELIVERING', 'TARGETS_GONE'],
      [8, 'NOT_DELIVERING', 'TARGETS_GONE'],
    ]);
    // Some targets left: it keeps matching those (rule 2). Held ones serve nowhere, a scheduled one neither.
    expect(gone.serving).toEqual([3, 9]);
    // Held before a budget or the wallet: an empty wallet does not hide why it cannot serve.
    expect(changesOf(data([{ bannerCategoryIds: [99] }]), 0n).changes).toEqual([
      [1, 'NOT_DELIVERING', 'TARGETS_GONE'],
    ]);
    // The target back (the category or segment of that id exists again): it delivers again.
    const back = changesOf(
      data(
        [
          { bannerCategoryIds: [99], status: 'NOT_DELIVERING', effectiveStatus: 'TARGETS_GONE' },
          { segmentIds: [9], status: 'NOT_DELIVERING', effectiveStatus: 'TARGETS_GONE' },
        ],
        { categories: [12, 99], segments: [2, 9] },
      ),
    );
    expect(back.changes).toEqual([
      [1, 'DELIVERING', null],
      [2, 'DELIVERING', null],
    ]);
    expect(back.serving).toEqual([1, 2]);
    // Back with an empty wallet: straight to that reason.
    expect(
      changesOf(
        data([{ bannerCategoryIds: [99], status: 'NOT_DELIVERING', effectiveStatus: 'TARGETS_GONE' }], {
          categories: [99],
        }),
        0n,
      ).changes,
    ).toEqual([[1, 'NOT_DELIVERING', 'WALLET_EXCEED_THRESHOLD']]);
  });

  it('holds an ad set whose manual bid is below the minimum (BID_BELOW_MINIMUM) and lifts it when the bid meets it', () => {
    // SG minimums: CPC SGD 0.05, CPI SGD 0.0005; a wallet at 2 per SGD doubles them in its currency.
    const held = changesOf(
      rows([
        { bidType: 'MAXIMUM_CPC', bidMicros: 40_000n },
        { bidType: 'MAXIMUM_CPC', bidMicros: 0n },
        { bidType: 'MAXIMUM_CPC', bidMicros: 50_000n },
        { bidType: 'MAXIMUM_CPC', bidMicros: 80_000n, walletRate: '2' },
        {
          bidType: 'MAXIMUM_CPC',
          bidMicros: 40_000n,
          status: 'NOT_DELIVERING',
          effectiveStatus: 'BID_BELOW_MINIMUM',
        },
        {
          bidType: 'MAXIMUM_CPC',
          bidMicros: 60_000n,
          status: 'NOT_DELIVERING',
          effectiveStatus: 'BID_BELOW_MINIMUM',
        },
        { bidType: 'AUTOMATED', bidMicros: 0n },
      ]),
    );
    expect(held.changes).toEqual([
      [1, 'NOT_DELIVERING', 'BID_BELOW_MINIMUM'],
      [2, 'NOT_DELIVERING', 'BID_BELOW_MINIMUM'],
      [4, 'NOT_DELIVERING', 'BID_BELOW_MINIMUM'],
      [6, 'DELIVERING', null],
    ]);
    expect(held.serving).toEqual([3, 6, 7]);
    const banner = changesOf({
      ...rows([{ adType: 'BANNER', bidType: 'MAXIMUM_CPI', bidMicros: 400n }]),
      productAds: [],
      placements: [
        {
          adSetId: 1,
          bannerType: 'DESKTOP_HOME',
          imageUrl: 'https://portal.test/b.png',
          landingUrl: 'https://shop.test/x',
          deeplink: null,
          skus: [],
        },
      ],
    });
    expect(banner.changes).toEqual([[1, 'NOT_DELIVERING', 'BID_BELOW_MINIMUM']]);
    expect(banner.serving).toEqual([]);
  });

  it('completes a held ad set left without SKUs, and brings it back held when one is back', () => {
    const soldOut = (data: DeliveryRows): DeliveryRows => ({
      ...data,
      products: data.products.map((row) => ({ ...row, stock: 0 })),
    });
    const low = { bidType: 'MAXIMUM_CPC' as const, bidMicros: 40_000n };
    expect(
      changesOf(soldOut(rows([{ ...low, status: 'NOT_DELIVERING', effectiveStatus: 'BID_BELOW_MINIMUM' }])))
        .changes,
    ).toEqual([[1, 'COMPLETED', 'NO_SKU']]);
    expect(changesOf(rows([{ ...low, status: 'COMPLETED', effectiveStatus: 'NO_SKU' }])).changes).toEqual([
      [1, 'NOT_DELIVERING', 'BID_BELOW_MINIMUM'],
    ]);
  });

  it('names the hold: the targets before the bid, banner targets only', () => {
    const has = (ids: number[]) => new Map(ids.map((id) => [id, true]));
    const ok = { bidMicros: 500n, minBidMicros: 500n };
    const low = { bidMicros: 499n, minBidMicros: 500n };
    const banner = { adType: 'BANNER' as const, bannerCategoryIds: [99], segmentIds: [] };
    expect(holdReason(banner, low, has([]), has([]))).toBe('TARGETS_GONE');
    expect(holdReason(banner, ok, has([99]), has([]))).toBeNull();
    expect(holdReason({ ...banner, bannerCategoryIds: [] }, low, has([]), has([]))).toBe('BID_BELOW_MINIMUM');
    expect(holdReason({ ...banner, adType: 'PRODUCT' }, ok, has([]), has([]))).toBeNull();
  });

  it("completes a product ad set whose SKUs are all another company's sellers' with the flag on (NO_SKU), and revives it when the seller is the company's", () => {
    // The SKU A is seller 1's; the company's sellers are loaded only with the flag on.
    const withSellers = (
      sellerIds: number[] | null,
      over: Partial<DeliveryRows['adSets'][number]> = {},
    ): DeliveryRows => ({
      ...rows([over]),
      companySellers: sellerIds ? sellerIds.map((sellerId) => ({ companyId: 1, sellerId })) : null,
    });
    expect(changesOf(withSellers([2])).changes).toEqual([[1, 'COMPLETED', 'NO_SKU']]);
    expect(changesOf(withSellers([2])).serving).toEqual([]);
    expect(changesOf(withSellers(null)).changes).toEqual([]);
    expect(changesOf(withSellers([2, 1])).serving).toEqual([1]);
    expect(changesOf(withSellers([1], { status: 'COMPLETED', effectiveStatus: 'NO_SKU' })).changes).toEqual([
      [1, 'DELIVERING', null],
    ]);
    expect(changesOf(withSellers(null, { status: 'COMPLETED', effectiveStatus: 'NO_SKU' })).changes).toEqual([
      [1, 'DELIVERING', null],
    ]);
  });
});
