import { formatMicros } from '@portal/domain/money';
import { conv, cpc, cpm, ctr, roas } from '@portal/domain/sponsor-metrics';
import { dayRangeInstants } from '@portal/domain/zoned-day';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sponsorAdSets, sponsorProductAds } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import type { TestClient } from '../../testing/graphql-client';
import { statementRecorder } from '../../testing/statement-recorder';
import { restCall } from '../documents/documents-test-helpers';
import { runJobsOnce } from '../jobs/job-runner';
import { writeFacts } from '../sponsor-reports/dashboard-test-fixtures';
import { type Company, campaignOf, companyNamed, signedIn, units } from './sponsor-lists-test-helpers';

const REPORT = `report { skuCount soldSkuCount impressions clicks ctr conv costs roas cpc cpm itemsSold haloItemsSold click7Sales haloSales purchases }`;

const LIST = `query($page: Int, $sortBy: String, $direction: SortDirection, $filters: SponsorCampaignFilters, $ventureId: ID, $startDate: DateTime, $endDate: DateTime, $adType: SponsorAdType) {
  sponsorCampaigns(page: $page, sortBy: $sortBy, direction: $direction, filters: $filters, ventureId: $ventureId, startDate: $startDate, endDate: $endDate, adType: $adType) {
    page numPages totalCount
    objects { id name supplier { name } adsetSet { id catalog { code } ${REPORT} } ${REPORT} }
  }
}`;

const AD_SETS = `query($page: Int, $campaignId: ID!, $sortBy: String, $direction: SortDirection, $startDate: DateTime, $endDate: DateTime) {
  adsSets(page: $page, campaignId: $campaignId, sortBy: $sortBy, direction: $direction, startDate: $startDate, endDate: $endDate) {
    totalCount objects { id name ${REPORT} }
  }
}`;

type Report = {
  skuCount: number;
  soldSkuCount: number;
  impressions: number;
  clicks: number;
  ctr: number;
  conv: number;
  costs: string;
  roas: number;
  cpc: string;
  cpm: string;
  itemsSold: number;
  haloItemsSold: number;
  click7Sales: string;
  haloSales: string;
  purchases: number;
};
type Row = {
  id: string;
  name: string;
  supplier: { name: string };
  adsetSet: { id: string; report: Report }[];
  report: Report;
};
type Page = { page: number; numPages: number; totalCount: number; objects: Row[] };

/** One hourly rollup row as the test writes it (the figures default to zero). */
type Fact = {
  campaign: number;
  adSet: number;
  company: number;
  hour: string;
  sku?: string;
  platform?: string;
  bannerType?: string;
  impressions?: number;
  clicks?: number;
  costs?: bigint;
  purchases?: number;
  itemsSold?: number;
  click7Sales?: bigint;
  haloItemsSold?: number;
  haloSales?: bigint;
  view7Sales?: bigint;
};

let testApp: TestApp;
let acme: Company;
let bolt: Company;
let owner: TestClient;
const facts: Fact[] = [];
/** The 12 "Figures" campaigns of Acme (one ad set each, in the ID catalog), in creation order. */
const figuresCampaigns: { id: number; adSetId: number }[] = [];
let boltCampaign: { id: number; adSetId: number };
let split: { id: number; adSetIds: [number, number] };
const banners: { id: number; adSetId: number }[] = [];
/** A banner campaign with two ad sets, for the ad-set list's sales and ROAS. */
let bannerSplit: { id: number; adSetIds: [number, number] };

// The range 2026-11-20 to 2026-11-21: in the ID catalog's zone (Asia/Jakarta, UTC+7) for a one-catalog
// list, in Acme's zone (Asia/Singapore, UTC+8) for a list of every catalog (decision 0171).
const days = { start: '2026-11-20', end: '2026-11-21' };
const jakarta = dayRangeInstants(days, 'Asia/Jakarta');
const singapore = dayRangeInstants(days, 'Asia/Singapore');
const asArgs = (range: { startDate: Date | null; endDate: Date | null }) => ({
  startDate: range.startDate!.toISOString(),
  endDate: range.endDate!.toISOString(),
});

async function list(variables: Record<string, unknown>) {
  const result = await owner.gql<{ sponsorCampaigns: Page }>(LIST, variables);
  expect(result.body.errors).toBeUndefined();
  return result.body.data!.sponsorCampaigns;
}

async function all(variables: Record<string, unknown>) {
  const first = await list(variables);
  const rows = [...first.objects];
  for (let page = 2; page <= first.numPages; page++)
    rows.push(...(await list({ ...variables, page })).objects);
  return { first, rows };
}

/** The report the API must give for the facts of `owner` (a campaign or ad set) inside the range. */
function expected(
  match: (fact: Fact) => boolean,
  range: { startDate: Date | null; endDate: Date | null },
  skuCount: number,
): Report {
  const inRange = facts.filter((fact) => {
    const at = new Date(fact.hour).getTime();
    return (
      match(fact) &&
      fact.company === acme.id &&
      (!range.startDate || at >= range.startDate.getTime()) &&
      (!range.endDate || at <= range.endDate.getTime())
    );
  });
  const sum = (pick: (fact: Fact) => number | undefined) =>
    inRange.reduce((total, fact) => total + (pick(fact) ?? 0), 0);
  const sumMicros = (pick: (fact: Fact) => bigint | undefined) =>
    inRange.reduce((total, fact) => total + (pick(fact) ?? 0n), 0n);
  const impressions = sum((f) => f.impressions);
  const clicks = sum((f) => f.clicks);
  const costs = sumMicros((f) => f.costs);
  const purchases = sum((f) => f.purchases);
  // Direct sales (decision 0255): click 7-day plus view 7-day (a banner's purchases are view-through).
  const click7Sales = sumMicros((f) => (f.click7Sales ?? 0n) + (f.view7Sales ?? 0n));
  return {
    skuCount,
    soldSkuCount: new Set(inRange.filter((f) => (f.itemsSold ?? 0) > 0).map((f) => f.sku)).size,
    impressions,
    clicks,
    ctr: ctr(clicks, impressions),
    conv: conv(purchases, clicks),
    costs: formatMicros(costs),
    roas: roas(click7Sales, costs),
    cpc: formatMicros(cpc(costs, clicks)),
    cpm: formatMicros(cpm(costs, impressions)),
    itemsSold: sum((f) => f.itemsSold),
    haloItemsSold: sum((f) => f.haloItemsSold),
    click7Sales: formatMicros(click7Sales),
    haloSales: formatMicros(sumMicros((f) => f.haloSales)),
    purchases,
  };
}

const ofCampaign = (id: number) => (fact: Fact) => fact.campaign === id;

/** The campaign's ad set and a copy of it under another name: a campaign with two ad sets. */
async function withSecondAdSet(campaignId: number, name: string) {
  const db = testApp.deps.db;
  const [first] = await db.select().from(sponsorAdSets).where(eq(sponsorAdSets.campaignId, campaignId));
  const { id: _id, ...copy } = first!;
  const [second] = await db
    .insert(sponsorAdSets)
    .values({ ...copy, name })
    .returning();
  return [first!, second!] as const;
}

beforeAll(async () => {
  testApp = await createTestApp();
  const db = testApp.deps.db;
  acme = await companyNamed(db, 'Acme Fashion', 'Northwind', 'ID');
  bolt = await companyNamed(db, 'Bolt Apparel', 'Bolt Active', 'ID');
  const skus = ['ID-F-1', 'ID-F-2', 'ID-F-3'];
  for (let i = 0; i < 12; i++) {
    const created = new Date(Date.UTC(2026, 9, 1 + i));
    const { campaign } = await campaignOf(
      db,
      acme,
      { name: `Figures ${String(i + 1).padStart(2, '0')}`, skus, createdAt: created },
      created,
    );
    const [adSet] = await db.select().from(sponsorAdSets).where(eq(sponsorAdSets.campaignId, campaign.id));
    figuresCampaigns.push({ id: campaign.id, adSetId: adSet!.id });
  }
  const boltInserted = await campaignOf(db, bolt, { name: 'Figures Bolt', skus });
  const [boltAdSet] = await db
    .select()
    .from(sponsorAdSets)
    .where(eq(sponsorAdSets.campaignId, boltInserted.campaign.id));
  boltCampaign = { id: boltInserted.campaign.id, adSetId: boltAdSet!.id };

  // A campaign with two ad sets (the second with two SKUs), for the ad-set list.
  const splitInserted = await campaignOf(db, acme, { name: 'Split Campaign', skus: ['ID-S-1'] });
  const [firstSplit, secondSplit] = await withSecondAdSet(splitInserted.campaign.id, 'Split Campaign B');
  await db
    .insert(sponsorProductAds)
    .values({ adSetId: secondSplit.id, companyId: acme.id, name: 'B', skus: ['ID-S-2', 'ID-S-3'] });
  split = { id: splitInserted.campaign.id, adSetIds: [firstSplit.id, secondSplit.id] };

  // Two banner campaigns (charged per impression): A dearer per thousand impressions than B.
  // Their purchases are credited as view 7-day sales only (decision 0191): A SGD 45, B SGD 20.
  for (const [name, impressions, costs, view7Sales] of [
    ['Figures Banner A', 2000, units(9), units(45)],
    ['Figures Banner B', 5000, units(10), units(20)],
  ] as const) {
    const { campaign } = await campaignOf(db, acme, { name, adType: 'BANNER', placements: [] });
    const [adSet] = await db.select().from(sponsorAdSets).where(eq(sponsorAdSets.campaignId, campaign.id));
    banners.push({ id: campaign.id, adSetId: adSet!.id });
    facts.push({
      campaign: campaign.id,
      adSet: adSet!.id,
      company: acme.id,
      hour: '2026-11-20T08:00:00Z',
      bannerType: 'DESKTOP_SEARCH',
      impressions,
      clicks: 3,
      costs,
      view7Sales,
    });
  }
  // A banner campaign with two ad sets: the first sells SGD 6 for SGD 3, the second SGD 12 for SGD 2.
  const bannerSplitInserted = await campaignOf(db, acme, {
    name: 'Banner Split',
    adType: 'BANNER',
    placements: [],
  });
  const [firstBanner, secondBanner] = await withSecondAdSet(
    bannerSplitInserted.campaign.id,
    'Banner Split B',
  );
  bannerSplit = { id: bannerSplitInserted.campaign.id, adSetIds: [firstBanner.id, secondBanner.id] };
  for (const [adSet, costs, view7Sales] of [
    [firstBanner.id, units(3), units(6)],
    [secondBanner.id, units(2), units(12)],
  ] as const)
    facts.push({
      campaign: bannerSplit.id,
      adSet,
      company: acme.id,
      hour: '2026-11-20T09:00:00Z',
      bannerType: 'DESKTOP_SEARCH',
      impressions: 1000,
      costs,
      view7Sales,
    });

  // Figures campaign i: clicks a permutation of 1..12 (distinct), impressions growing, so clicks and CTR
  // order differently. Each is split over the range's first and last hours in Jakarta, on two SKUs.
  figuresCampaigns.forEach(({ id, adSetId }, i) => {
    const clicks = ((i * 7) % 12) + 1;
    const base = { campaign: id, adSet: adSetId, company: acme.id };
    facts.push(
      {
        ...base,
        hour: '2026-11-19T17:00:00Z',
        sku: 'ID-F-1',
        impressions: 100 + 40 * i,
        clicks,
        costs: units(clicks) / 4n,
        purchases: i % 3,
        itemsSold: i % 3,
        click7Sales: units(3 * (i % 3)),
      },
      {
        ...base,
        hour: '2026-11-21T16:00:00Z',
        sku: 'ID-F-2',
        platform: 'APP',
        impressions: 50,
        clicks: i === 0 ? 0 : 1,
        costs: i === 0 ? 0n : 250_000n,
        haloItemsSold: 1,
        haloSales: units(2),
      },
    );
  });
  // The range's edges around campaign 1 (index 0): the hour before Jakarta's first day (it is the first
  // hour of Singapore's) and the hour after Jakarta's last day; an item of a third SKU sold there.
  const first = figuresCampaigns[0]!;
  facts.push(
    {
      campaign: first.id,
      adSet: first.adSetId,
      company: acme.id,
      hour: '2026-11-19T16:00:00Z',
      sku: 'ID-F-3',
      impressions: 1000,
      clicks: 100,
      costs: units(30),
      purchases: 5,
      itemsSold: 7,
      click7Sales: units(70),
    },
    {
      campaign: first.id,
      adSet: first.adSetId,
      company: acme.id,
      hour: '2026-11-21T17:00:00Z',
      sku: 'ID-F-3',
      impressions: 2000,
      clicks: 200,
      costs: units(60),
      purchases: 1,
      itemsSold: 1,
      click7Sales: units(10),
    },
  );
  // Another company's campaign, and a row that names Acme's campaign but Bolt's company: never Acme's.
  facts.push(
    {
      campaign: boltCampaign.id,
      adSet: boltCampaign.adSetId,
      company: bolt.id,
      hour: '2026-11-20T05:00:00Z',
      sku: 'ID-F-1',
      impressions: 9000,
      clicks: 900,
      costs: units(90),
      itemsSold: 9,
    },
    {
      campaign: first.id,
      adSet: first.adSetId,
      company: bolt.id,
      hour: '2026-11-20T05:00:00Z',
      sku: 'ID-F-9',
      impressions: 7000,
      clicks: 700,
      costs: units(70),
      itemsSold: 7,
    },
  );
  // The split campaign: ad set A 30 clicks of 300 impressions, B 10 of 500.
  facts.push(
    {
      campaign: split.id,
      adSet: split.adSetIds[0],
      company: acme.id,
      hour: '2026-11-20T03:00:00Z',
      sku: 'ID-S-1',
      impressions: 300,
      clicks: 30,
      costs: units(6),
      itemsSold: 2,
      purchases: 2,
      click7Sales: units(24),
    },
    {
      campaign: split.id,
      adSet: split.adSetIds[1],
      company: acme.id,
      hour: '2026-11-20T04:00:00Z',
      sku: 'ID-S-2',
      impressions: 500,
      clicks: 10,
      costs: units(5),
    },
    // ID-S-1 sold by ad set B too: one sold SKU for the campaign, one for each ad set.
    {
      campaign: split.id,
      adSet: split.adSetIds[1],
      company: acme.id,
      hour: '2026-11-20T05:00:00Z',
      sku: 'ID-S-1',
      itemsSold: 1,
      purchases: 1,
      click7Sales: units(12),
    },
  );
  // As the engine writes them: the hourly rows, then their daily and coarse sums (writeFacts).
  await writeFacts(
    testApp,
    facts.map((fact) => ({
      ...fact,
      key: fact.hour,
      catalog: acme.catalogId,
      brand: fact.company === acme.id ? acme.brandId : bolt.brandId,
      adType: fact.bannerType ? 'BANNER' : 'PRODUCT',
    })),
  );
  owner = await signedIn(testApp, 'owner@demo.test');
});
afterAll(() => testApp.close());

const figuresFilter = { filters: { campaignName: 'Figures' } };

describe('campaign report figures', () => {
  it("sums the rollups of the catalog's days (a one-catalog list), the edges in its zone", async () => {
    const variables = { ...figuresFilter, ventureId: acme.catalogId, ...asArgs(jakarta) };
    const { rows } = await all(variables);
    expect(rows).toHaveLength(12);
    for (const row of rows) {
      const campaign = figuresCampaigns.find((c) => String(c.id) === row.id)!;
      const report = expected(ofCampaign(campaign.id), jakarta, 3);
      expect(row.report).toEqual(report);
      // The one ad set's report is the campaign's.
      expect(row.adsetSet.map((adSet) => adSet.report)).toEqual([report]);
    }
    const first = rows.find((row) => row.id === String(figuresCampaigns[0]!.id))!;
    // In range: 100 impressions, 1 click at 17:00Z the 19th and 50 impressions at 16:00Z the 21st (the
    // last hour of the 21st in Jakarta); the 16:00Z hour of the 19th (Jakarta's 19th) and Bolt's row are out.
    expect(first.report).toMatchObject({
      impressions: 150,
      clicks: 1,
      costs: '0.25',
      cpc: '0.25',
      soldSkuCount: 0,
      haloItemsSold: 1,
      haloSales: '2',
    });
  });

  it("sums the company's days for a list of every catalog, so the edge hours change sides", async () => {
    const { rows } = await all({ ...figuresFilter, ...asArgs(singapore) });
    expect(rows.map((row) => row.supplier.name)).toEqual(Array(12).fill('Acme Fashion'));
    const first = rows.find((row) => row.id === String(figuresCampaigns[0]!.id))!;
    expect(first.report).toEqual(expected(ofCampaign(figuresCampaigns[0]!.id), singapore, 3));
    // 16:00Z the 19th is Singapore's first hour of the 20th: 7 items of ID-F-3 sold, 5 purchases.
    expect(first.report).toMatchObject({
      impressions: 1100,
      clicks: 101,
      itemsSold: 7,
      purchases: 5,
      soldSkuCount: 1,
      haloItemsSold: 0,
    });
    for (const row of rows) {
      const campaign = figuresCampaigns.find((c) => String(c.id) === row.id)!;
      expect(row.report).toEqual(expected(ofCampaign(campaign.id), singapore, 3));
    }
  });

  it('counts every hour for the lifetime range, and distinct sold SKUs only', async () => {
    const { rows } = await all(figuresFilter);
    const lifetime = { startDate: null, endDate: null };
    const first = rows.find((row) => row.id === String(figuresCampaigns[0]!.id))!;
    expect(first.report).toEqual(expected(ofCampaign(figuresCampaigns[0]!.id), lifetime, 3));
    // ID-F-3 sold in two hours is one SKU; ID-F-2 had halo items only; Bolt's ID-F-9 is not Acme's.
    expect(first.report).toMatchObject({ soldSkuCount: 1, itemsSold: 8, impressions: 3150 });
    const third = rows.find((row) => row.id === String(figuresCampaigns[2]!.id))!;
    expect(third.report.soldSkuCount).toBe(1);
  });

  it('counts a SKU sold by two ad sets of a campaign once for the campaign, once for each ad set', async () => {
    // Newest first (the page's figures), by sold SKUs (every campaign's), by clicks (sold SKUs read after).
    const sorts = [
      {},
      { sortBy: 'soldSkuCount', direction: 'desc' },
      { sortBy: 'clicks', direction: 'desc' },
    ];
    for (const variables of sorts) {
      const [row] = (await list({ filters: { campaignName: 'Split' }, ...asArgs(singapore), ...variables }))
        .objects;
      expect(row!.report).toEqual(expected((f) => f.campaign === split.id, singapore, 1));
      expect(row!.report.soldSkuCount).toBe(1);
      expect(row!.adsetSet.map((adSet) => adSet.report.soldSkuCount)).toEqual([1, 1]);
    }
  });

  it("never shows another company's campaign nor counts its rows", async () => {
    const { rows } = await all({ ...figuresFilter, ...asArgs(jakarta), sortBy: 'clicks', direction: 'desc' });
    expect(rows.some((row) => row.id === String(boltCampaign.id))).toBe(false);
    const total = rows.reduce((sum, row) => sum + row.report.clicks, 0);
    const acmeClicks = facts
      .filter((fact) => fact.company === acme.id && figuresCampaigns.some((c) => c.id === fact.campaign))
      .filter((fact) => {
        const at = new Date(fact.hour).getTime();
        return at >= jakarta.startDate!.getTime() && at <= jakarta.endDate!.getTime();
      })
      .reduce((sum, fact) => sum + (fact.clicks ?? 0), 0);
    expect(total).toBe(acmeClicks);
  });

  it('sorts the whole list by clicks (desc) across pages, page 2 continuing page 1', async () => {
    const variables = { ...figuresFilter, ...asArgs(jakarta), sortBy: 'clicks', direction: 'desc' };
    const { first, rows } = await all(variables);
    expect(first).toMatchObject({ numPages: 2, totalCount: 12 });
    expect(first.objects).toHaveLength(10);
    const clicks = rows.map((row) => row.report.clicks);
    expect(clicks).toEqual([...clicks].sort((a, b) => b - a));
    expect(new Set(clicks).size).toBe(12);
    // Ascending is the reverse (no ties).
    const ascending = (await all({ ...variables, direction: 'asc' })).rows.map((row) => row.id);
    expect(ascending).toEqual(rows.map((row) => row.id).reverse());
  });

  it('sorts by CTR ascending with the domain formula, zero-impression rows as 0, ties newest first', async () => {
    const variables = { ...figuresFilter, ...asArgs(jakarta), sortBy: 'ctr', direction: 'asc' };
    const { rows } = await all(variables);
    const order = rows.map((row) => ({ id: Number(row.id), ctr: row.report.ctr }));
    const want = [...order].sort((a, b) => a.ctr - b.ctr || b.id - a.id);
    expect(order).toEqual(want);
    expect(rows).toHaveLength(12);
    // Campaigns of another range (no rollups at all there) sort as 0, newest first.
    const empty = await all({
      ...figuresFilter,
      startDate: '2026-01-01T00:00:00Z',
      endDate: '2026-01-02T00:00:00Z',
      sortBy: 'ctr',
      direction: 'desc',
    });
    const ids = empty.rows.map((row) => Number(row.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(empty.rows.every((row) => row.report.ctr === 0 && row.report.impressions === 0)).toBe(true);
  });

  it('sorts by every metric column over the whole list, by the formulas of the report', async () => {
    const keys = {
      impressions: (r: Report) => r.impressions,
      clicks: (r: Report) => r.clicks,
      ctr: (r: Report) => r.ctr,
      conv: (r: Report) => r.conv,
      costs: (r: Report) => Number(r.costs),
      roas: (r: Report) => r.roas,
      cpc: (r: Report) => Number(r.cpc),
      cpm: (r: Report) => Number(r.cpm),
      itemsSold: (r: Report) => r.itemsSold,
      haloItemsSold: (r: Report) => r.haloItemsSold,
      click7Sales: (r: Report) => Number(r.click7Sales),
      haloSales: (r: Report) => Number(r.haloSales),
      purchases: (r: Report) => r.purchases,
      soldSkuCount: (r: Report) => r.soldSkuCount,
      skuCount: (r: Report) => r.skuCount,
    };
    for (const [sortBy, value] of Object.entries(keys)) {
      const { rows } = await all({ ...figuresFilter, ...asArgs(singapore), sortBy, direction: 'desc' });
      const values = rows.map((row) => value(row.report));
      expect(values, sortBy).toEqual([...values].sort((a, b) => b - a));
    }
  });

  it("keeps a page's statement count flat: the same for 10 rows, 2 or 1, with every report", async () => {
    // Only the request's own statements (statement-recorder.ts: background work shares the pool).
    const recorder = statementRecorder(testApp);
    const statements = async (variables: Record<string, unknown>) => {
      const { result: page, statements: texts } = await recorder.record(() => list(variables));
      // The session is read once, or not at all while this process has it cached (decision 0177).
      return {
        rows: page.objects.length,
        count: texts.filter((text) => !/from "sessions"/.test(text)).length,
      };
    };
    // Sorted by a metric and in the default order (the figures joined to the list's query, every campaign's
    // or the page's): the same count for 10 rows, 2 and 1.
    try {
      // Sorted by a metric other than sold SKUs, the page's sold-SKU counts are a second statement (0251).
      for (const [sort, expected] of [
        [{ sortBy: 'clicks', direction: 'desc' }, 2],
        [{ sortBy: 'soldSkuCount', direction: 'desc' }, 1],
        [{}, 1],
      ] as const) {
        const variables = { ...figuresFilter, ...asArgs(jakarta), ...sort };
        const full = await statements(variables);
        const short = await statements({ ...variables, page: 2 });
        const one = await statements({ ...variables, filters: { campaignName: 'Figures 07' } });
        expect([full.rows, short.rows, one.rows]).toEqual([10, 2, 1]);
        // The page with its figures in one statement (as without any rollup, request-path.api.test.ts).
        expect(full.count, JSON.stringify(sort)).toBe(expected);
        expect(short.count, JSON.stringify(sort)).toBe(full.count);
        expect(one.count, JSON.stringify(sort)).toBe(full.count);
      }
    } finally {
      recorder.restore();
    }
  });
});

describe('banner campaign figures', () => {
  it('gives CPM (costs per thousand impressions) and sorts banner campaigns by it', async () => {
    const variables = { ...figuresFilter, adType: 'BANNER', ...asArgs(jakarta), sortBy: 'cpm' };
    const desc = (await all({ ...variables, direction: 'desc' })).rows;
    expect(desc.map((row) => Number(row.id))).toEqual(banners.map((banner) => banner.id));
    expect(desc.map((row) => row.report.cpm)).toEqual(['4.5', '2']);
    expect(desc[0]!.report).toEqual(expected(ofCampaign(banners[0]!.id), jakarta, 0));
    const asc = (await all({ ...variables, direction: 'asc' })).rows;
    expect(asc.map((row) => Number(row.id))).toEqual(banners.map((banner) => banner.id).reverse());
  });
});

describe('banner direct sales (decision 0255)', () => {
  async function adSetsBy(campaignId: number, sortBy: string, direction: 'asc' | 'desc') {
    const result = await owner.gql<{ adsSets: { objects: { id: string; report: Report }[] } }>(AD_SETS, {
      campaignId: String(campaignId),
      sortBy,
      direction,
      ...asArgs(jakarta),
    });
    expect(result.body.errors).toBeUndefined();
    return result.body.data!.adsSets.objects;
  }

  it("shows a banner campaign's view-credited purchases as its sales and ROAS, and sorts by them", async () => {
    const variables = { filters: { campaignName: 'Figures Banner' }, adType: 'BANNER', ...asArgs(jakarta) };
    const [a, b] = banners.map((banner) => banner.id);
    const bySales = (await all({ ...variables, sortBy: 'click7Sales', direction: 'desc' })).rows;
    // Newest first would be B, A: A sells more.
    expect(bySales.map((row) => Number(row.id))).toEqual([a, b]);
    expect(bySales.map((row) => [row.report.click7Sales, row.report.roas])).toEqual([
      ['45', 500],
      ['20', 200],
    ]);
    expect(bySales[0]!.report).toEqual(expected(ofCampaign(a!), jakarta, 0));
    // The campaign's ad set shows the same figures.
    expect(bySales[0]!.adsetSet.map((adSet) => adSet.report.click7Sales)).toEqual(['45']);
    const salesAsc = (await all({ ...variables, sortBy: 'click7Sales', direction: 'asc' })).rows;
    expect(salesAsc.map((row) => Number(row.id))).toEqual([b, a]);
    const byRoas = (await all({ ...variables, sortBy: 'roas', direction: 'desc' })).rows;
    expect(byRoas.map((row) => Number(row.id))).toEqual([a, b]);
  });

  it("gives a banner campaign's ad sets their view-credited sales and ROAS, sortable by them", async () => {
    const [first, second] = bannerSplit.adSetIds;
    const desc = await adSetsBy(bannerSplit.id, 'click7Sales', 'desc');
    expect(desc.map((row) => Number(row.id))).toEqual([second, first]);
    expect(desc.map((row) => [row.report.click7Sales, row.report.roas])).toEqual([
      ['12', 600],
      ['6', 200],
    ]);
    expect(desc[0]!.report).toEqual(expected((f) => f.adSet === second, jakarta, 0));
    expect((await adSetsBy(bannerSplit.id, 'click7Sales', 'asc')).map((row) => Number(row.id))).toEqual([
      first,
      second,
    ]);
    expect((await adSetsBy(bannerSplit.id, 'roas', 'asc')).map((row) => Number(row.id))).toEqual([
      first,
      second,
    ]);
    const [campaign] = (
      await list({ filters: { campaignName: 'Banner Split' }, adType: 'BANNER', ...asArgs(jakarta) })
    ).objects;
    expect(campaign!.report).toMatchObject({ click7Sales: '18', roas: 360, costs: '5' });
  });

  it('leaves a product campaign its click 7-day sales', async () => {
    const [row] = (await list({ filters: { campaignName: 'Split Campaign' }, ...asArgs(jakarta) })).objects;
    expect(row!.report).toMatchObject({ click7Sales: '36', costs: '11', roas: roas(units(36), units(11)) });
    const [adSet] = await adSetsBy(split.id, 'click7Sales', 'desc');
    expect(adSet!.report).toMatchObject({ click7Sales: '24', roas: 400 });
  });

  it("writes a banner ad set's view-credited sales in the campaign sales export", async () => {
    const created = await owner.gql<{ createExportRequest: { ok: boolean; exportRequest: { id: string } } }>(
      'mutation($params: JSON) { createExportRequest(fileType: CSV, dataType: "CAMPAIGN_SALES", params: $params) { ok exportRequest { id } } }',
      { params: { adSetId: banners[0]!.adSetId, fromDate: days.start, toDate: days.end } },
    );
    expect(created.body.data!.createExportRequest.ok).toBe(true);
    await runJobsOnce(testApp.deps);
    const status = await owner.gql<{ exportRequest: { status: string; exportedFileUrl: string } }>(
      'query($id: ID!) { exportRequest(id: $id) { status exportedFileUrl } }',
      { id: created.body.data!.createExportRequest.exportRequest.id },
    );
    expect(status.body.data!.exportRequest.status).toBe('COMPLETED');
    const body = (await restCall(testApp.app, owner, 'GET', status.body.data!.exportRequest.exportedFileUrl))
      .body;
    expect(
      body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n'),
    ).toEqual([
      'date,sku,name,impressions,clicks,currency,costs,purchases,itemsSold,sales,haloItemsSold,haloSales',
      // A banner's row has no SKU; its sales are the view 7-day sales, as the list shows them.
      '2026-11-20,,,2000,3,SGD,9.00,0,0,45.00,0,0.00',
    ]);
  });
});

describe('campaign export', () => {
  /** The export of the list with these params, as rows keyed by the header's names. */
  async function exportRows(params: Record<string, unknown>) {
    const created = await owner.gql<{ createExportRequest: { ok: boolean; exportRequest: { id: string } } }>(
      'mutation($params: JSON) { createExportRequest(fileType: CSV, dataType: "SPONSOR_CAMPAIGNS", params: $params) { ok exportRequest { id } } }',
      { params },
    );
    expect(created.body.data!.createExportRequest.ok).toBe(true);
    await runJobsOnce(testApp.deps);
    const status = await owner.gql<{ exportRequest: { status: string; exportedFileUrl: string } }>(
      'query($id: ID!) { exportRequest(id: $id) { status exportedFileUrl } }',
      { id: created.body.data!.createExportRequest.exportRequest.id },
    );
    expect(status.body.data!.exportRequest.status).toBe('COMPLETED');
    const body = (await restCall(testApp.app, owner, 'GET', status.body.data!.exportRequest.exportedFileUrl))
      .body;
    const lines = body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    const header = lines[0]!.split(',');
    return lines
      .slice(1)
      .map((line) => Object.fromEntries(line.split(',').map((cell, i) => [header[i], cell])));
  }
  // A ratio as the list's percent cells show it: two decimals (decision 0201), no grouping.
  const twoDecimals = new Intl.NumberFormat('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  });

  it('writes the figures of the range, as the list shows them: ratios with two decimals, direct sales', async () => {
    const rows = await exportRows({
      campaignName: 'Figures',
      ventureId: String(acme.catalogId),
      ...asArgs(jakarta),
      sortBy: 'clicks',
      direction: 'desc',
    });
    const listed = (
      await all({
        ...figuresFilter,
        ventureId: acme.catalogId,
        ...asArgs(jakarta),
        sortBy: 'clicks',
        direction: 'desc',
      })
    ).rows;
    expect(rows.map((row) => row.id)).toEqual(listed.map((row) => row.id));
    for (const [i, row] of rows.entries()) {
      const report = listed[i]!.report;
      expect(row).toMatchObject({
        impressions: String(report.impressions),
        clicks: String(report.clicks),
        purchases: String(report.purchases),
        itemsSold: String(report.itemsSold),
        ctr: twoDecimals.format(report.ctr),
        conv: twoDecimals.format(report.conv),
        roas: twoDecimals.format(report.roas),
      });
      expect(Number(row.costs)).toBe(Number(report.costs));
      // The list's Sales column (click7Sales: direct sales, decision 0255), money as the file's others.
      expect(row.sales).toMatch(/^\d+\.\d{2}$/);
      expect(Number(row.sales)).toBe(Number(report.click7Sales));
    }
    expect(Number(rows[0]!.clicks)).toBeGreaterThan(0);
    // Ratios that are not round (a raw float has more than two decimals) and sales that are not zero.
    expect(listed.some(({ report }) => !Number.isInteger(report.ctr * 100))).toBe(true);
    expect(listed.some(({ report }) => !Number.isInteger(report.roas * 100))).toBe(true);
    expect(rows.some((row) => Number(row.sales) > 0)).toBe(true);
  });

  it("writes a banner campaign's view 7-day sales as its sales, as the banner list shows them", async () => {
    const rows = await exportRows({ campaignName: 'Figures Banner', adType: 'BANNER', ...asArgs(jakarta) });
    const sales = Object.fromEntries(rows.map((row) => [row.name, [row.sales, row.roas]]));
    expect(sales).toEqual({
      'Figures Banner A': ['45.00', '500.00'],
      'Figures Banner B': ['20.00', '200.00'],
    });
  });
});

describe('ad-set report figures', () => {
  it("reports each ad set's own figures, the campaign's are their sum, sortable by a metric", async () => {
    const range = asArgs(jakarta);
    const byClicks = async (direction: 'asc' | 'desc') => {
      const result = await owner.gql<{
        adsSets: { totalCount: number; objects: { id: string; report: Report }[] };
      }>(AD_SETS, { campaignId: String(split.id), sortBy: 'clicks', direction, ...range });
      expect(result.body.errors).toBeUndefined();
      return result.body.data!.adsSets.objects;
    };
    const desc = await byClicks('desc');
    expect(desc.map((row) => Number(row.id))).toEqual(split.adSetIds);
    expect(desc[0]!.report).toEqual(expected((f) => f.adSet === split.adSetIds[0], jakarta, 1));
    expect(desc[1]!.report).toEqual(expected((f) => f.adSet === split.adSetIds[1], jakarta, 2));
    expect(desc[1]!.report).toMatchObject({ clicks: 10, impressions: 500, ctr: 2, cpm: '10' });
    const ctrAsc = await owner.gql<{ adsSets: { objects: { id: string }[] } }>(AD_SETS, {
      campaignId: String(split.id),
      sortBy: 'ctr',
      direction: 'asc',
      ...range,
    });
    expect(ctrAsc.body.data!.adsSets.objects.map((row) => Number(row.id))).toEqual(
      [...split.adSetIds].reverse(),
    );
    expect((await byClicks('asc')).map((row) => Number(row.id))).toEqual([...split.adSetIds].reverse());

    const { rows } = await all({ filters: { campaignName: 'Split Campaign' }, ...range });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.report).toEqual(expected(ofCampaign(split.id), jakarta, 1));
    expect(rows[0]!.report).toMatchObject({ clicks: 40, impressions: 800, costs: '11', click7Sales: '36' });
    // Its two ad sets, each with its own figures for the same range.
    expect(rows[0]!.adsetSet.map((adSet) => adSet.report.clicks)).toEqual([30, 10]);
  });

  it("gives another company's campaign an empty ad-set page", async () => {
    const result = await owner.gql<{ adsSets: { totalCount: number } }>(AD_SETS, {
      campaignId: String(boltCampaign.id),
      sortBy: 'clicks',
    });
    expect(result.body.data!.adsSets.totalCount).toBe(0);
  });

  it('reads a campaign by id with its lifetime report', async () => {
    const result = await owner.gql<{ sponsorCampaign: { report: Report } }>(
      `query($id: ID!) { sponsorCampaign(id: $id) { ${REPORT} } }`,
      { id: String(figuresCampaigns[0]!.id) },
    );
    expect(result.body.data!.sponsorCampaign.report).toEqual(
      expected(ofCampaign(figuresCampaigns[0]!.id), { startDate: null, endDate: null }, 3),
    );
  });
});
