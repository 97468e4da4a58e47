import { formatMicros } from '@portal/domain/money';
import { dayRangeInstants, startOfZonedDay, zonedDay } from '@portal/domain/zoned-day';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import type { TestClient } from '../../testing/graphql-client';
import { figureColumns } from '../delivery/rollup';
import { signedIn } from '../sponsor-lists/sponsor-lists-test-helpers';
import {
  type Ad,
  type DashboardWorld,
  dashboardWorld,
  type Fact,
  factOn,
  writeFacts,
} from './dashboard-test-fixtures';
import { dayBucketPlan } from './day-bucket-source';

/**
 * Decisions 0220 and 0222: the dashboard reads daily, brand-hourly and search-term day and month rollups
 * besides `ad_rollups_hourly`. Over two months of rows every 5 hours, ranges whose edges are not UTC midnights
 * (Kathmandu, +05:45; Jakarta; odd instants), with and without a whole UTC month, company-wide or for one
 * campaign or brand, give exactly the sums of the hourly rows, per zone day and per group.
 */

const KTM = 'Asia/Kathmandu';
const ROW = 'key impressions clicks costs click7Sales haloSales itemsSold haloItemsSold purchases';
const ARGS =
  '$fromDate: DateTime!, $toDate: DateTime!, $adType: SponsorAdType!, $ventureId: ID, $campaignId: ID, $brandId: ID';
const PASS =
  'fromDate: $fromDate, toDate: $toDate, adType: $adType, ventureId: $ventureId, campaignId: $campaignId, brandId: $brandId';
const QUERY = `query(${ARGS}) {
  dashboardReport(${PASS}) { granularity timeZone reportImpressions { eventTime value count } reportCosts { eventTime value count } reportSales { eventTime value count } reportHaloSales { eventTime value count } costTotal }
  reportDashboard(${PASS}) { ${ROW} }
  reportDashboardCampaigns(${PASS}) { ${ROW} }
  platformSummary(${PASS}) { ${ROW} }
  searchTermSummary(${PASS}) { ${ROW} }
}`;

type Point = { eventTime: string; value: string; count: number };
type Row = Record<string, string | number>;
type Answer = {
  dashboardReport: {
    granularity: string;
    timeZone: string;
    reportImpressions: Point[];
    reportCosts: Point[];
    reportSales: Point[];
    reportHaloSales: Point[];
    costTotal: string;
  };
} & Record<'reportDashboard' | 'reportDashboardCampaigns' | 'platformSummary' | 'searchTermSummary', Row[]>;

let testApp: TestApp;
let world: DashboardWorld;
let owner: TestClient;
let facts: Fact[];

/** Rows every 5 hours from 2026-10-19 to 2026-12-24 (UTC) for each ad, figures varying with the hour. */
function everyFiveHours(key: string, ad: Ad): Fact[] {
  const rows: Fact[] = [];
  for (let i = 0; i < 320; i++) {
    const clicks = i % 6;
    rows.push(
      factOn(`${key}-${i}`, ad, {
        hour: new Date(Date.UTC(2026, 9, 19) + i * 5 * 3_600_000).toISOString(),
        sku: `${key}-sku-${i % 4}`,
        platform: ['APP', 'DESKTOP', 'MOBILE_WEB'][i % 3]!,
        bannerType: ad.adType === 'BANNER' ? 'DESKTOP_SEARCH' : '',
        searchTerm: ['', 'dress', 'shoes', 'bags'][i % 4]!,
        impressions: 10 + ((i * 7) % 50),
        clicks,
        costs: BigInt(clicks) * 150_000n + BigInt(i) * 1_000n,
        purchases: i % 4 === 0 ? 1 : 0,
        itemsSold: i % 4 === 0 ? 2 : 0,
        click7Sales: i % 4 === 0 ? 19_900_000n + BigInt(i) : 0n,
        haloItemsSold: i % 5 === 0 ? 1 : 0,
        haloSales: i % 5 === 0 ? 3_000_000n : 0n,
        view7Sales: ad.adType === 'BANNER' ? BigInt(i) * 10_000n : 0n,
      }),
    );
  }
  return rows;
}

beforeAll(async () => {
  testApp = await createTestApp();
  world = await dashboardWorld(testApp);
  const { p1, p2, b1, x } = world.ads;
  const more = [
    ...everyFiveHours('p1', p1),
    ...everyFiveHours('p2', p2),
    ...everyFiveHours('b1', b1),
    ...everyFiveHours('x', x),
  ];
  await writeFacts(testApp, more);
  facts = [...world.facts, ...more];
  await testApp.deps.db.execute(sql`update companies set timezone = ${KTM} where id = ${world.acmeId}`);
  owner = await signedIn(testApp, 'owner@demo.test');
});
afterAll(() => testApp.close());

type Case = {
  fromDate: string;
  toDate: string;
  adType: 'PRODUCT' | 'BANNER';
  ventureId?: number;
  campaignId?: number;
  brandId?: number;
};

/** What the hourly rows alone say: the Acme facts of the ad type whose hour starts inside the range. */
function hourlyFacts(c: Case) {
  return facts.filter(
    (f) =>
      f.company === world.acmeId &&
      f.adType === c.adType &&
      (c.ventureId == null || f.catalog === c.ventureId) &&
      (c.campaignId == null || f.campaign === c.campaignId) &&
      (c.brandId == null || f.brand === c.brandId) &&
      new Date(f.hour) >= new Date(c.fromDate) &&
      new Date(f.hour) <= new Date(c.toDate),
  );
}

const sum = (rows: Fact[], pick: (f: Fact) => bigint | number | undefined) =>
  rows.reduce((acc, f) => acc + BigInt(pick(f) ?? 0), 0n);

function expectedGroups(rows: Fact[], keyOf: (f: Fact) => string, banner: boolean) {
  const keys = [...new Set(rows.map(keyOf))].sort();
  return keys.map((key) => {
    const group = rows.filter((f) => keyOf(f) === key);
    return {
      key,
      impressions: Number(sum(group, (f) => f.impressions)),
      clicks: Number(sum(group, (f) => f.clicks)),
      costs: formatMicros(sum(group, (f) => f.costs)),
      click7Sales: formatMicros(sum(group, (f) => (banner ? f.view7Sales : f.click7Sales))),
      haloSales: formatMicros(sum(group, (f) => f.haloSales)),
      itemsSold: Number(sum(group, (f) => f.itemsSold)),
      haloItemsSold: Number(sum(group, (f) => f.haloItemsSold)),
      purchases: Number(sum(group, (f) => f.purchases)),
    };
  });
}

const byKey = (rows: Row[]) => [...rows].sort((a, b) => (String(a.key) < String(b.key) ? -1 : 1));

async function expectExact(c: Case, zone: string) {
  const result = await owner.gql<Answer>(QUERY, c);
  expect(result.body.errors).toBeUndefined();
  const answer = result.body.data!;
  const rows = hourlyFacts(c);
  expect(rows.length).toBeGreaterThan(20);
  const banner = c.adType === 'BANNER';
  const report = answer.dashboardReport;
  expect(report).toMatchObject({ granularity: 'DAY', timeZone: zone });
  const days = report.reportCosts.map((p) => zonedDay(new Date(p.eventTime), zone));
  expect(days[0]).toBe(zonedDay(new Date(c.fromDate), zone));
  expect(days.at(-1)).toBe(zonedDay(new Date(c.toDate), zone));
  const points = (value: (f: Fact) => bigint | number | undefined, count: (f: Fact) => number | undefined) =>
    days.map((day) => {
      const inDay = rows.filter((f) => zonedDay(new Date(f.hour), zone) === day);
      return {
        eventTime: startOfZonedDay(day, zone).toISOString(),
        value: formatMicros(sum(inDay, value)),
        count: Number(sum(inDay, count)),
      };
    });
  expect(report.reportImpressions).toEqual(
    points(
      (f) => BigInt(f.impressions ?? 0) * 1_000_000n,
      (f) => f.impressions,
    ),
  );
  expect(report.reportCosts).toEqual(
    points(
      (f) => f.costs,
      (f) => (banner ? f.impressions : f.clicks),
    ),
  );
  expect(report.reportSales).toEqual(
    points(
      (f) => (banner ? f.view7Sales : f.click7Sales),
      (f) => f.itemsSold,
    ),
  );
  expect(report.reportHaloSales).toEqual(
    points(
      (f) => f.haloSales,
      (f) => f.haloItemsSold,
    ),
  );
  expect(report.costTotal).toBe(formatMicros(sum(rows, (f) => f.costs)));
  expect(byKey(answer.reportDashboard)).toEqual(expectedGroups(rows, (f) => String(f.catalog), banner));
  expect(byKey(answer.reportDashboardCampaigns)).toEqual(
    expectedGroups(rows, (f) => String(f.campaign), banner),
  );
  expect(byKey(answer.platformSummary)).toEqual(
    expectedGroups(rows, (f) => (banner ? (f.bannerType ?? '') : (f.platform ?? '')), banner),
  );
  expect(byKey(answer.searchTermSummary)).toEqual(expectedGroups(rows, (f) => f.searchTerm ?? '', banner));
}

const zoneDays = (start: string, end: string, zone: string) => {
  const { startDate, endDate } = dayRangeInstants({ start, end }, zone);
  return { fromDate: startDate!.toISOString(), toDate: endDate!.toISOString() };
};

describe('dashboard over the daily rollup', () => {
  it('reads the whole UTC days from the daily table: its rows are there for the range', async () => {
    const result = await testApp.deps.db.execute(
      sql`select count(*)::int as n from ad_rollups_daily where company_id = ${world.acmeId} and day between '2026-10-21' and '2026-11-10'`,
    );
    expect((result.rows[0] as { n: number }).n).toBeGreaterThan(60);
  });

  it('plans a Kathmandu day as 19 hours of its UTC date and 5 of the UTC day before (from 19:00 UTC)', () => {
    const range = zoneDays('2026-10-21', '2026-10-23', KTM);
    expect(range.fromDate).toBe('2026-10-20T18:15:00.000Z');
    const plan = dayBucketPlan(new Date(range.fromDate), new Date(range.toDate), KTM);
    expect(plan.days).toEqual(['2026-10-21', '2026-10-22', '2026-10-23']);
    // Whole UTC days 21 and 22 from the daily table, each counted in its own Kathmandu day.
    expect(plan.daily).toEqual({ days: ['2026-10-21', '2026-10-22'], buckets: ['2026-10-21', '2026-10-22'] });
    // Their 19:00–23:00 UTC hours belong to the next Kathmandu day: added there, taken off their own.
    const moved = plan.hourly.hours.filter((_, i) => plan.hourly.signs[i] === -1);
    expect(moved).toHaveLength(10);
    expect(moved[0]).toBe('2026-10-21T19:00:00.000Z');
    // Edges hour by hour: 19:00–23:00 on the 20th, 00:00–18:00 on the 23rd.
    const edges = plan.hourly.hours.filter((hour, i) => plan.hourly.signs[i] === 1 && !moved.includes(hour));
    expect(edges).toHaveLength(5 + 19);
  });

  it('gives the hourly sums for Kathmandu days (product and banner), per day and per group', async () => {
    await expectExact({ ...zoneDays('2026-10-21', '2026-11-11', KTM), adType: 'PRODUCT' }, KTM);
    await expectExact({ ...zoneDays('2026-10-21', '2026-11-11', KTM), adType: 'BANNER' }, KTM);
  });

  it('gives the hourly sums for a range from and to odd instants, and for a venture in its own zone', async () => {
    const odd = { fromDate: '2026-10-22T07:30:00.000Z', toDate: '2026-11-09T13:10:00.000Z' };
    await expectExact({ ...odd, adType: 'PRODUCT' }, KTM);
    await expectExact({ ...odd, adType: 'PRODUCT', ventureId: world.idCatalog }, 'Asia/Jakarta');
    await expectExact(
      {
        ...zoneDays('2026-10-20', '2026-11-12', 'Asia/Jakarta'),
        adType: 'PRODUCT',
        ventureId: world.idCatalog,
      },
      'Asia/Jakarta',
    );
  });

  it('reads a whole UTC month of search terms from the monthly rollup, exactly, with days and hours around it', async () => {
    const range = zoneDays('2026-10-25', '2026-12-10', KTM);
    await expectExact({ ...range, adType: 'PRODUCT' }, KTM);
    await expectExact({ ...range, adType: 'BANNER' }, KTM);
    const months = await testApp.deps.db.execute(
      sql`select count(*)::int as n from ad_rollups_term_monthly where company_id = ${world.acmeId} and month = '2026-11-01'`,
    );
    expect((months.rows[0] as { n: number }).n).toBeGreaterThan(0);
  });

  it('gives the hourly sums for one brand (coarse rollups) and for one campaign (hourly and daily tables)', async () => {
    const range = zoneDays('2026-10-25', '2026-12-10', KTM);
    const { p1, p2 } = world.ads;
    await expectExact({ ...range, adType: 'PRODUCT', brandId: p2.company.brandId }, KTM);
    await expectExact({ ...range, adType: 'PRODUCT', campaignId: p1.campaign }, KTM);
    await expectExact(
      {
        ...zoneDays('2026-10-25', '2026-12-10', 'Asia/Jakarta'),
        adType: 'PRODUCT',
        ventureId: world.idCatalog,
      },
      'Asia/Jakarta',
    );
  });

  it('keeps every coarse rollup row equal to the hourly rows it sums (as the migration back-fills them)', async () => {
    const figures = sql.raw(figureColumns.map(([c]) => `sum(${c})::text as ${c}`).join(', '));
    const owner = sql.raw('company_id, catalog_id, brand_id, ad_type');
    const hourly = sql.raw(
      '(select h.*, c.ad_type from ad_rollups_hourly h join sponsor_campaigns c on c.id = h.campaign_id) as h',
    );
    const pairs = [
      [
        sql`select hour, ${owner}, ${figures} from ${hourly} group by hour, ${owner} order by 1, 2, 3, 4, 5`,
        sql`select hour, ${owner}, ${figures} from ad_rollups_brand_hourly group by hour, ${owner} order by 1, 2, 3, 4, 5`,
      ],
      [
        sql`select (hour at time zone 'UTC')::date::text as day, ${owner}, search_term, ${figures} from ${hourly}
          group by 1, ${owner}, search_term order by 1, 2, 3, 4, 5, 6`,
        sql`select day::text, ${owner}, search_term, ${figures} from ad_rollups_term_daily
          group by day, ${owner}, search_term order by 1, 2, 3, 4, 5, 6`,
      ],
      [
        sql`select to_char(hour at time zone 'UTC', 'YYYY-MM') as month, ${owner}, search_term, ${figures} from ${hourly}
          group by 1, ${owner}, search_term order by 1, 2, 3, 4, 5, 6`,
        sql`select to_char(month, 'YYYY-MM') as month, ${owner}, search_term, ${figures} from ad_rollups_term_monthly
          group by month, ${owner}, search_term order by 1, 2, 3, 4, 5, 6`,
      ],
    ] as const;
    for (const [fromHourly, coarse] of pairs) {
      const expected = (await testApp.deps.db.execute(fromHourly)).rows;
      expect(expected.length).toBeGreaterThan(10);
      expect((await testApp.deps.db.execute(coarse)).rows).toEqual(expected);
    }
  });
});
