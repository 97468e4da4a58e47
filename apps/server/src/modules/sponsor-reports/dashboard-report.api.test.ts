import { formatMicros } from '@portal/domain/money';
import { dayRangeInstants, startOfZonedDay, zonedDay } from '@portal/domain/zoned-day';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import type { TestClient } from '../../testing/graphql-client';
import { signedIn } from '../sponsor-lists/sponsor-lists-test-helpers';
import { type DashboardWorld, dashboardWorld, type Fact } from './dashboard-test-fixtures';

const POINT = 'eventTime value count';
const REPORT = `query($fromDate: DateTime!, $toDate: DateTime!, $adType: SponsorAdType!, $campaignType: String, $brandId: ID, $campaignId: ID, $adSetId: ID, $ventureId: ID, $supplierId: ID) {
  dashboardReport(fromDate: $fromDate, toDate: $toDate, adType: $adType, campaignType: $campaignType, brandId: $brandId, campaignId: $campaignId, adSetId: $adSetId, ventureId: $ventureId, supplierId: $supplierId) {
    granularity timeZone currency
    reportImpressions { ${POINT} } reportClicks { ${POINT} } reportCosts { ${POINT} } reportSales { ${POINT} } reportHaloSales { ${POINT} }
    impressionsCount clicksCount costTotal saleTotal haloSalesTotal itemsSoldTotal haloItemsSoldTotal
  }
}`;

type Point = { eventTime: string; value: string; count: number };
type Report = {
  granularity: 'HOUR' | 'DAY';
  timeZone: string;
  currency: string;
  reportImpressions: Point[];
  reportClicks: Point[];
  reportCosts: Point[];
  reportSales: Point[];
  reportHaloSales: Point[];
  impressionsCount: number;
  clicksCount: number;
  costTotal: string;
  saleTotal: string;
  haloSalesTotal: string;
  itemsSoldTotal: number;
  haloItemsSoldTotal: number;
};

let testApp: TestApp;
let world: DashboardWorld;
let owner: TestClient;
let staff: TestClient;

const range = (start: string, end: string, zone: string) => {
  const { startDate, endDate } = dayRangeInstants({ start, end }, zone);
  return { fromDate: startDate!.toISOString(), toDate: endDate!.toISOString() };
};
const twoDaysSg = range('2026-11-10', '2026-11-11', 'Asia/Singapore');

async function report(client: TestClient, variables: Record<string, unknown>) {
  const result = await client.gql<{ dashboardReport: Report }>(REPORT, variables);
  expect(result.body.errors).toBeUndefined();
  return result.body.data!.dashboardReport;
}

const micros = (value: bigint | undefined) => value ?? 0n;
const n = (value: number | undefined) => value ?? 0;

/** The report the API must give: the facts' sums per bucket, every bucket present. */
function expected(facts: Fact[], buckets: string[], bucketOf: (hour: string) => string, banner: boolean) {
  const points = (value: (f: Fact) => bigint, count: (f: Fact) => number) =>
    buckets.map((eventTime) => {
      const inBucket = facts.filter((f) => bucketOf(f.hour) === eventTime);
      return {
        eventTime,
        value: formatMicros(inBucket.reduce((sum, f) => sum + value(f), 0n)),
        count: inBucket.reduce((sum, f) => sum + count(f), 0),
      };
    });
  const total = (pick: (f: Fact) => bigint) => formatMicros(facts.reduce((sum, f) => sum + pick(f), 0n));
  const count = (pick: (f: Fact) => number) => facts.reduce((sum, f) => sum + pick(f), 0);
  const sales = (f: Fact) => micros(banner ? f.view7Sales : f.click7Sales);
  return {
    reportImpressions: points(
      (f) => BigInt(n(f.impressions)) * 1_000_000n,
      (f) => n(f.impressions),
    ),
    reportClicks: points(
      (f) => BigInt(n(f.clicks)) * 1_000_000n,
      (f) => n(f.clicks),
    ),
    reportCosts: points(
      (f) => micros(f.costs),
      (f) => n(banner ? f.impressions : f.clicks),
    ),
    reportSales: points(sales, (f) => n(f.itemsSold)),
    reportHaloSales: points(
      (f) => micros(f.haloSales),
      (f) => n(f.haloItemsSold),
    ),
    impressionsCount: count((f) => n(f.impressions)),
    clicksCount: count((f) => n(f.clicks)),
    costTotal: total((f) => micros(f.costs)),
    saleTotal: total(sales),
    haloSalesTotal: total((f) => micros(f.haloSales)),
    itemsSoldTotal: count((f) => n(f.itemsSold)),
    haloItemsSoldTotal: count((f) => n(f.haloItemsSold)),
  };
}

const hours = (from: string, count: number) =>
  Array.from({ length: count }, (_, i) => new Date(new Date(from).getTime() + i * 3_600_000).toISOString());
const hourBucket = (hour: string) => new Date(hour).toISOString();
const inRange = (f: Fact, r: { fromDate: string; toDate: string }) =>
  new Date(f.hour) >= new Date(r.fromDate) && new Date(f.hour) <= new Date(r.toDate);

beforeAll(async () => {
  testApp = await createTestApp();
  world = await dashboardWorld(testApp);
  owner = await signedIn(testApp, 'owner@demo.test');
  staff = await signedIn(testApp, 'staff@demo.test');
});
afterAll(() => testApp.close());

describe('dashboardReport', () => {
  it("gives hourly points for two days of the company's zone, every hour present, sums of the rollup rows", async () => {
    const got = await report(owner, { ...twoDaysSg, adType: 'PRODUCT' });
    const facts = world.facts.filter(
      (f) => f.company === world.acmeId && f.adType === 'PRODUCT' && inRange(f, twoDaysSg),
    );
    expect(facts.map((f) => f.key).sort()).toEqual(['r1', 'r2', 'r3', 'r4', 'r9']);
    expect(got).toMatchObject({ granularity: 'HOUR', timeZone: 'Asia/Singapore', currency: 'SGD' });
    const buckets = hours('2026-11-09T16:00:00.000Z', 48);
    expect(got).toMatchObject(expected(facts, buckets, hourBucket, false));
    expect(got.reportClicks.filter((p) => p.count === 0)).toHaveLength(44);
    expect(got.costTotal).toBe('21');
  });

  it("cuts the venture's days in its zone (Jakarta): Singapore's first hour is the 9th there", async () => {
    const jakarta = range('2026-11-10', '2026-11-11', 'Asia/Jakarta');
    const got = await report(owner, { ...jakarta, adType: 'PRODUCT', ventureId: String(world.idCatalog) });
    expect(got.timeZone).toBe('Asia/Jakarta');
    const facts = world.facts.filter((f) => f.key === 'r1' || f.key === 'r2' || f.key === 'r3');
    expect(got).toMatchObject(expected(facts, hours('2026-11-09T17:00:00.000Z', 48), hourBucket, false));
  });

  it('gives daily points beyond 7 days, each day of the zone, the 8-day range included', async () => {
    const month = range('2026-11-01', '2026-11-30', 'Asia/Singapore');
    const got = await report(owner, { ...month, adType: 'PRODUCT' });
    expect(got.granularity).toBe('DAY');
    const days = Array.from({ length: 30 }, (_, i) =>
      startOfZonedDay(`2026-11-${String(i + 1).padStart(2, '0')}`, 'Asia/Singapore').toISOString(),
    );
    const dayOf = (hour: string) =>
      startOfZonedDay(zonedDay(new Date(hour), 'Asia/Singapore'), 'Asia/Singapore').toISOString();
    const facts = world.facts.filter((f) => f.company === world.acmeId && f.adType === 'PRODUCT');
    expect(got).toMatchObject(expected(facts, days, dayOf, false));
    // r9 (16:00Z on the 9th) is the 10th in Singapore.
    expect(got.reportImpressions[9]).toEqual({ eventTime: days[9], value: '390', count: 390 });
    expect(
      (await report(owner, { ...range('2026-11-10', '2026-11-16', 'Asia/Singapore'), adType: 'PRODUCT' }))
        .granularity,
    ).toBe('HOUR');
    const eight = await report(owner, {
      ...range('2026-11-10', '2026-11-17', 'Asia/Singapore'),
      adType: 'PRODUCT',
    });
    expect(eight.granularity).toBe('DAY');
    expect(eight.reportCosts).toHaveLength(8);
  });

  it('reads banners: direct sales are view 7-day sales, the costs count impressions', async () => {
    const got = await report(owner, { ...twoDaysSg, adType: 'BANNER' });
    const facts = world.facts.filter((f) => f.key === 'r5' || f.key === 'r6');
    expect(got).toMatchObject(expected(facts, hours('2026-11-09T16:00:00.000Z', 48), hourBucket, true));
    expect(got).toMatchObject({ saleTotal: '50', impressionsCount: 1500 });
  });

  it('narrows by brand, campaign, ad set and venture; SPONSOR is the only campaign type', async () => {
    const { p1, p2 } = world.ads;
    const total = async (extra: Record<string, unknown>) =>
      (await report(owner, { ...twoDaysSg, adType: 'PRODUCT', ...extra })).costTotal;
    expect(await total({ brandId: String(p2.company.brandId) })).toBe('10');
    expect(await total({ campaignId: String(p1.campaign) })).toBe('11');
    expect(await total({ adSetId: String(p2.adSet) })).toBe('10');
    expect(await total({ ventureId: String(world.sgCatalog) })).toBe('10');
    expect(await total({ campaignType: 'SPONSOR' })).toBe('21');
    expect(await total({ campaignType: 'OTHER' })).toBe('0');
    expect(await total({ campaignId: 'not-an-id' })).toBe('0');
  });

  it("lets a VIEWER read; another company's campaign gives nothing; staff see a supplier or every company", async () => {
    const viewer = await signedIn(testApp, 'viewer@demo.test');
    expect(await report(viewer, { ...twoDaysSg, adType: 'PRODUCT' })).toEqual(
      await report(owner, { ...twoDaysSg, adType: 'PRODUCT' }),
    );
    const bolts = await report(owner, {
      ...twoDaysSg,
      adType: 'PRODUCT',
      campaignId: String(world.ads.x.campaign),
    });
    expect(bolts).toMatchObject({ impressionsCount: 0, costTotal: '0', currency: 'SGD' });
    expect(bolts.reportImpressions.every((p) => p.count === 0)).toBe(true);
    // Staff for Bolt (supplierId): Bolt's figures in its wallet currency and zone.
    const bolt = await report(staff, { ...twoDaysSg, adType: 'PRODUCT', supplierId: String(world.boltId) });
    expect(bolt).toMatchObject({
      currency: 'MYR',
      timeZone: 'Asia/Kuala_Lumpur',
      costTotal: '34',
      impressionsCount: 900,
    });
    // Staff acting for no company: every company, converted into SGD (34 MYR at 3.4 per SGD is 10).
    const everyone = await report(staff, { ...twoDaysSg, adType: 'PRODUCT' });
    expect(everyone).toMatchObject({
      currency: 'SGD',
      timeZone: 'UTC',
      costTotal: '31',
      impressionsCount: 1300,
    });
  });

  it('refuses a range that ends before it starts with a field error, not a server error', async () => {
    const result = await owner.gql(REPORT, {
      fromDate: twoDaysSg.toDate,
      toDate: twoDaysSg.fromDate,
      adType: 'PRODUCT',
    });
    expect(result.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'toDate' });
  });
});
