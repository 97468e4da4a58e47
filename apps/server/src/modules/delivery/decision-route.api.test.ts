import type { DecisionRequest, DecisionResponse } from '@portal/domain/delivery-api';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  adSetDailySpend,
  adSetSpend,
  adTrafficHourly,
  bannerTypes,
  catalogs,
  companies,
  companySellers,
  currencies,
  deliveryPaceStarts,
  products,
  sponsorAdSets,
  sponsorHistory,
} from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { type Fixture, loadFixture } from '../sponsor-campaigns/campaign-test-support';
import { recommendedBid } from '../sponsor-catalog/recommended-bid';
import { insertCampaign } from '../sponsor-lists/insert-campaign';
import { verifyAdToken } from './ad-token';
import { deliveryIndexOf, startDeliveryIndex } from './delivery-index';
import { FREQUENCY_CAP_PER_HOUR } from './frequency-cap';
import { fundedCompany } from './ingest-events-fixtures';
import { startTrafficRecorder } from './traffic-recorder';

const KEY = 'mk_test_decisions_key_0123456789abcdef';
const DAY_MS = 86_400_000;
let testApp: TestApp;
let f: Fixture;
let minCpc: bigint;

beforeAll(async () => {
  testApp = await createTestApp({ env: { MARKETPLACE_API_KEY: KEY }, demoProductCount: 120 });
  f = await loadFixture(testApp);
  // The demo's own campaigns would compete in every auction: these tests bring their own.
  await testApp.deps.db.update(sponsorAdSets).set({ status: 'COMPLETED' });
  // Bolt's ad sets here advertise Acme's SKUs: with validate_uploaded_product_seller on, only a company's own
  // sellers' products are served (decision 0267), so their sellers are made Bolt's too.
  await sellsTheSkus(f.boltId);
  const [sg] = await testApp.deps.db.select().from(catalogs).where(eq(catalogs.id, f.sgCatalogId));
  const [rate] = await testApp.deps.db
    .select({ rate: currencies.rate })
    .from(companies)
    .innerJoin(currencies, eq(currencies.code, companies.walletCurrency))
    .where(eq(companies.id, f.acmeId));
  minCpc = recommendedBid({
    input: { catalogCode: sg!.code, adType: 'PRODUCT', walletRate: rate!.rate },
  }).minBid;
}, 180_000);
afterAll(async () => {
  await testApp?.close();
});

/** Makes the sellers of the fixture's SKUs the company's own (decision 0267: only those are served). */
async function sellsTheSkus(companyId: number) {
  const db = testApp.deps.db;
  const sellers = await db
    .selectDistinct({ sellerId: products.sellerId })
    .from(products)
    .where(and(eq(products.catalogId, f.sgCatalogId), inArray(products.sku, f.skus)));
  await db
    .insert(companySellers)
    .values(sellers.map(({ sellerId }) => ({ companyId, sellerId })))
    .onConflictDoNothing();
}

type AdSetOverrides = Partial<typeof sponsorAdSets.$inferInsert> & {
  skus?: string[];
  adType?: 'PRODUCT' | 'BANNER';
  placements?: { bannerTypeId: number; imageUrl: string; landingUrl: string }[];
};

let serial = 0;
async function adSet(overrides: AdSetOverrides = {}) {
  const { skus, adType, placements, ...columns } = overrides;
  const now = testApp.deps.now();
  const { adSet: row } = await insertCampaign(testApp.deps.db, {
    companyId: columns.companyId ?? f.acmeId,
    brandId: f.northwindId,
    catalogId: f.sgCatalogId,
    name: `Decision test ${++serial}`,
    adType: adType ?? 'PRODUCT',
    status: 'DELIVERING',
    budgetType: 'DAILY',
    budgetDailyMicros: 20_000_000n,
    startDate: new Date(now.getTime() - DAY_MS),
    skus: skus ?? f.skus,
    placements,
    createdAt: now,
  });
  const [updated] = await testApp.deps.db
    .update(sponsorAdSets)
    .set(columns)
    .where(eq(sponsorAdSets.id, row.id))
    .returning();
  return updated!;
}

const index = () => deliveryIndexOf(testApp.deps.db)!;

function request(overrides: Partial<DecisionRequest> = {}): DecisionRequest {
  return {
    catalogId: f.sgCatalogId,
    platform: 'DESKTOP',
    pageType: 'SEARCH',
    shopper: { id: `shopper-${Math.random()}` },
    slots: { products: 4, banners: [] },
    ...overrides,
  };
}

async function post(body: unknown, authorization = `Bearer ${KEY}`) {
  return testApp.app.inject({
    method: 'POST',
    url: '/v1/ads/decisions',
    headers: { authorization, 'content-type': 'application/json' },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function decision(overrides: Partial<DecisionRequest> = {}): Promise<DecisionResponse> {
  const answer = await post(request(overrides));
  expect(answer.statusCode).toBe(200);
  return answer.json();
}

const servedAdSets = async (overrides: Partial<DecisionRequest>) =>
  (await decision(overrides)).products.map((ad) => ad.adSetId);

const tokenOf = (token: string) => {
  const check = verifyAdToken(testApp.deps.secret, token, testApp.deps.now());
  if (!check.ok) throw new Error(`token refused: ${check.reason}`);
  return check.payload;
};

describe('POST /v1/ads/decisions: keywords', () => {
  it('serves the ad sets whose keyword matches, ranked, priced by second price between the minimum and the bid', async () => {
    const high = await adSet({
      keywords: ['zebra coat'],
      bidType: 'MAXIMUM_CPC',
      bidMicros: 800_000n,
      skus: [f.skus[0]!],
    });
    // Another company: a company's own ad sets never set each other's price (decision 0258).
    const rival = await fundedCompany(testApp.deps.db, 'Zebra rival', 100_000_000n, testApp.deps.now());
    await sellsTheSkus(rival);
    const low = await adSet({
      keywords: ['zebra'],
      bidType: 'MAXIMUM_CPC',
      bidMicros: 600_000n,
      skus: [f.skus[1]!],
      companyId: rival,
    });
    await index().rebuild();
    const answer = await decision({ searchTerm: '  Zebra   COAT ', platform: 'MOBILE_WEB' });
    expect(answer.products.map((ad) => [ad.adSetId, ad.sku])).toEqual([
      [high.id, f.skus[0]],
      [low.id, f.skus[1]],
    ]);
    const [first, second] = answer.products.map((ad) => tokenOf(ad.token));
    expect(first).toMatchObject({
      decisionId: answer.decisionId,
      adSetId: high.id,
      campaignId: high.campaignId,
      companyId: f.acmeId,
      brandId: f.northwindId,
      catalogId: f.sgCatalogId,
      sku: f.skus[0],
      bannerType: '',
      platform: 'MOBILE_WEB',
      pageType: 'SEARCH',
      position: 1,
      chargeModel: 'CPC',
    });
    // New ad sets share the prior's CTR: the winner pays the next bid plus one micro.
    expect(BigInt(first!.priceMicros)).toBe(600_001n);
    // The last one has no one below it: the minimum bid.
    expect(BigInt(second!.priceMicros)).toBe(minCpc);
    for (const payload of [first!, second!]) {
      expect(BigInt(payload.priceMicros)).toBeGreaterThanOrEqual(minCpc);
      expect(BigInt(payload.priceMicros)).toBeLessThanOrEqual(
        payload.adSetId === high.id ? 800_000n : 600_000n,
      );
    }
    expect(await servedAdSets({ searchTerm: 'zebra' })).toEqual([low.id]);
    expect(await servedAdSets({ searchTerm: 'giraffe coat' })).toEqual([]);
  });

  it('a matching negative keyword keeps an ad set out, by its match type', async () => {
    const row = await adSet({ keywords: ['okapi'], negativeKeywords: ['"okapi kids"', '[okapi sale]'] });
    await index().rebuild();
    expect(await servedAdSets({ searchTerm: 'okapi kids shoes' })).toEqual([]);
    expect(await servedAdSets({ searchTerm: 'okapi sale' })).toEqual([]);
    expect(new Set(await servedAdSets({ searchTerm: 'okapi sale today' }))).toEqual(new Set([row.id]));
    expect(new Set(await servedAdSets({ searchTerm: 'kids okapi' }))).toEqual(new Set([row.id]));
  });
});

describe('POST /v1/ads/decisions: who is not served', () => {
  it('a paused, unapproved, not yet started, ended, out-of-budget or empty-wallet ad set, or one at 0% traffic', async () => {
    const now = testApp.deps.now().getTime();
    const served = await adSet({ keywords: ['tapir control'] });
    const paused = await adSet({ keywords: ['tapir paused'], status: 'PAUSED', runningStatus: 'PAUSED' });
    const pending = await adSet({ keywords: ['tapir pending'], status: 'PENDING_FOR_APPROVAL' });
    const future = await adSet({
      keywords: ['tapir future'],
      status: 'SCHEDULED',
      startDate: new Date(now + DAY_MS),
    });
    const ended = await adSet({ keywords: ['tapir ended'], endDate: new Date(now - 60_000) });
    const daily = await adSet({ keywords: ['tapir daily'], budgetDailyMicros: 5_000_000n });
    const total = await adSet({
      keywords: ['tapir total'],
      budgetType: 'TOTAL',
      budgetDailyMicros: null,
      budgetTotalMicros: 9_000_000n,
    });
    const broke = await adSet({ keywords: ['tapir wallet'], companyId: f.boltId });
    const hidden = await adSet({ keywords: ['tapir hidden'], trafficControl: 0 });
    const db = testApp.deps.db;
    const [sg] = await db.select().from(catalogs).where(eq(catalogs.id, f.sgCatalogId));
    const { zonedDay } = await import('@portal/domain/zoned-day');
    await db.insert(adSetDailySpend).values({
      adSetId: daily.id,
      day: zonedDay(testApp.deps.now(), sg!.timeZone),
      spentMicros: 5_000_000n,
    });
    await db.insert(adSetSpend).values({ adSetId: total.id, companyId: f.acmeId, totalMicros: 9_000_000n });
    await index().rebuild();
    expect(await servedAdSets({ searchTerm: 'tapir control' })).toContain(served.id);
    for (const row of [paused, pending, future, ended, daily, total, broke, hidden]) {
      const term = row.keywords[0]!;
      expect({ term, served: await servedAdSets({ searchTerm: term }) }).toEqual({ term, served: [] });
    }
    expect(index().current()!.blocked.get(daily.id)).toBe('EXCEED_BUDGET_DAILY');
    expect(index().current()!.blocked.get(total.id)).toBe('EXCEED_BUDGET_TOTAL');
    expect(index().current()!.blocked.get(broke.id)).toBe('WALLET_EXCEED_THRESHOLD');
  });

  it('never shows a product page its own SKU, and caps the same ad set per shopper and hour', async () => {
    // Bids above every other test's, so it wins its SKUs wherever they are advertised.
    const row = await adSet({
      keywords: ['wombat'],
      skus: [f.skus[0]!, f.skus[1]!],
      bidType: 'MAXIMUM_CPC',
      bidMicros: 5_000_000n,
    });
    await index().rebuild();
    const onPage = await decision({
      pageType: 'PRODUCT',
      sku: f.skus[0]!,
      slots: { products: 20, banners: [] },
    });
    expect(onPage.products.map((ad) => ad.sku)).not.toContain(f.skus[0]);
    expect(onPage.products.some((ad) => ad.adSetId === row.id && ad.sku === f.skus[1])).toBe(true);

    const shopper = { id: 'capped-shopper' };
    for (let i = 0; i < FREQUENCY_CAP_PER_HOUR; i++)
      expect(await servedAdSets({ searchTerm: 'wombat', shopper })).toContain(row.id);
    expect(await servedAdSets({ searchTerm: 'wombat', shopper })).not.toContain(row.id);
    expect(await servedAdSets({ searchTerm: 'wombat', shopper: { id: 'another-shopper' } })).toContain(
      row.id,
    );
  });

  it('fits the audience the shopper carries, and unknown attributes do not exclude', async () => {
    const row = await adSet({ keywords: ['numbat'], minAge: 30, gender: 'FEMALE', locations: ['Singapore'] });
    await index().rebuild();
    expect(await servedAdSets({ searchTerm: 'numbat', shopper: { id: 'a', age: 25 } })).toEqual([]);
    expect(await servedAdSets({ searchTerm: 'numbat', shopper: { id: 'b', gender: 'MALE' } })).toEqual([]);
    expect(await servedAdSets({ searchTerm: 'numbat', shopper: { id: 'c', location: 'Jakarta' } })).toEqual(
      [],
    );
    expect(
      await servedAdSets({
        searchTerm: 'numbat',
        shopper: { id: 'd', age: 31, gender: 'FEMALE', location: 'singapore' },
      }),
    ).toContain(row.id);
    expect(await servedAdSets({ searchTerm: 'numbat', shopper: { id: 'e' } })).toContain(row.id);
  });
});

describe('POST /v1/ads/decisions: banners', () => {
  it('serves a banner in its slot with its creative and a per-impression token', async () => {
    const [search] = await testApp.deps.db
      .select()
      .from(bannerTypes)
      .where(eq(bannerTypes.bannerType, 'DESKTOP_SEARCH'));
    const row = await adSet({
      adType: 'BANNER',
      keywords: ['quokka'],
      placements: [{ bannerTypeId: search!.id, imageUrl: f.imageUrl, landingUrl: `${f.sgBaseUrl}/quokka` }],
    });
    await index().rebuild();
    const answer = await decision({
      searchTerm: 'quokka',
      slots: { products: 0, banners: ['DESKTOP_SEARCH', 'DESKTOP_HOME'] },
    });
    expect(answer.products).toEqual([]);
    expect(answer.banners).toHaveLength(1);
    expect(answer.banners[0]).toMatchObject({
      bannerType: 'DESKTOP_SEARCH',
      adSetId: row.id,
      // The stored path read against PUBLIC_URL: the marketplace loads it from its own pages.
      imageUrl: new URL(f.imageUrl, testApp.deps.config.publicUrl).href,
      landingUrl: `${f.sgBaseUrl}/quokka`,
      deeplink: null,
      skus: [],
    });
    expect(tokenOf(answer.banners[0]!.token)).toMatchObject({
      chargeModel: 'CPI',
      bannerType: 'DESKTOP_SEARCH',
      sku: '',
      position: 1,
    });
  });
});

describe('the delivery index', () => {
  it('picks up a change on its own after the NOTIFY, within a debounce', async () => {
    const row = await adSet({ keywords: ['axolotl'] });
    await vi.waitFor(async () => expect(await servedAdSets({ searchTerm: 'axolotl' })).toContain(row.id), {
      timeout: 10_000,
      interval: 100,
    });
    // It started serving after the index's first build: its daily budget paces from now (decision 0264).
    const start = index().current()!.catalogs.get(f.sgCatalogId)!.paceStarts.get(row.id);
    expect(start?.spentBeforeMicros).toBe(0n);
    expect(Math.abs(start!.fromMs - testApp.deps.now().getTime())).toBeLessThan(15_000);
    // The start outlives the process: a process starting now (a restart, a second server) paces from it too.
    await vi.waitFor(
      async () =>
        expect(
          await testApp.deps.db
            .select()
            .from(deliveryPaceStarts)
            .where(eq(deliveryPaceStarts.adSetId, row.id)),
        ).toHaveLength(1),
      { timeout: 5_000, interval: 100 },
    );
    const restarted = startDeliveryIndex(testApp.deps, { register: false, writeStatuses: false });
    try {
      await restarted.ready;
      expect(restarted.current()!.catalogs.get(f.sgCatalogId)!.paceStarts.get(row.id)).toEqual(start);
    } finally {
      await restarted.stop();
    }
    await testApp.deps.db
      .update(sponsorAdSets)
      .set({ status: 'PAUSED', runningStatus: 'PAUSED' })
      .where(eq(sponsorAdSets.id, row.id));
    await vi.waitFor(async () => expect(await servedAdSets({ searchTerm: 'axolotl' })).toEqual([]), {
      timeout: 10_000,
      interval: 100,
    });
  });

  it("picks up a change to a table it reads beside the ad sets, e.g. a catalog's time zone (migration 0023)", async () => {
    const db = testApp.deps.db;
    const [sg] = await db.select().from(catalogs).where(eq(catalogs.id, f.sgCatalogId));
    const builtAt = index().current()!.builtAt;
    try {
      await db.update(catalogs).set({ timeZone: 'Asia/Tokyo' }).where(eq(catalogs.id, f.sgCatalogId));
      await vi.waitFor(
        () => expect(index().current()!.catalogs.get(f.sgCatalogId)!.catalog.timeZone).toBe('Asia/Tokyo'),
        { timeout: 10_000, interval: 100 },
      );
      expect(index().current()!.builtAt).toBeGreaterThan(builtAt);
    } finally {
      await db.update(catalogs).set({ timeZone: sg!.timeZone }).where(eq(catalogs.id, f.sgCatalogId));
      await vi.waitFor(
        () => expect(index().current()!.catalogs.get(f.sgCatalogId)!.catalog.timeZone).toBe(sg!.timeZone),
        { timeout: 10_000, interval: 100 },
      );
    }
  });

  it('writes the effective status a budget or the wallet calls for, and lifts it, once', async () => {
    const db = testApp.deps.db;
    const daily = await adSet({ keywords: ['status daily'], budgetDailyMicros: 3_000_000n });
    const broke = await adSet({ keywords: ['status wallet'], companyId: f.boltId });
    const [sg] = await db.select().from(catalogs).where(eq(catalogs.id, f.sgCatalogId));
    const { zonedDay } = await import('@portal/domain/zoned-day');
    const day = zonedDay(testApp.deps.now(), sg!.timeZone);
    await db.insert(adSetDailySpend).values({ adSetId: daily.id, day, spentMicros: 3_000_000n });
    const writer = startDeliveryIndex(testApp.deps, { register: false, writeStatuses: true });
    try {
      await writer.ready;
      const state = async () =>
        Object.fromEntries(
          (
            await db
              .select({
                id: sponsorAdSets.id,
                status: sponsorAdSets.status,
                effective: sponsorAdSets.effectiveStatus,
              })
              .from(sponsorAdSets)
              .where(inArray(sponsorAdSets.id, [daily.id, broke.id]))
          ).map((r) => [r.id, `${r.status}/${r.effective}`]),
        );
      expect(await state()).toEqual({
        [daily.id]: 'NOT_DELIVERING/EXCEED_BUDGET_DAILY',
        [broke.id]: 'NOT_DELIVERING/WALLET_EXCEED_THRESHOLD',
      });
      // The write's NOTIFY rebuilds the index, which finds nothing more to write: no loop.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await writer.refresh();
      const statusRows = async () =>
        (
          await db
            .select()
            .from(sponsorHistory)
            .where(and(eq(sponsorHistory.objectType, 'AD_SET'), eq(sponsorHistory.objectId, daily.id)))
        ).filter((r) => JSON.stringify(r.changes).includes('"field":"status"'));
      expect(await statusRows()).toHaveLength(2); // created, then NOT_DELIVERING
      // A new day (here: the spend row gone) lifts it again.
      await db
        .delete(adSetDailySpend)
        .where(and(eq(adSetDailySpend.adSetId, daily.id), eq(adSetDailySpend.day, day)));
      await writer.refresh();
      expect((await state())[daily.id]).toBe('DELIVERING/null');
      await index().rebuild();
      expect(await servedAdSets({ searchTerm: 'status daily' })).toContain(daily.id);
      expect(await servedAdSets({ searchTerm: 'status wallet' })).toEqual([]);
    } finally {
      await writer.stop();
    }
  });
});

describe('POST /v1/ads/decisions: bad requests', () => {
  it('answers 400 with the problems per field, never a 500', async () => {
    const empty = await post({});
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().fields)).toEqual(
      expect.arrayContaining(['catalogId', 'platform', 'pageType', 'shopper', 'slots']),
    );
    const wrong = await post({ ...request(), platform: 'FAX', slots: { products: 99 }, shopper: { id: '' } });
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json().fields).sort()).toEqual(['platform', 'shopper.id', 'slots.products']);
    const notJson = await post('{"catalogId": ');
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toEqual({ error: 'The body is not valid JSON.', code: 'BAD_REQUEST' });
    const array = await post([1, 2]);
    expect(array.statusCode).toBe(400);
    // Not JSON at all, and over the 1 MiB body limit: in the API's words (docs/delivery-api.md), never a 500.
    const form = await testApp.app.inject({
      method: 'POST',
      url: '/v1/ads/decisions',
      headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'catalogId=1',
    });
    expect(form.statusCode).toBe(415);
    expect(form.json()).toEqual({
      error: 'The body must be JSON (content-type: application/json).',
      code: 'BAD_REQUEST',
    });
    const huge = await post({ ...request(), searchTerm: 'x'.repeat(1_100_000) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ error: 'The body is too large.', code: 'BAD_REQUEST' });
  });

  it('refuses control characters in its texts and ids beyond 32 bits, per field, never a 500', async () => {
    const nul = await post({
      ...request({ searchTerm: 'red\u0000dress', sku: 'SKU\u0000', pageType: 'SEARCH' }),
      shopper: { id: 'shopper\u0000', location: 'Jurong\u0000', tags: ['vip\u0000'] },
      slots: { products: 4, banners: ['DESKTOP_SEARCH\u0000'] },
    });
    expect(nul.statusCode).toBe(400);
    const fields = nul.json().fields as Record<string, string[]>;
    expect(Object.keys(fields).sort()).toEqual([
      'searchTerm',
      'shopper.id',
      'shopper.location',
      'shopper.tags.0',
      'sku',
      'slots.banners.0',
    ]);
    expect(fields.searchTerm).toEqual(['must not contain control characters']);
    const big = await post(request({ catalogId: 2_147_483_648, categoryId: 9_999_999_999 }));
    expect(big.statusCode).toBe(400);
    expect(Object.keys(big.json().fields).sort()).toEqual(['catalogId', 'categoryId']);
  });

  it('refuses an unknown catalog with a clear message, and a call without a key', async () => {
    const unknown = await post(request({ catalogId: 987_654 }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      error: 'Unknown catalog 987654.',
      fields: { catalogId: ['Unknown catalog.'] },
    });
    expect((await post(request(), 'Bearer nope')).statusCode).toBe(401);
  });
});

describe('POST /v1/ads/decisions: traffic counts', () => {
  it('counts each answered decision per hour, catalog, platform, page type, category and search term', async () => {
    const served = await adSet({ keywords: ['"linen shirt"'] });
    await index().rebuild();
    await index().traffic.flush();
    const before = await testApp.deps.db
      .select()
      .from(adTrafficHourly)
      .where(eq(adTrafficHourly.searchTerm, 'linen shirt'));
    expect(before).toEqual([]);
    const first = await decision({ searchTerm: '  Linen   SHIRT ', platform: 'MOBILE_WEB' });
    await decision({
      searchTerm: 'linen shirt',
      platform: 'MOBILE_WEB',
      slots: { products: 2, banners: [] },
    });
    await decision({
      pageType: 'CATEGORY',
      categoryId: f.categoryId,
      searchTerm: 'ignored on a category page',
    });
    // A refused request is no traffic.
    expect((await post({ ...request(), catalogId: 999_999 })).statusCode).toBe(400);
    await index().traffic.flush();
    const rows = await testApp.deps.db
      .select()
      .from(adTrafficHourly)
      .where(eq(adTrafficHourly.catalogId, f.sgCatalogId));
    const search = rows.find((row) => row.searchTerm === 'linen shirt');
    expect(first.products.map((ad) => ad.adSetId)).toContain(served.id);
    expect(search).toMatchObject({
      platform: 'MOBILE_WEB',
      pageType: 'SEARCH',
      categoryId: 0,
      requests: 2,
      productSlots: 6,
      bannerSlots: 0,
    });
    expect(search!.productAdsServed).toBeGreaterThanOrEqual(2);
    const category = rows.find((row) => row.pageType === 'CATEGORY' && row.categoryId === f.categoryId);
    expect(category).toMatchObject({ searchTerm: '', requests: 1, productSlots: 4, platform: 'DESKTOP' });
    expect(rows.every((row) => row.hour.getTime() % 3_600_000 === 0)).toBe(true);
  });

  it('writes a flush with a row the database refuses: the others once, the refused row dropped on its second try', async () => {
    const warn = vi.fn();
    const error = vi.fn();
    const logger = { warn, error } as unknown as Parameters<typeof startTrafficRecorder>[0]['logger'];
    const recorder = startTrafficRecorder({ db: testApp.deps.db, logger }, 3_600_000);
    const hour = new Date(Date.UTC(2031, 0, 2, 10));
    const answered: DecisionResponse = { decisionId: 'flush-test', products: [], banners: [] };
    // 1,500 rows: two chunks of the upsert; the refused row sorts last, in the second chunk.
    for (let i = 0; i < 1_500; i += 1)
      recorder.count(request({ searchTerm: `flush term ${String(i).padStart(4, '0')}` }), answered, hour);
    recorder.count(request({ searchTerm: 'flush term z\u0000' }), answered, hour);
    const written = async () =>
      testApp.deps.db.select().from(adTrafficHourly).where(eq(adTrafficHourly.hour, hour));
    await recorder.flush();
    const first = await written();
    expect(first).toHaveLength(1_500);
    expect(first.every((row) => row.requests === 1)).toBe(true);
    expect(error).not.toHaveBeenCalled();
    // The refused row is tried once more, then dropped and logged; the others are not added again.
    await recorder.flush();
    await recorder.flush();
    await recorder.stop();
    const last = await written();
    expect(last).toHaveLength(1_500);
    expect(last.every((row) => row.requests === 1)).toBe(true);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]![0].row.searchTerm).toBe('flush term z\u0000');
  });
});
