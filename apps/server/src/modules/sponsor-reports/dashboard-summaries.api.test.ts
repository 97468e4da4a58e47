import { formatMicros } from '@portal/domain/money';
import { conv, cpc, cpm, ctr, roas } from '@portal/domain/sponsor-metrics';
import { dayRangeInstants } from '@portal/domain/zoned-day';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import type { TestClient } from '../../testing/graphql-client';
import { signedIn } from '../sponsor-lists/sponsor-lists-test-helpers';
import { type DashboardWorld, dashboardWorld, type Fact } from './dashboard-test-fixtures';

const ROW =
  'key name impressions clicks costs click7Sales haloSales itemsSold haloItemsSold purchases ctr cpc cpm conv roas currency';
const ARGS =
  '$fromDate: DateTime!, $toDate: DateTime!, $adType: SponsorAdType!, $campaignId: ID, $brandId: ID, $supplierId: ID, $first: Int';
const PASS =
  'fromDate: $fromDate, toDate: $toDate, adType: $adType, campaignId: $campaignId, brandId: $brandId, supplierId: $supplierId';
const SUMMARIES = `query(${ARGS}) {
  reportDashboard(${PASS}) { ${ROW} }
  reportDashboardCampaigns(${PASS}, first: $first) { ${ROW} }
  platformSummary(${PASS}) { ${ROW} }
  searchTermSummary(${PASS}, first: $first) { ${ROW} }
}`;

const COUNT = `query(${ARGS}, $campaignType: String) {
  searchTermSummary(${PASS}, campaignType: $campaignType, first: $first) { key }
  searchTermCount(${PASS}, campaignType: $campaignType)
}`;

type Row = Record<string, string | number | null>;
type Summaries = {
  reportDashboard: Row[];
  reportDashboardCampaigns: Row[];
  platformSummary: Row[];
  searchTermSummary: Row[];
};

let testApp: TestApp;
let world: DashboardWorld;
let owner: TestClient;

const { startDate, endDate } = dayRangeInstants({ start: '2026-11-10', end: '2026-11-11' }, 'Asia/Singapore');
const twoDays = { fromDate: startDate!.toISOString(), toDate: endDate!.toISOString() };
const inRange = (f: Fact) => new Date(f.hour) >= startDate! && new Date(f.hour) <= endDate!;

async function summaries(client: TestClient, variables: Record<string, unknown>) {
  const result = await client.gql<Summaries>(SUMMARIES, { ...twoDays, ...variables });
  expect(result.body.errors).toBeUndefined();
  return result.body.data!;
}

/** A summary row as the API must give it: the facts' sums and spec 2 §9's formulas. */
function row(key: string, name: string | null, facts: Fact[], banner = false): Row {
  const sum = (pick: (f: Fact) => number | undefined) => facts.reduce((t, f) => t + (pick(f) ?? 0), 0);
  const money = (pick: (f: Fact) => bigint | undefined) => facts.reduce((t, f) => t + (pick(f) ?? 0n), 0n);
  const impressions = sum((f) => f.impressions);
  const clicks = sum((f) => f.clicks);
  const costs = money((f) => f.costs);
  const sales = money((f) => (banner ? f.view7Sales : f.click7Sales));
  const purchases = sum((f) => f.purchases);
  return {
    key,
    name,
    impressions,
    clicks,
    costs: formatMicros(costs),
    click7Sales: formatMicros(sales),
    haloSales: formatMicros(money((f) => f.haloSales)),
    itemsSold: sum((f) => f.itemsSold),
    haloItemsSold: sum((f) => f.haloItemsSold),
    purchases,
    ctr: ctr(clicks, impressions),
    cpc: formatMicros(cpc(costs, clicks)),
    cpm: formatMicros(cpm(costs, impressions)),
    conv: conv(purchases, clicks),
    roas: roas(sales, costs),
    currency: 'SGD',
  };
}

const facts = (...keys: string[]) => world.facts.filter((f) => keys.includes(f.key) && inRange(f));

beforeAll(async () => {
  testApp = await createTestApp();
  world = await dashboardWorld(testApp);
  owner = await signedIn(testApp, 'owner@demo.test');
});
afterAll(() => testApp.close());

describe('dashboard summaries', () => {
  it('groups product ads by country, campaign, platform and search term, ranked by costs', async () => {
    const error = vi.spyOn(testApp.deps.logger, 'error');
    const got = await summaries(owner, { adType: 'PRODUCT' });
    const { p1, p2 } = world.ads;
    expect(got.reportDashboard).toEqual([
      row(String(world.idCatalog), 'Indonesia', facts('r1', 'r2', 'r3', 'r9')),
      row(String(world.sgCatalog), 'Singapore', facts('r4')),
    ]);
    expect(got.reportDashboardCampaigns).toEqual([
      row(String(p1.campaign), 'Dashboard Product One', facts('r1', 'r2', 'r3', 'r9')),
      row(String(p2.campaign), 'Dashboard Product Two', facts('r4')),
    ]);
    // 'WATCH' is no platform the portal knows: no name, and the error is logged (spec 2 §8).
    expect(got.platformSummary).toEqual([
      row('MOBILE_WEB', 'Mobile web', facts('r4')),
      row('APP', 'App', facts('r1', 'r9')),
      row('DESKTOP', 'Desktop', facts('r2')),
      row('WATCH', null, facts('r3')),
    ]);
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ codes: ['WATCH'] }),
      'unknown platform in summary',
    );
    // The empty search term is the key "".
    expect(got.searchTermSummary).toEqual([
      row('dress', 'dress', facts('r1', 'r4')),
      row('', '', facts('r2', 'r9')),
      row('shoes', 'shoes', facts('r3')),
    ]);
  });

  it('groups banners by banner type (its name, null when unknown) with view 7-day sales and CPM', async () => {
    const got = await summaries(owner, { adType: 'BANNER' });
    expect(got.platformSummary).toEqual([
      row('DESKTOP_SEARCH', 'Desktop Search', facts('r5'), true),
      row('NO_SUCH_BANNER', null, facts('r6'), true),
    ]);
    expect(got.platformSummary[0]).toMatchObject({ cpm: '9', roas: (100 * 50) / 9 });
    expect(got.reportDashboardCampaigns).toEqual([
      row(String(world.ads.b1.campaign), 'Dashboard Banner', facts('r5', 'r6'), true),
    ]);
  });

  it("cuts the campaigns and search terms at 'first' (null: all)", async () => {
    const got = await summaries(owner, { adType: 'PRODUCT', first: 1 });
    expect(got.reportDashboardCampaigns.map((r) => r.key)).toEqual([String(world.ads.p1.campaign)]);
    expect(got.searchTermSummary.map((r) => r.key)).toEqual(['dress']);
    expect(got.reportDashboard).toHaveLength(2);
    const negative = await owner.gql(SUMMARIES, { ...twoDays, adType: 'PRODUCT', first: -1 });
    expect(negative.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'first' });
  });

  it("narrows by brand; another company's campaign gives nothing; staff read a supplier's", async () => {
    const byBrand = await summaries(owner, {
      adType: 'PRODUCT',
      brandId: String(world.ads.p2.company.brandId),
    });
    expect(byBrand.reportDashboardCampaigns).toEqual([
      row(String(world.ads.p2.campaign), 'Dashboard Product Two', facts('r4')),
    ]);
    const viewer = await signedIn(testApp, 'viewer@demo.test');
    const bolts = await summaries(viewer, { adType: 'PRODUCT', campaignId: String(world.ads.x.campaign) });
    expect(bolts).toEqual({
      reportDashboard: [],
      reportDashboardCampaigns: [],
      platformSummary: [],
      searchTermSummary: [],
    });
    const staff = await signedIn(testApp, 'staff@demo.test');
    const bolt = await summaries(staff, { adType: 'PRODUCT', supplierId: String(world.boltId) });
    expect(bolt.reportDashboardCampaigns).toEqual([
      { ...row(String(world.ads.x.campaign), 'Dashboard Bolt', facts('r7')), currency: 'MYR' },
    ]);
  });

  it('counts the search terms searchTermSummary has without `first`, in its scope and filters', async () => {
    const count = async (client: TestClient, variables: Record<string, unknown>) => {
      const result = await client.gql<{ searchTermSummary: { key: string }[]; searchTermCount: number }>(
        COUNT,
        {
          ...twoDays,
          adType: 'PRODUCT',
          ...variables,
        },
      );
      expect(result.body.errors).toBeUndefined();
      return result.body.data!;
    };
    // 'dress', '' and 'shoes': the first 1 of 3 (company-wide from the coarse term rollups, decision 0222).
    expect(await count(owner, { first: 1 })).toEqual({
      searchTermSummary: [{ key: 'dress' }],
      searchTermCount: 3,
    });
    // A campaign reads the hourly rows; a brand, the banners and another campaign type narrow as the rows do.
    expect((await count(owner, { campaignId: String(world.ads.p1.campaign) })).searchTermCount).toBe(3);
    expect((await count(owner, { brandId: String(world.ads.p2.company.brandId) })).searchTermCount).toBe(1);
    expect((await count(owner, { adType: 'BANNER' })).searchTermCount).toBe(1);
    expect((await count(owner, { campaignType: 'OTHER' })).searchTermCount).toBe(0);
    // Another company's campaign counts nothing; staff count a supplier's, or every company's terms once.
    const viewer = await signedIn(testApp, 'viewer@demo.test');
    expect((await count(viewer, { campaignId: String(world.ads.x.campaign) })).searchTermCount).toBe(0);
    const staff = await signedIn(testApp, 'staff@demo.test');
    expect((await count(staff, { supplierId: String(world.boltId) })).searchTermCount).toBe(1);
    expect((await count(staff, {})).searchTermCount).toBe(3);
  });
});
