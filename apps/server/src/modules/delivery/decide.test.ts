import { describe, expect, it } from 'vitest';
import { verifyAdToken } from './ad-token';
import { decide } from './decide';
import { buildCatalogIndexes } from './delivery-index-build';
import { applySpend } from './delivery-index-eligibility';
import type { AdSetRow, DeliveryRows } from './delivery-index-load';
import type { SpendState } from './delivery-index-model';
import { FrequencyCap } from './frequency-cap';

const secret = Buffer.alloc(32, 7);
const NOW = Date.UTC(2026, 10, 26, 6, 0, 0);
const DAY = 86_400_000;

/** A seeded RNG (mulberry32): traffic control's draws, the same on every run. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function adSetRow(id: number, overrides: Partial<AdSetRow> = {}): AdSetRow {
  return {
    id,
    campaignId: 100 + id,
    companyId: 1,
    brandId: 1,
    catalogId: 1,
    adType: 'PRODUCT',
    status: 'DELIVERING',
    effectiveStatus: null,
    budgetType: 'ALWAYS_ON',
    budgetTotalMicros: null,
    budgetDailyMicros: null,
    startDate: new Date(NOW - DAY),
    endDate: null,
    bidType: 'MAXIMUM_CPC',
    bidMicros: 300_000n,
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
    ...overrides,
  } as AdSetRow;
}

function rows(adSets: AdSetRow[], skusOf: (id: number) => string[] = () => ['A1', 'A2']): DeliveryRows {
  const product = (sku: string, name: string, categoryId: number, brandId = 1) => ({
    sku,
    catalogId: 1,
    name,
    categoryId,
    brandId,
    sellerId: 1,
    priceMicros: 10_000_000n,
    stock: 5,
  });
  return {
    catalogs: [{ id: 1, code: 'SG', timeZone: 'Asia/Singapore' }],
    adSets,
    productAds: adSets.map((row) => ({
      adSetId: row.id,
      skus: skusOf(row.id),
      minPriceMicros: null,
      maxPriceMicros: null,
      categoryIds: [],
      sellerIds: [],
    })),
    placements: [],
    products: [
      product('A1', 'Trail running shoe', 11),
      product('A2', 'Wool jacket', 12),
      product('B1', 'Linen dress', 12, 2),
      { ...product('OUT', 'Sold out jacket', 12), stock: 0 },
    ],
    categories: [
      { id: 10, name: 'Apparel', parentId: null, depth: 1 },
      { id: 11, name: 'Shoes', parentId: 10, depth: 2 },
      { id: 12, name: 'Jackets', parentId: 10, depth: 2 },
    ],
    brands: [{ id: 1, name: 'Northwind' }],
    segments: [],
    history: [],
    companySellers: null,
  } as DeliveryRows;
}

type Placement = DeliveryRows['placements'][number];

const placement = (adSetId: number, bannerType: string, overrides: Partial<Placement> = {}): Placement => ({
  adSetId,
  bannerType,
  imageUrl: 'https://portal.test/media/banner.png',
  landingUrl: 'https://shop.test/northwind',
  deeplink: null,
  skus: [],
  ...overrides,
});

/** A MAXIMUM_CPI banner ad set above the SG minimum (0.0005), with its placements and the catalog's segments. */
function bannerRows(
  overrides: Partial<AdSetRow>,
  bannerTypes: readonly string[],
  segments: DeliveryRows['segments'] = [],
  placementOverrides: Partial<Placement> = {},
): DeliveryRows {
  const adSet = adSetRow(1, { adType: 'BANNER', bidType: 'MAXIMUM_CPI', bidMicros: 2_000n, ...overrides });
  return {
    ...rows([]),
    adSets: [adSet],
    placements: bannerTypes.map((type) => placement(1, type, placementOverrides)),
    segments,
  };
}

/** The banner ad sets a page is handed for its slots. */
const bannersOn = (data: DeliveryRows, request: Record<string, unknown>, slots: string[]) =>
  run(indexOf(data), ask({ ...request, slots: { products: 0, banners: slots } })).banners.map(
    (banner) => `${banner.adSetId}:${banner.bannerType}`,
  );

const spend = (overrides: Partial<SpendState> = {}): SpendState => ({
  at: NOW,
  daily: new Map(),
  total: new Map(),
  wallet: new Map([[1, 100_000_000n]]),
  ...overrides,
});

const twoWallets = new Map([
  [1, 100_000_000n],
  [2, 100_000_000n],
]);

const priceOf = (token: string) => {
  const check = verifyAdToken(secret, token, new Date(NOW));
  return check.ok ? check.payload.priceMicros : check.reason;
};

const indexOf = (data: DeliveryRows, state = spend()) => applySpend(buildCatalogIndexes(data), state, NOW);

const ask = (overrides: Record<string, unknown> = {}) => ({
  catalogId: 1,
  platform: 'DESKTOP' as const,
  pageType: 'HOME' as const,
  shopper: { id: 'shopper' },
  slots: { products: 4, banners: [] },
  ...overrides,
});

function run(index: ReturnType<typeof indexOf>, request: ReturnType<typeof ask>, random = seeded(1)) {
  const result = decide(
    { index, frequencyCap: new FrequencyCap(), secret, now: () => new Date(NOW), random, newId: () => 'd-1' },
    request as never,
  );
  if (!result.ok) throw new Error(result.reason);
  return result.response;
}

describe('decide', () => {
  it('answers an unknown catalog as such', () => {
    const result = decide(
      { index: indexOf(rows([])), frequencyCap: new FrequencyCap(), secret, now: () => new Date(NOW) },
      ask({ catalogId: 2 }) as never,
    );
    expect(result).toEqual({ ok: false, reason: 'UNKNOWN_CATALOG' });
  });

  it('leaves out SKUs not in stock, and on a search without keywords shows only relevant SKUs', () => {
    const index = indexOf(rows([adSetRow(1)], () => ['A1', 'A2', 'OUT']));
    expect(
      run(index, ask())
        .products.map((p) => p.sku)
        .sort(),
    ).toEqual(['A1', 'A2']);
    expect(run(index, ask({ pageType: 'SEARCH', searchTerm: 'jackets' })).products.map((p) => p.sku)).toEqual(
      ['A2'],
    );
    expect(run(index, ask({ pageType: 'SEARCH', searchTerm: 'running' })).products.map((p) => p.sku)).toEqual(
      ['A1'],
    );
  });

  it('paces a daily budget over the catalog day: at 14:00 in Singapore 68 % of it may be spent, not more', () => {
    // 14/24 of the day plus the 10 % head start: 6.83 of 10. Budget is left either way (7 < 10).
    const paced = adSetRow(1, { budgetType: 'DAILY', budgetDailyMicros: 10_000_000n });
    const at = (spentMicros: bigint) =>
      run(indexOf(rows([paced]), spend({ daily: new Map([[1, spentMicros]]) })), ask()).products.length;
    expect(at(6_000_000n)).toBeGreaterThan(0);
    expect(at(7_000_000n)).toBe(0);
  });

  it('paces an ad set that starts serving at 14:00 (approved, resumed) from then, not from midnight', () => {
    // The process's index saw it blocked by an empty wallet, then the top-up: its pace starts at 14:00 with
    // 1 of 10 spent, so at once only 1 + 10 % of the other 9 = 1.9 may be spent, not the day's 6.83.
    const paced = adSetRow(1, { budgetType: 'DAILY', budgetDailyMicros: 10_000_000n });
    const built = buildCatalogIndexes(rows([paced]));
    const daily = new Map([[1, 1_000_000n]]);
    const broke = applySpend(built, spend({ daily, wallet: new Map([[1, 0n]]) }), NOW);
    const toppedUp = applySpend(built, spend({ daily }), NOW, broke);
    const at = (spentMicros: bigint) =>
      run(applySpend(built, spend({ daily: new Map([[1, spentMicros]]) }), NOW, toppedUp), ask()).products
        .length;
    expect(at(1_800_000n)).toBeGreaterThan(0);
    // Without the earlier index (the process's first) the whole day is the window, as before.
    expect(at(2_000_000n)).toBe(0);
    const firstIndex = applySpend(built, spend({ daily: new Map([[1, 2_000_000n]]) }), NOW);
    expect(run(firstIndex, ask()).products.length).toBeGreaterThan(0);
  });

  it('category pages show SKUs of the category and below; product pages never their own SKU', () => {
    const index = indexOf(rows([adSetRow(1)]));
    expect(run(index, ask({ pageType: 'CATEGORY', categoryId: 12 })).products.map((p) => p.sku)).toEqual([
      'A2',
    ]);
    expect(
      run(index, ask({ pageType: 'CATEGORY', categoryId: 10 }))
        .products.map((p) => p.sku)
        .sort(),
    ).toEqual(['A1', 'A2']);
    expect(run(index, ask({ pageType: 'PRODUCT', sku: 'A1' })).products.map((p) => p.sku)).toEqual(['A2']);
  });

  it('a SKU two ad sets advertise goes to the better one, priced by second price within [min, bid]', () => {
    const index = indexOf(
      rows([adSetRow(1, { bidMicros: 900_000n }), adSetRow(2, { bidMicros: 400_000n, companyId: 2 })], () => [
        'A1',
      ]),
      spend({ wallet: twoWallets }),
    );
    const [ad, ...rest] = run(index, ask()).products;
    expect(rest).toEqual([]);
    expect(ad!.adSetId).toBe(1);
    expect(priceOf(ad!.token)).toBe('400001');
  });

  it("prices a company's ads against other companies only, never against its own SKUs or ad sets", () => {
    // One ad set, three SKUs, four slots: no competitor, the minimum bid (SG CPC 0.05) on every slot.
    const alone = indexOf(rows([adSetRow(1, { bidMicros: 900_000n })], () => ['A1', 'A2', 'B1']));
    expect(run(alone, ask()).products.map((ad) => priceOf(ad.token))).toEqual(['50000', '50000', '50000']);
    // Company 1 (0.90 on A1 and A2) over company 2 (0.30 on B1), two slots: both priced against company 2.
    const twoSlots = ask({ slots: { products: 2, banners: [] } });
    const prices = (adSets: AdSetRow[], skus: Record<number, string[]>) =>
      run(
        indexOf(
          rows(adSets, (id) => skus[id]!),
          spend({ wallet: twoWallets }),
        ),
        twoSlots,
      ).products.map((ad) => [ad.adSetId, priceOf(ad.token)]);
    const rival = adSetRow(3, { bidMicros: 300_000n, companyId: 2 });
    expect(prices([adSetRow(1, { bidMicros: 900_000n }), rival], { 1: ['A1', 'A2'], 3: ['B1'] })).toEqual([
      [1, '300001'],
      [1, '300001'],
    ]);
    // Two ad sets of company 1 (0.90 and 0.60) do not price each other either: the company is the bidder.
    expect(
      prices([adSetRow(1, { bidMicros: 900_000n }), adSetRow(2, { bidMicros: 600_000n }), rival], {
        1: ['A1'],
        2: ['A2'],
        3: ['B1'],
      }),
    ).toEqual([
      [1, '300001'],
      [2, '300001'],
    ]);
  });

  it('traffic control lets an ad set into about its share of requests (seeded draws)', () => {
    const index = indexOf(rows([adSetRow(1, { trafficControl: 30 })]));
    const random = seeded(42);
    let shown = 0;
    for (let i = 0; i < 2_000; i++)
      if (run(index, ask({ shopper: { id: `s${i}` } }), random).products.length > 0) shown++;
    expect(shown / 2_000).toBeGreaterThan(0.27);
    expect(shown / 2_000).toBeLessThan(0.33);
  });

  it('keeps out ad sets out of budget or wallet, and those not started yet or ended', () => {
    const data = rows([
      adSetRow(1, { budgetType: 'DAILY', budgetDailyMicros: 1_000_000n }),
      adSetRow(2, { budgetType: 'TOTAL', budgetTotalMicros: 1_000_000n }),
      adSetRow(3, { companyId: 2 }),
      adSetRow(4, { status: 'SCHEDULED', startDate: new Date(NOW + 60_000) }),
      adSetRow(5, { endDate: new Date(NOW - 1) }),
      adSetRow(6, { status: 'SCHEDULED', startDate: new Date(NOW - 60_000) }),
    ]);
    const index = indexOf(
      data,
      spend({ daily: new Map([[1, 1_000_000n]]), total: new Map([[2, 1_000_000n]]) }),
    );
    expect([...index.blocked]).toEqual([
      [1, 'EXCEED_BUDGET_DAILY'],
      [2, 'EXCEED_BUDGET_TOTAL'],
      [3, 'WALLET_EXCEED_THRESHOLD'],
    ]);
    const served = new Set(
      run(index, ask({ slots: { products: 20, banners: [] } })).products.map((p) => p.adSetId),
    );
    expect([...served]).toEqual([6]);
  });

  it("a search banner's categories (with their subcategories) apply to the category a search is sent with, and it serves only where the category is known (decision 0260)", () => {
    const jackets = bannerRows({ bannerCategoryIds: [12], keywords: ['laptop'] }, ['DESKTOP_SEARCH']);
    const search = (categoryId?: number) => ({ pageType: 'SEARCH', searchTerm: 'laptop', categoryId });
    expect(bannersOn(jackets, search(12), ['DESKTOP_SEARCH'])).toEqual(['1:DESKTOP_SEARCH']);
    expect(bannersOn(jackets, search(11), ['DESKTOP_SEARCH'])).toEqual([]);
    // The parent category is wider than the target: not served.
    expect(bannersOn(jackets, search(10), ['DESKTOP_SEARCH'])).toEqual([]);
    expect(bannersOn(jackets, search(), ['DESKTOP_SEARCH'])).toEqual([]);
    expect(bannersOn(jackets, { pageType: 'HOME' }, ['DESKTOP_SEARCH'])).toEqual([]);
    expect(bannersOn(jackets, { pageType: 'CATEGORY', categoryId: 12 }, ['DESKTOP_SEARCH'])).toEqual([
      '1:DESKTOP_SEARCH',
    ]);
    expect(bannersOn(jackets, { pageType: 'CATEGORY', categoryId: 11 }, ['DESKTOP_SEARCH'])).toEqual([]);
    expect(bannersOn(jackets, { pageType: 'PRODUCT', sku: 'A1' }, ['DESKTOP_SEARCH'])).toEqual([]);
    const apparel = bannerRows({ bannerCategoryIds: [10], keywords: ['laptop'] }, ['DESKTOP_SEARCH']);
    expect(bannersOn(apparel, search(12), ['DESKTOP_SEARCH'])).toEqual(['1:DESKTOP_SEARCH']);
    // Untargeted (no category chosen): any search.
    const any = bannerRows({ keywords: ['laptop'] }, ['DESKTOP_SEARCH']);
    expect(bannersOn(any, search(), ['DESKTOP_SEARCH'])).toEqual(['1:DESKTOP_SEARCH']);
  });

  it("a category-targeted ad set's home banner serves on the home page, not on another category's page", () => {
    const data = bannerRows({ bannerCategoryIds: [12] }, ['DESKTOP_HOME', 'DESKTOP_SEARCH']);
    expect(bannersOn(data, { pageType: 'HOME' }, ['DESKTOP_HOME'])).toEqual(['1:DESKTOP_HOME']);
    expect(bannersOn(data, { pageType: 'HOME' }, ['DESKTOP_SEARCH'])).toEqual([]);
    expect(bannersOn(data, { pageType: 'CATEGORY', categoryId: 12 }, ['DESKTOP_HOME'])).toEqual([
      '1:DESKTOP_HOME',
    ]);
    expect(bannersOn(data, { pageType: 'CATEGORY', categoryId: 11 }, ['DESKTOP_HOME'])).toEqual([]);
  });

  it('a banner whose targeted categories were all deleted matches no category instead of every one, and is held', () => {
    const data = bannerRows({ bannerCategoryIds: [99], keywords: ['laptop'] }, [
      'DESKTOP_SEARCH',
      'DESKTOP_HOME',
    ]);
    const search = { pageType: 'SEARCH', searchTerm: 'laptop', categoryId: 12 };
    expect(bannersOn(data, search, ['DESKTOP_SEARCH'])).toEqual([]);
    expect(bannersOn(data, { pageType: 'CATEGORY', categoryId: 12 }, ['DESKTOP_HOME'])).toEqual([]);
    // Where no category is checked (HOME) it served before (decision 0260, rule 2); it is now held back
    // with its reason, TARGETS_GONE (0260 addendum "the engine's status for deleted targets and old bids").
    expect(bannersOn(data, { pageType: 'HOME' }, ['DESKTOP_HOME'])).toEqual([]);
    // One category left: it serves there, and on HOME.
    const partly = bannerRows({ bannerCategoryIds: [99, 12] }, ['DESKTOP_HOME']);
    expect(bannersOn(partly, { pageType: 'HOME' }, ['DESKTOP_HOME'])).toEqual(['1:DESKTOP_HOME']);
    expect(bannersOn(partly, { pageType: 'CATEGORY', categoryId: 12 }, ['DESKTOP_HOME'])).toEqual([
      '1:DESKTOP_HOME',
    ]);
  });

  it("banner segments: a tagged shopper needs one of them; a deleted segment matches no shopper's tag (decision 0260)", () => {
    const segments = [
      { id: 1, name: 'Gamer' },
      { id: 2, name: ' Runner ' },
    ];
    const shopper = (tags?: string[]) => ({ pageType: 'HOME', shopper: { id: 's', tags } });
    const gamers = bannerRows({ segmentIds: [1] }, ['DESKTOP_HOME'], segments);
    expect(bannersOn(gamers, shopper(['gamer']), ['DESKTOP_HOME'])).toEqual(['1:DESKTOP_HOME']);
    expect(bannersOn(gamers, shopper(['runner']), ['DESKTOP_HOME'])).toEqual([]);
    // A shopper without tags is not excluded (what the marketplace does not know never excludes).
    expect(bannersOn(gamers, shopper(), ['DESKTOP_HOME'])).toEqual(['1:DESKTOP_HOME']);
    const deleted = bannerRows({ segmentIds: [9] }, ['DESKTOP_HOME'], segments);
    expect(bannersOn(deleted, shopper(['gamer']), ['DESKTOP_HOME'])).toEqual([]);
    expect(bannersOn(deleted, shopper(['runner']), ['DESKTOP_HOME'])).toEqual([]);
    // Nor a shopper without tags: an ad set whose segments are all deleted is held (TARGETS_GONE, 0260 addendum).
    expect(bannersOn(deleted, shopper(), ['DESKTOP_HOME'])).toEqual([]);
    const partly = bannerRows({ segmentIds: [9, 2] }, ['DESKTOP_HOME'], segments);
    expect(bannersOn(partly, shopper(['runner']), ['DESKTOP_HOME'])).toEqual(['1:DESKTOP_HOME']);
    expect(bannersOn(partly, shopper(['gamer']), ['DESKTOP_HOME'])).toEqual([]);
  });

  it('a banner hands out only its SKUs in the catalog and in stock, and without a landing URL needs one left (decision 0260)', () => {
    const skusOn = (data: DeliveryRows) =>
      run(indexOf(data), ask({ slots: { products: 0, banners: ['DESKTOP_HOME'] } })).banners.map(
        (b) => b.skus,
      );
    const withSkus = (skus: string[], landingUrl: string | null) =>
      bannerRows({}, ['DESKTOP_HOME'], [], { skus, landingUrl });
    expect(skusOn(withSkus(['A2', 'GONE', 'OUT'], null))).toEqual([['A2']]);
    expect(skusOn(withSkus(['GONE', 'OUT'], 'https://shop.test/northwind'))).toEqual([[]]);
    expect(skusOn(withSkus(['GONE', 'OUT'], null))).toEqual([]);
  });

  it('decides 500 eligible ad sets with 4 product slots well within the 5 ms budget', () => {
    const adSets = Array.from({ length: 500 }, (_, i) =>
      adSetRow(i + 1, { bidMicros: BigInt(100_000 + i * 1_000), keywords: i % 2 ? ['jacket'] : [] }),
    );
    const index = indexOf(rows(adSets));
    const cap = new FrequencyCap();
    const started = performance.now();
    for (let i = 0; i < 200; i++)
      decide(
        { index, frequencyCap: cap, secret, now: () => new Date(NOW) },
        ask({ pageType: 'SEARCH', searchTerm: 'wool jacket', shopper: { id: `s${i}` } }) as never,
      );
    const perDecision = (performance.now() - started) / 200;
    expect(perDecision).toBeLessThan(5);
  });
});
