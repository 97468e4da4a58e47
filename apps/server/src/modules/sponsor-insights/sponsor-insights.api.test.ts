import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adRollupsHourly,
  adSetDailySpend,
  adTrafficHourly,
  bannerTypes,
  billingInfo,
  catalogs,
  companySellers,
  featureFlags,
  products,
  segments,
  sponsorAdSets,
  sponsorBannerPlacements,
} from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import type { TestClient } from '../../testing/graphql-client';
import {
  type Company,
  campaignOf,
  companyNamed,
  DAY_MS,
  signedIn,
  units,
} from '../sponsor-lists/sponsor-lists-test-helpers';
import { walletBalance } from '../wallet/ledger';

// Fixed clock: history is written on the ten whole UTC days before it.
const NOW = new Date('2026-11-26T10:00:00Z');
const TODAY = Date.UTC(2026, 10, 26);

const BID = `query($catalogId: ID!, $adType: SponsorAdType, $categoryIds: [ID!]) {
  recommendedBid(catalogId: $catalogId, adType: $adType, categoryIds: $categoryIds) { recommendedBid minBid recommendedBidRange sampleSize } }`;
const FORECAST = `query($catalogId: ID!, $skus: [String!], $countDay: Int!, $trafficControl: Int, $bid: Decimal, $brandId: ID) {
  forecastedPerformance(catalogId: $catalogId, skus: $skus, countDay: $countDay, trafficControl: $trafficControl, bid: $bid, brandId: $brandId) {
    pClick { low high } pImpression { low high } pCost { low high } pDailyBudgetSuggestion basedOnDays } }`;
const BANNER = `query($catalogId: ID!, $countDay: Int!, $platforms: [String!], $trafficControl: Int, $bid: Decimal) {
  forecastedBannerPerformance(catalogId: $catalogId, countDay: $countDay, platforms: $platforms, trafficControl: $trafficControl, bid: $bid) {
    pImpression { low high } pClick { low high } pCost { low high } pDailyBudgetSuggestion basedOnDays } }`;
const DIAGNOSTICS = `query($id: ID!) { diagnostics(campaignId: $id) { name level details actions { kind route } at } }`;

let testApp: TestApp;
let acme: Company;
let bolt: Company;
let owner: TestClient;
let staff: TestClient;
let skus: string[];
let firstSellerId: number;
/** Product ad sets of Acme in SG with their price per click (SGD). */
const priced: { adSetId: number; campaignId: number; priceMicros: bigint }[] = [];
let bannerAdSet: { adSetId: number; campaignId: number };

async function setFlag(name: string, isActive: boolean) {
  await testApp.deps.db.update(featureFlags).set({ isActive }).where(eq(featureFlags.name, name));
}

beforeAll(async () => {
  testApp = await createTestApp({ now: () => NOW });
  const db = testApp.deps.db;
  // Acme's brand with the most products in SG, and Bolt's.
  for (const brandName of ['Northwind', 'Lumen & Loom', 'Harbor Lane', 'Kite Athletics']) {
    const candidate = await companyNamed(db, 'Acme Fashion', brandName, 'SG');
    const rows = await db
      .select({ sku: products.sku })
      .from(products)
      .where(and(eq(products.catalogId, candidate.catalogId), eq(products.brandId, candidate.brandId)))
      .orderBy(asc(products.sku));
    if (rows.length > 0) {
      acme = candidate;
      skus = rows.map((row) => row.sku);
      break;
    }
  }
  bolt = await companyNamed(db, 'Bolt Apparel', 'Bolt Active', 'SG');
  await db.update(products).set({ stock: 5 }).where(eq(products.sku, skus[0]!));
  // The forecast promotes only the company's own sellers' products (validate_uploaded_product_seller, 0267).
  const [first] = await db.select().from(products).where(eq(products.sku, skus[0]!));
  firstSellerId = first!.sellerId;
  await db
    .insert(companySellers)
    .values({ companyId: acme.id, sellerId: firstSellerId })
    .onConflictDoNothing();
  // Four product ad sets clearing at 0.20, 0.30, 0.40 and 0.50 SGD per click, ten days each: per day
  // 50 impressions and 5 clicks on the first SKU, with 1,000 product slots asked in the catalog.
  // They started before the recorded days (a unit's part of a day follows its schedule, decision 0281).
  const startDate = new Date(TODAY - 20 * DAY_MS);
  for (const [i, cents] of [20, 30, 40, 50].entries()) {
    const { campaign, adSet } = await campaignOf(
      db,
      acme,
      { name: `Priced ${i}`, skus: [skus[0]!], startDate },
      NOW,
    );
    priced.push({ adSetId: adSet.id, campaignId: campaign.id, priceMicros: BigInt(cents) * 10_000n });
  }
  const banner = await campaignOf(
    db,
    acme,
    { name: 'Banner', adType: 'BANNER', placements: [], startDate },
    NOW,
  );
  bannerAdSet = { adSetId: banner.adSet.id, campaignId: banner.campaign.id };
  for (let d = 1; d <= 10; d++) {
    const hour = new Date(TODAY - d * DAY_MS + 12 * 3_600_000);
    await db.insert(adTrafficHourly).values({
      hour,
      catalogId: acme.catalogId,
      platform: 'DESKTOP',
      pageType: 'SEARCH',
      searchTerm: 'red dress',
      requests: 500,
      productSlots: 1000,
      productAdsServed: 200,
      bannerSlots: 500,
      bannerAdsServed: 100,
    });
    const base = { hour, companyId: acme.id, catalogId: acme.catalogId, brandId: acme.brandId };
    await db.insert(adRollupsHourly).values([
      ...priced.map((p) => ({
        ...base,
        adSetId: p.adSetId,
        campaignId: p.campaignId,
        sku: skus[0]!,
        platform: 'DESKTOP',
        impressions: 50,
        clicks: 5,
        costsMicros: 5n * p.priceMicros,
      })),
      {
        ...base,
        adSetId: bannerAdSet.adSetId,
        campaignId: bannerAdSet.campaignId,
        platform: 'DESKTOP',
        bannerType: 'DESKTOP_HOME',
        impressions: 100,
        clicks: 2,
        costsMicros: 100n * 2_000n,
      },
    ]);
  }
  owner = await signedIn(testApp, 'owner@demo.test');
  staff = await signedIn(testApp, 'staff@demo.test');
}, 120_000);
afterAll(() => testApp?.close());

describe('recommendedBid', () => {
  it('is the median clearing price of the last 14 days, the range its quartiles, in the wallet currency', async () => {
    const sgd = await owner.gql<{ recommendedBid: unknown }>(BID, { catalogId: String(acme.catalogId) });
    expect(sgd.body.data?.recommendedBid).toEqual({
      recommendedBid: '0.4',
      minBid: '0.05',
      recommendedBidRange: ['0.3', '0.5'],
      sampleSize: 4,
    });
    // Bolt's wallet is MYR (3.4 per SGD), rounded up to the cent.
    const myr = await staff.gql<{ recommendedBid: unknown }>(
      BID,
      { catalogId: String(acme.catalogId) },
      { 'x-company-id': String(bolt.id) },
    );
    expect(myr.body.data?.recommendedBid).toMatchObject({ recommendedBid: '1.36', minBid: '0.17' });
    // Banners are charged per impression: 2,000 micros each → 0.002.
    const banner = await owner.gql<{ recommendedBid: { recommendedBid: string } }>(BID, {
      catalogId: String(acme.catalogId),
      adType: 'BANNER',
    });
    expect(banner.body.data?.recommendedBid.recommendedBid).toBe('0.002');
  });

  it("reads the categories' prices, the catalog's when they have none", async () => {
    const [product] = await testApp.deps.db.select().from(products).where(eq(products.sku, skus[0]!));
    for (const categoryId of [product!.categoryId, product!.categoryId + 100_000]) {
      const result = await owner.gql<{ recommendedBid: { recommendedBid: string; sampleSize: number } }>(
        BID,
        {
          catalogId: String(acme.catalogId),
          categoryIds: [String(categoryId)],
        },
      );
      expect(result.body.data?.recommendedBid).toMatchObject({ recommendedBid: '0.4', sampleSize: 4 });
    }
  });

  it('falls back to the minimum bid, marked by sampleSize 0, without history', async () => {
    const [indonesia] = await testApp.deps.db.select().from(catalogs).where(eq(catalogs.code, 'ID'));
    const result = await owner.gql<{ recommendedBid: unknown }>(BID, { catalogId: String(indonesia!.id) });
    // Indonesia's minimum: 50 % of Singapore's 0.05, rounded up to the cent.
    expect(result.body.data?.recommendedBid).toEqual({
      recommendedBid: '0.03',
      minBid: '0.03',
      recommendedBidRange: ['0.03', '0.03'],
      sampleSize: 0,
    });
  });
});

describe('forecastedPerformance', () => {
  // Each day: 1,000 slots, 4 similar ad sets with 50 impressions each → one ad set gets 5 % of the
  // slots: 50 impressions, 5 clicks (CTR 10 %) at the clearing price of the day (0.35 average).
  it('forecasts from the recorded traffic and the similar ads, scaled by the period and traffic control', async () => {
    const result = await owner.gql<{ forecastedPerformance: unknown }>(FORECAST, {
      catalogId: String(acme.catalogId),
      skus: [skus[0]],
      countDay: 7,
    });
    expect(result.body.errors).toBeUndefined();
    expect(result.body.data?.forecastedPerformance).toEqual({
      // 350 and 35 a week, widened by two standard deviations of the count and of the share it was scaled
      // from (2 × √(n + 1 + n² / measured): the similar ads' 2,000 impressions and 200 clicks, decision 0281).
      pImpression: { low: 309, high: 391 },
      pClick: { low: 22, high: 48 },
      pCost: { low: '7.71', high: '16.8' },
      pDailyBudgetSuggestion: '1.75',
      basedOnDays: 10,
    });
    const half = await owner.gql<{ forecastedPerformance: { pImpression: unknown } }>(FORECAST, {
      catalogId: String(acme.catalogId),
      skus: [skus[0]],
      countDay: 30,
      trafficControl: 50,
    });
    expect(half.body.data?.forecastedPerformance.pImpression).toEqual({ low: 685, high: 815 });
  });

  it('wins more with a bid above every clearing price, nothing below the minimum bid', async () => {
    const high = await owner.gql<{ forecastedPerformance: { pImpression: unknown } }>(FORECAST, {
      catalogId: String(acme.catalogId),
      skus: [skus[0]],
      countDay: 7,
      bid: '0.6',
    });
    expect(high.body.data?.forecastedPerformance.pImpression).toEqual({ low: 638, high: 762 });
    const low = await owner.gql<{ forecastedPerformance: { pImpression: unknown; pCost: unknown } }>(
      FORECAST,
      { catalogId: String(acme.catalogId), skus: [skus[0]], countDay: 7, bid: '0.01' },
    );
    expect(low.body.data?.forecastedPerformance).toMatchObject({
      pImpression: { low: 0, high: 0 },
      pCost: { low: '0', high: '0' },
    });
  });

  it("forecasts nothing for a SKU whose seller is not the company's while validate_uploaded_product_seller is on", async () => {
    const forecast = async () =>
      (
        await owner.gql<{ forecastedPerformance: { pImpression: { high: number }; basedOnDays: number } }>(
          FORECAST,
          { catalogId: String(acme.catalogId), skus: [skus[0]], countDay: 7 },
        )
      ).body.data!.forecastedPerformance;
    await testApp.deps.db
      .delete(companySellers)
      .where(and(eq(companySellers.companyId, acme.id), eq(companySellers.sellerId, firstSellerId)));
    try {
      expect(await forecast()).toMatchObject({ pImpression: { high: 0 }, basedOnDays: 0 });
      await setFlag('validate_uploaded_product_seller', false);
      expect((await forecast()).basedOnDays).toBe(10);
    } finally {
      await setFlag('validate_uploaded_product_seller', true);
      await testApp.deps.db
        .insert(companySellers)
        .values({ companyId: acme.id, sellerId: firstSellerId })
        .onConflictDoNothing();
    }
    expect((await forecast()).basedOnDays).toBe(10);
  });

  it("gives nothing for another company's brand", async () => {
    const result = await owner.gql<{ forecastedPerformance: { pImpression: unknown; basedOnDays: number } }>(
      FORECAST,
      { catalogId: String(acme.catalogId), skus: [skus[0]], countDay: 7, brandId: String(bolt.brandId) },
    );
    expect(result.body.data?.forecastedPerformance).toMatchObject({
      pImpression: { low: 0, high: 0 },
      basedOnDays: 0,
    });
  });

  it('refuses a period other than 7 or 30 days and a traffic control outside 0-100, naming the field', async () => {
    const period = await owner.gql(FORECAST, { catalogId: String(acme.catalogId), countDay: 10 });
    expect(period.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'countDay' });
    const traffic = await owner.gql(FORECAST, {
      catalogId: String(acme.catalogId),
      countDay: 7,
      trafficControl: 101,
    });
    expect(traffic.body.errors?.[0]?.extensions).toMatchObject({ field: 'trafficControl' });
  });

  it('answers a field error, never a 500, to more SKUs or platforms than a campaign can hold', async () => {
    const many = Array.from({ length: 70_000 }, (_, index) => `SKU-${index}`);
    const skusAnswer = await owner.gql(FORECAST, {
      catalogId: String(acme.catalogId),
      countDay: 7,
      skus: many,
    });
    expect(skusAnswer.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'skus' });
    const platforms = await owner.gql(BANNER, {
      catalogId: String(acme.catalogId),
      countDay: 7,
      platforms: many,
    });
    expect(platforms.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'platforms',
    });
  });

  it('is refused while sponsor_forecast is off', async () => {
    await setFlag('sponsor_forecast', false);
    const result = await owner.gql(FORECAST, { catalogId: String(acme.catalogId), countDay: 7 });
    await setFlag('sponsor_forecast', true);
    expect(result.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('forecastedBannerPerformance', () => {
  it('forecasts banner impressions and cost per impression from the banner slots', async () => {
    const result = await owner.gql<{ forecastedBannerPerformance: unknown }>(BANNER, {
      catalogId: String(acme.catalogId),
      countDay: 7,
      platforms: ['DESKTOP_HOME'],
    });
    expect(result.body.errors).toBeUndefined();
    expect(result.body.data?.forecastedBannerPerformance).toEqual({
      pImpression: { low: 630, high: 770 },
      pClick: { low: 4, high: 24 },
      pCost: { low: '1.27', high: '1.54' },
      // 0.2 a day covers 3 days in 4, but the minimum campaign budget (1) is the least the budget step takes (0270).
      pDailyBudgetSuggestion: '1',
      basedOnDays: 10,
    });
  });

  it('scales with the traffic control as the engine draws it for banners too (0271), refusing one outside 0-100', async () => {
    const at = async (trafficControl: number) =>
      owner.gql<{ forecastedBannerPerformance: { pImpression: unknown; pCost: unknown } }>(BANNER, {
        catalogId: String(acme.catalogId),
        countDay: 7,
        platforms: ['DESKTOP_HOME'],
        trafficControl,
      });
    // 700 a week at 100 %; half of it at 50 %, widened by the counting noise.
    expect((await at(50)).body.data?.forecastedBannerPerformance.pImpression).toEqual({
      low: 306,
      high: 394,
    });
    expect((await at(0)).body.data?.forecastedBannerPerformance).toMatchObject({
      pImpression: { low: 0, high: 0 },
      pCost: { low: '0', high: '0' },
    });
    expect((await at(101)).body.errors?.[0]?.extensions).toMatchObject({ field: 'trafficControl' });
  });

  it("weighs a maximum CPI against the banners' clearing prices: nothing below the minimum CPI, more above them all (0271)", async () => {
    const withBid = async (bid: string) =>
      (
        await owner.gql<{ forecastedBannerPerformance: { pImpression: { low: number; high: number } } }>(
          BANNER,
          { catalogId: String(acme.catalogId), countDay: 7, platforms: ['DESKTOP_HOME'], bid },
        )
      ).body.data!.forecastedBannerPerformance;
    // The catalog's minimum CPI is 0.0005 SGD.
    expect((await withBid('0.0001')).pImpression).toEqual({ low: 0, high: 0 });
    // Above every clearing price (about 0.002 an impression): twice the automatic bid's 700 a week.
    expect((await withBid('1')).pImpression.low).toBeGreaterThan(753);
  });
});

describe('diagnostics', () => {
  it('is for staff only', async () => {
    const result = await owner.gql(DIAGNOSTICS, { id: String(priced[0]!.campaignId) });
    expect(result.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('lists the real findings with their actions, worst first', async () => {
    const db = testApp.deps.db;
    const { campaign, adSet } = await campaignOf(
      db,
      acme,
      {
        name: 'Troubled',
        budgetType: 'DAILY',
        budgetDailyMicros: units(1),
        keywords: ['[red dress]', 'purple unicorn'],
        skus: [skus[0]!, 'SG-GONE-1'],
        endDate: new Date(NOW.getTime() - DAY_MS),
      },
      new Date(NOW.getTime() - 5 * DAY_MS),
    );
    await db
      .update(sponsorAdSets)
      .set({ trafficControl: 0, bidType: 'MAXIMUM_CPC', bidMicros: 100_000n })
      .where(eq(sponsorAdSets.id, adSet.id));
    const result = await staff.gql<{
      diagnostics: {
        name: string;
        level: string;
        details: string[];
        actions: { kind: string; route: string }[];
      }[];
    }>(DIAGNOSTICS, { id: String(campaign.id) });
    expect(result.body.errors).toBeUndefined();
    const byName = new Map(result.body.data!.diagnostics.map((d) => [d.name, d]));
    // The flags' defaults: every edit on the advanced detail page, of the campaign's company.
    expect(byName.get('scheduleEnded')?.actions).toEqual([
      { kind: 'EDIT_SCHEDULE', route: `/sponsor-v2/${campaign.id}?focus=budget&company=${acme.id}` },
    ]);
    expect(byName.get('skusGone')?.details).toEqual(['SG-GONE-1']);
    expect(byName.get('keywordsNeverMatched')?.details).toEqual(['purple unicorn']);
    expect(byName.get('bidBelowClearingPrice')?.level).toBe('WARNING');
    expect(byName.get('trafficControlZero')?.level).toBe('ERROR');
    expect(byName.has('walletEmpty')).toBe(false);
    const levels = result.body.data!.diagnostics.map((d) => d.level);
    expect(levels).toEqual(
      [...levels].sort(
        (a, b) => ['ERROR', 'WARNING', 'INFO'].indexOf(a) - ['ERROR', 'WARNING', 'INFO'].indexOf(b),
      ),
    );

    // The six-step wizard without its target step (show_sponsor_target off): keywords and traffic control
    // are edited on /sponsor-v2/{id} only, the other fields at their steps.
    await setFlag('use_advanced_sponsor_campaign_ui', false);
    await setFlag('show_sponsor_target', false);
    try {
      const legacy = await staff.gql<{
        diagnostics: { name: string; actions: { kind: string; route: string }[] }[];
      }>(DIAGNOSTICS, { id: String(campaign.id) });
      const routes = new Map(legacy.body.data!.diagnostics.map((d) => [d.name, d.actions]));
      expect(routes.get('keywordsNeverMatched')).toEqual([
        { kind: 'EDIT_KEYWORDS', route: `/sponsor-v2/${campaign.id}?focus=targeting&company=${acme.id}` },
      ]);
      expect(routes.get('trafficControlZero')).toEqual([
        {
          kind: 'EDIT_TRAFFIC_CONTROL',
          route: `/sponsor-v2/${campaign.id}?focus=targeting&company=${acme.id}`,
        },
      ]);
      expect(routes.get('scheduleEnded')).toEqual([
        { kind: 'EDIT_SCHEDULE', route: `/sponsor/${campaign.id}/budget?company=${acme.id}` },
      ]);
      await setFlag('show_sponsor_target', true);
      const withTarget = await staff.gql<{
        diagnostics: { name: string; actions: { kind: string; route: string }[] }[];
      }>(DIAGNOSTICS, { id: String(campaign.id) });
      expect(withTarget.body.data!.diagnostics.find((d) => d.name === 'trafficControlZero')?.actions).toEqual(
        [{ kind: 'EDIT_TRAFFIC_CONTROL', route: `/sponsor/${campaign.id}/target?company=${acme.id}` }],
      );
    } finally {
      await setFlag('use_advanced_sponsor_campaign_ui', true);
      await setFlag('show_sponsor_target', true);
    }
  });

  it('says when the wallet is below the top-up alert, and is empty when all is good', async () => {
    const db = testApp.deps.db;
    const balance = await walletBalance(db, acme.id);
    expect(balance).toBeGreaterThan(0n);
    await db
      .insert(billingInfo)
      .values({
        companyId: acme.id,
        name: 'Acme',
        email: 'billing@acme.test',
        description: '',
        topUpAlertAmountMicros: balance + 1n,
      })
      .onConflictDoUpdate({ target: billingInfo.companyId, set: { topUpAlertAmountMicros: balance + 1n } });
    const low = await staff.gql<{ diagnostics: { name: string; actions: unknown[] }[] }>(DIAGNOSTICS, {
      id: String(priced[0]!.campaignId),
    });
    expect(low.body.data?.diagnostics).toEqual([
      expect.objectContaining({
        name: 'walletBelowThreshold',
        actions: [{ kind: 'TOP_UP', route: `/billing/info?company=${acme.id}` }],
      }),
    ]);
    await db
      .update(billingInfo)
      .set({ topUpAlertAmountMicros: null })
      .where(eq(billingInfo.companyId, acme.id));
    const good = await staff.gql<{ diagnostics: unknown[] }>(DIAGNOSTICS, {
      id: String(priced[0]!.campaignId),
    });
    expect(good.body.data?.diagnostics).toEqual([]);
  });

  it('says an ad set that is not delivering, toggle on, with no reason and no impression since its start is not delivering', async () => {
    const db = testApp.deps.db;
    // The user walk: NOT_DELIVERING, running status STARTED, no effective status, started four days ago.
    const { campaign } = await campaignOf(
      db,
      acme,
      { name: 'Silent', status: 'NOT_DELIVERING', skus: [skus[0]!] },
      new Date(NOW.getTime() - 3 * DAY_MS),
    );
    const result = await staff.gql<{
      diagnostics: { name: string; level: string; actions: { kind: string; route: string }[] }[];
    }>(DIAGNOSTICS, { id: String(campaign.id) });
    expect(result.body.errors).toBeUndefined();
    expect(result.body.data!.diagnostics).toEqual([
      {
        name: 'notDeliveringNoReason',
        level: 'ERROR',
        details: [],
        actions: [{ kind: 'REVIEW', route: `/sponsor-v2/${campaign.id}?company=${acme.id}` }],
        at: null,
      },
      { name: 'noImpressionsLastDay', level: 'WARNING', details: [], actions: [], at: null },
    ]);
  });

  it('says a DRAFT was never submitted, before its start and after it, with no "starts on" note', async () => {
    const db = testApp.deps.db;
    type Found = { name: string; level: string; details: string[]; actions: unknown[]; at: string | null };
    const notSubmitted = (route: string) => ({
      name: 'notSubmitted',
      level: 'ERROR',
      details: [],
      actions: [{ kind: 'SUBMIT', route: `${route}?company=${acme.id}` }],
      at: null,
    });
    // The QA walk: a draft whose start is weeks ahead got only "starts 2026/12/20"; one started 5 days ago none.
    for (const [name, startDate] of [
      ['Draft ahead', new Date(NOW.getTime() + 24 * DAY_MS)],
      ['Draft passed', new Date(NOW.getTime() - 5 * DAY_MS)],
    ] as const) {
      const { campaign } = await campaignOf(
        db,
        acme,
        { name, status: 'DRAFT', skus: [skus[0]!], startDate },
        NOW,
      );
      const found = await staff.gql<{ diagnostics: Found[] }>(DIAGNOSTICS, { id: String(campaign.id) });
      expect(found.body.errors).toBeUndefined();
      // The flags' defaults: the advanced wizard, whose review step submits it.
      expect(found.body.data!.diagnostics).toEqual([notSubmitted(`/sponsor-v2/${campaign.id}`)]);
      await setFlag('use_advanced_sponsor_campaign_ui', false);
      try {
        const legacy = await staff.gql<{ diagnostics: Found[] }>(DIAGNOSTICS, { id: String(campaign.id) });
        expect(legacy.body.data!.diagnostics).toEqual([notSubmitted(`/sponsor/${campaign.id}/review`)]);
      } finally {
        await setFlag('use_advanced_sponsor_campaign_ui', true);
      }
    }
  });

  it('says when the wallet is empty and when the daily budget ran out', async () => {
    const db = testApp.deps.db;
    // Bolt has no credit at all; its campaign spent its daily budget of 1 by 09:00 today (catalog day).
    expect(await walletBalance(db, bolt.id)).toBe(0n);
    const { campaign, adSet } = await campaignOf(
      db,
      bolt,
      { name: 'Bolt budget', budgetType: 'DAILY', budgetDailyMicros: units(1), skus: [] },
      NOW,
    );
    const base = {
      adSetId: adSet.id,
      campaignId: campaign.id,
      companyId: bolt.id,
      catalogId: bolt.catalogId,
      brandId: bolt.brandId,
    };
    await db.insert(adRollupsHourly).values([
      { ...base, hour: new Date('2026-11-26T08:00:00Z'), impressions: 10, clicks: 2, costsMicros: 600_000n },
      { ...base, hour: new Date('2026-11-26T09:00:00Z'), impressions: 10, clicks: 2, costsMicros: 500_000n },
    ]);
    await db
      .insert(adSetDailySpend)
      .values({ adSetId: adSet.id, day: '2026-11-26', spentMicros: 1_100_000n, clicks: 4 });
    const result = await staff.gql<{
      diagnostics: { name: string; details: string[]; actions: unknown[]; at: string | null }[];
    }>(DIAGNOSTICS, { id: String(campaign.id) });
    const byName = new Map(result.body.data!.diagnostics.map((d) => [d.name, d]));
    expect(byName.get('walletEmpty')).toMatchObject({
      details: ['0 MYR'],
      // Bolt's billing page: staff act for the campaign's company, not for their own.
      actions: [{ kind: 'TOP_UP', route: `/billing/info?company=${bolt.id}` }],
    });
    expect(byName.get('dailyBudgetExhausted')).toMatchObject({
      details: ['1.1 MYR', '1 MYR'],
      actions: [{ kind: 'RAISE_BUDGET', route: `/sponsor/adset/${campaign.id}?company=${bolt.id}` }],
      at: '2026-11-26T09:00:00.000Z',
    });
  });

  describe('what the delivery engine refuses to serve (decision 0260)', () => {
    type Found = { name: string; level: string; details: string[]; actions: unknown[]; at: string | null };
    const diagnosticsOf = async (campaignId: number) => {
      const result = await staff.gql<{ diagnostics: Found[] }>(DIAGNOSTICS, { id: String(campaignId) });
      expect(result.body.errors).toBeUndefined();
      return result.body.data!.diagnostics;
    };
    const noImpressions = {
      name: 'noImpressionsLastDay',
      level: 'WARNING',
      details: [],
      actions: [],
      at: null,
    };
    /** A DELIVERING banner campaign of Acme in SG, started yesterday, with one DESKTOP_HOME creative. */
    async function bannerCampaign(name: string, landingUrl: string) {
      const db = testApp.deps.db;
      const [desktopHome] = await db
        .select({ id: bannerTypes.id })
        .from(bannerTypes)
        .where(eq(bannerTypes.bannerType, 'DESKTOP_HOME'));
      return campaignOf(
        db,
        acme,
        {
          name,
          adType: 'BANNER',
          placements: [{ bannerTypeId: desktopHome!.id, imageUrl: '/uploads/test/banner.png', landingUrl }],
        },
        NOW,
      );
    }

    it("names a banner's deleted segment, which no tagged shopper matches, with the way to its targeting", async () => {
      const db = testApp.deps.db;
      const [segment] = await db
        .insert(segments)
        .values({ catalogId: acme.catalogId, name: 'diagnostics gamers' })
        .returning();
      const { campaign, adSet } = await bannerCampaign('Gamers', 'https://shop.test/gamers');
      // A bid above the minimum (0.0005) and the banners' clearing price (0.002).
      await db
        .update(sponsorAdSets)
        .set({ segmentIds: [segment!.id], bidType: 'MAXIMUM_CPI', bidMicros: 5_000n })
        .where(eq(sponsorAdSets.id, adSet.id));
      expect(await diagnosticsOf(campaign.id)).toEqual([noImpressions]);
      await db.delete(segments).where(eq(segments.id, segment!.id));
      expect(await diagnosticsOf(campaign.id)).toEqual([
        {
          name: 'targetSegmentsGone',
          level: 'ERROR',
          details: [String(segment!.id)],
          // Banner segments and categories are edited with the banner content.
          actions: [
            { kind: 'EDIT_TARGETING', route: `/sponsor-v2/${campaign.id}?focus=content&company=${acme.id}` },
          ],
          at: null,
        },
        noImpressions,
      ]);
    });

    it('names a bid saved below the minimum and a creative left without products, not the clearing price', async () => {
      const db = testApp.deps.db;
      const { campaign, adSet, adId } = await bannerCampaign('Old banner', '');
      // Saved before decision 0260: a CPI of 0.0004 against the SG minimum of 0.0005, below the clearing
      // price too; the creative lands on its SKUs, which are gone from the catalog.
      await db
        .update(sponsorAdSets)
        .set({ bidType: 'MAXIMUM_CPI', bidMicros: 400n })
        .where(eq(sponsorAdSets.id, adSet.id));
      await db
        .update(sponsorBannerPlacements)
        .set({ skus: ['SG-GONE-2'] })
        .where(eq(sponsorBannerPlacements.bannerAdId, adId));
      const content = `/sponsor-v2/${campaign.id}?focus=content&company=${acme.id}`;
      expect(await diagnosticsOf(campaign.id)).toEqual([
        {
          name: 'bannerCreativesProductsGone',
          level: 'ERROR',
          details: ['DESKTOP_HOME: SG-GONE-2'],
          actions: [{ kind: 'EDIT_CONTENT', route: content }],
          at: null,
        },
        {
          name: 'bidBelowMinimum',
          level: 'ERROR',
          details: ['0.0004 SGD', '0.0005 SGD'],
          actions: [
            { kind: 'RAISE_BID', route: `/sponsor-v2/${campaign.id}?focus=budget&company=${acme.id}` },
          ],
          at: null,
        },
        noImpressions,
      ]);
    });

    it("compares a product bid with the catalog's minimum in the wallet currency", async () => {
      const db = testApp.deps.db;
      // Bolt's wallet is MYR (3.4 per SGD): SG's minimum CPC of 0.05 SGD is 0.17 MYR.
      const { campaign, adSet } = await campaignOf(db, bolt, { name: 'Bolt old bid', skus: [] }, NOW);
      await db
        .update(sponsorAdSets)
        .set({ bidType: 'MAXIMUM_CPC', bidMicros: 150_000n })
        .where(eq(sponsorAdSets.id, adSet.id));
      expect((await diagnosticsOf(campaign.id)).find((d) => d.name === 'bidBelowMinimum')).toMatchObject({
        level: 'ERROR',
        details: ['0.15 MYR', '0.17 MYR'],
      });
    });
  });

  it('gives nothing for a campaign outside the company staff act for, and is refused while the flag is off', async () => {
    const foreign = await staff.gql<{ diagnostics: unknown }>(
      DIAGNOSTICS,
      { id: String(priced[0]!.campaignId) },
      { 'x-company-id': String(bolt.id) },
    );
    expect(foreign.body.data?.diagnostics).toBeNull();
    await setFlag('sponsor_campaign_diagnostics', false);
    const off = await staff.gql(DIAGNOSTICS, { id: String(priced[0]!.campaignId) });
    await setFlag('sponsor_campaign_diagnostics', true);
    expect(off.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
