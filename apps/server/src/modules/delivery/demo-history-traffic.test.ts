import type { AdEvent } from '@portal/domain/delivery-api';
import { parseDecimalToMicros } from '@portal/domain/money';
import { type PriceChangeRow, priceTimeline } from '@portal/domain/price-state';
import { describe, expect, it } from 'vitest';
import { demoCatalogs } from '../../../../simulator/src/demo-marketplace';
import { createSeenProducts } from '../../../../simulator/src/shopper';
import { createRandom } from '../../db/seed/prng';
import { buildCatalogIndexes } from './delivery-index-build';
import { applySpend } from './delivery-index-eligibility';
import type { AdSetRow, DeliveryRows } from './delivery-index-load';
import { hourOfTraffic } from './demo-history-traffic';
import { FrequencyCap } from './frequency-cap';
import { TrafficCounts } from './traffic-counts';

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
const START = Date.UTC(2026, 9, 15, 10);
const LIST_PRICE = 50_000_000n;

/** One SG product ad set advertising the four SKUs, its wallet full: every page may show them. */
function deliveryRows(): DeliveryRows {
  const adSet = {
    id: 1,
    campaignId: 1,
    companyId: 1,
    brandId: 1,
    catalogId: 1,
    adType: 'PRODUCT',
    status: 'DELIVERING',
    effectiveStatus: null,
    budgetType: 'ALWAYS_ON',
    budgetTotalMicros: null,
    budgetDailyMicros: null,
    startDate: new Date(START - DAY_MS),
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
  } as AdSetRow;
  const product = (sku: string, name: string) => ({
    sku,
    catalogId: 1,
    name,
    categoryId: 11,
    brandId: 1,
    sellerId: 1,
    priceMicros: LIST_PRICE,
    stock: 5,
  });
  return {
    catalogs: [{ id: 1, code: 'SG', timeZone: 'Asia/Singapore' }],
    adSets: [adSet],
    productAds: [
      {
        adSetId: 1,
        skus: ['PROMO', 'MARKDOWN', 'ENDED', 'PLAIN'],
        minPriceMicros: null,
        maxPriceMicros: null,
        categoryIds: [],
        sellerIds: [],
      },
    ],
    placements: [],
    products: [
      product('PROMO', 'Linen dress'),
      product('MARKDOWN', 'Cotton dress'),
      product('ENDED', 'Satin dress'),
      product('PLAIN', 'Jersey dress'),
    ],
    categories: [
      { id: 10, name: 'Women', parentId: null, depth: 1 },
      { id: 11, name: 'Dresses', parentId: 10, depth: 2 },
    ],
    brands: [{ id: 1, name: 'Northwind' }],
    segments: [],
    history: [],
    companySellers: null,
  } as DeliveryRows;
}

const change = (daysBefore: number, type: string, extra: Partial<PriceChangeRow> = {}): PriceChangeRow => ({
  publishedAt: new Date(START - daysBefore * DAY_MS),
  blackPriceMicros: LIST_PRICE,
  promotionPriceMicros: null,
  promotionFrom: null,
  promotionTo: null,
  permMarkdownPriceMicros: null,
  permMarkdownFrom: null,
  priceChangeType: type,
  ...extra,
});

/** PROMO is on promotion through the hour, MARKDOWN marked down, ENDED's promotion is over; PLAIN has none. */
const prices = new Map(
  Object.entries({
    PROMO: [
      change(30, 'repricing'),
      change(2, 'promotion', {
        promotionPriceMicros: 35_000_000n,
        promotionFrom: new Date(START - 2 * DAY_MS),
        promotionTo: new Date(START + 2 * DAY_MS),
      }),
    ],
    MARKDOWN: [
      change(30, 'repricing'),
      change(5, 'permanent_markdown', { permMarkdownPriceMicros: 40_000_000n }),
    ],
    ENDED: [
      change(30, 'repricing', { blackPriceMicros: 45_000_000n }),
      change(10, 'promotion', {
        blackPriceMicros: 45_000_000n,
        promotionPriceMicros: 30_000_000n,
        promotionTo: new Date(START - 3 * DAY_MS),
      }),
    ],
  }).map(([sku, rows]) => [sku, priceTimeline(rows, () => {})]),
);

function hourOfPurchases() {
  const index = applySpend(
    buildCatalogIndexes(deliveryRows()),
    { at: START, daily: new Map(), total: new Map(), wallet: new Map([[1, 1_000_000_000_000n]]) },
    START,
  );
  const events = hourOfTraffic({
    index,
    frequencyCap: new FrequencyCap(),
    secret: Buffer.alloc(32, 7),
    catalog: demoCatalogs[0]!,
    seen: createSeenProducts(),
    prices,
    random: createRandom(7),
    startMs: START,
    spanMs: HOUR_MS,
    visits: 6_000,
    key: 'test',
    traffic: new TrafficCounts(),
  });
  return events.filter((event): event is Extract<AdEvent, { type: 'purchase' }> => event.type === 'purchase');
}

describe('demo history purchases', () => {
  it('pay the price in effect at their moment: the promotion, the markdown, else the black or list price', () => {
    const purchases = hourOfPurchases();
    const paid = new Map<string, Set<bigint>>();
    for (const purchase of purchases)
      for (const item of purchase.order.items) {
        const set = paid.get(item.sku) ?? new Set();
        set.add(parseDecimalToMicros(item.price)!);
        paid.set(item.sku, set);
      }
    expect([...paid.keys()].sort()).toEqual(['ENDED', 'MARKDOWN', 'PLAIN', 'PROMO']);
    expect(paid.get('PROMO')).toEqual(new Set([35_000_000n]));
    expect(paid.get('MARKDOWN')).toEqual(new Set([40_000_000n]));
    expect(paid.get('ENDED')).toEqual(new Set([45_000_000n]));
    expect(paid.get('PLAIN')).toEqual(new Set([LIST_PRICE]));
  });
});
