import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addRoleTeam, TEAM_PASSWORD } from '../../testing/company-team';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { TestClient } from '../../testing/graphql-client';
import { type Company, campaignOf, companyNamed, DAY_MS, signedIn } from './sponsor-lists-test-helpers';

const LIST = `query($page: Int, $sortBy: String, $direction: SortDirection, $supplierId: ID, $filters: SponsorCampaignFilters, $ventureId: ID, $brand: ID, $startDate: DateTime, $endDate: DateTime, $adType: SponsorAdType) {
  sponsorCampaigns(page: $page, sortBy: $sortBy, direction: $direction, supplierId: $supplierId, filters: $filters, ventureId: $ventureId, brand: $brand, startDate: $startDate, endDate: $endDate, adType: $adType) {
    page numPages totalCount
    objects { id name status adType createdAt brand { name } supplier { name } adsetSet { catalogId startDate endDate budgetType budgetTotal budgetDailyTotal } report { impressions } }
  }
}`;

type Row = {
  id: string;
  name: string;
  status: string;
  adType: string;
  createdAt: string;
  brand: { name: string };
  supplier: { name: string };
  adsetSet: {
    catalogId: string;
    startDate: string;
    endDate: string | null;
    budgetType: string | null;
    budgetTotal: string | null;
    budgetDailyTotal: string | null;
  }[];
  report: { impressions: number };
};
type Page = { page: number; numPages: number; totalCount: number; objects: Row[] };

let testApp: TestApp;
let acme: Company;
let bolt: Company;
let owner: TestClient;
let staff: TestClient;
let removedId: number;

async function list(
  client: TestClient,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  const result = await client.gql<{ sponsorCampaigns: Page }>(LIST, variables, headers);
  expect(result.body.errors).toBeUndefined();
  return result.body.data!.sponsorCampaigns;
}

/** Every page of a list, in order. */
async function all(
  client: TestClient,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  const first = await list(client, variables, headers);
  const rows = [...first.objects];
  for (let page = 2; page <= first.numPages; page++)
    rows.push(...(await list(client, { ...variables, page }, headers)).objects);
  return rows;
}

beforeAll(async () => {
  testApp = await createTestApp();
  const db = testApp.deps.db;
  acme = await companyNamed(db, 'Acme Fashion', 'Northwind');
  bolt = await companyNamed(db, 'Bolt Apparel', 'Bolt Active');
  await campaignOf(db, bolt, { name: 'Bolt Sprint' });
  await campaignOf(db, bolt, { name: 'Bolt Banner', adType: 'BANNER', placements: [] });
  removedId = (await campaignOf(db, acme, { name: 'Acme Removed One', status: 'REMOVED' })).campaign.id;
  owner = await signedIn(testApp, 'owner@demo.test');
  staff = await signedIn(testApp, 'staff@demo.test');
});
afterAll(() => testApp.close());

describe('sponsorCampaigns', () => {
  it('pages the demo product campaigns 10 at a time, newest first, without REMOVED ones', async () => {
    const first = await list(owner);
    expect(first).toMatchObject({ page: 1, numPages: 2, totalCount: 14 });
    expect(first.objects).toHaveLength(10);
    const second = await list(owner, { page: 2 });
    expect(second.objects).toHaveLength(4);
    const rows = [...first.objects, ...second.objects];
    const created = rows.map((row) => row.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    expect(rows.every((row) => row.adType === 'PRODUCT' && row.supplier.name === 'Acme Fashion')).toBe(true);
    expect(rows.some((row) => Number(row.id) === removedId)).toBe(false);
    expect(rows.every((row) => row.report.impressions === 0)).toBe(true);
    expect((await list(owner, { page: 9 })).objects).toEqual([]);
  });

  it('lists banner campaigns with adType BANNER', async () => {
    const banners = await all(owner, { adType: 'BANNER' });
    expect(banners).toHaveLength(6);
    expect(banners.every((row) => row.adType === 'BANNER')).toBe(true);
  });

  it('searches names case-insensitively and treats % literally', async () => {
    const rows = await all(owner, { filters: { campaignName: '  NORTHWIND ' } });
    expect(rows.length).toBe(5);
    expect(rows.every((row) => row.name.toLowerCase().includes('northwind'))).toBe(true);
    expect((await list(owner, { filters: { campaignName: '%' } })).totalCount).toBe(0);
  });

  it('filters by the first ad set status; REMOVED only when asked for', async () => {
    const scheduled = await all(owner, { filters: { status: 'SCHEDULED' } });
    expect(scheduled.map((row) => row.status)).toEqual(['SCHEDULED', 'SCHEDULED']);
    const removed = await all(owner, { filters: { status: 'REMOVED' } });
    expect(removed.map((row) => Number(row.id))).toEqual([removedId]);
  });

  it('filters by catalog (ventureId) and brand', async () => {
    const sg = await all(owner, { ventureId: acme.catalogId });
    expect(sg.length).toBe(4);
    expect(sg.every((row) => row.adsetSet[0]?.catalogId === String(acme.catalogId))).toBe(true);
    const northwind = await all(owner, { brand: acme.brandId });
    expect(northwind.length).toBe(5);
    expect(northwind.every((row) => row.brand.name === 'Northwind')).toBe(true);
    expect((await list(owner, { ventureId: 'not-an-id' })).totalCount).toBe(0);
  });

  it('leaves out campaigns that ended before the date range, keeps running and upcoming ones', async () => {
    const now = Date.now();
    const rows = await all(owner, {
      startDate: new Date(now - 7 * DAY_MS).toISOString(),
      endDate: new Date(now).toISOString(),
    });
    expect(rows.length).toBe(12);
    expect(rows.some((row) => row.status === 'COMPLETED')).toBe(false);
    expect(rows.some((row) => row.status === 'SCHEDULED')).toBe(true);
  });

  it('sorts by name both ways and by budget with always-on budgets last', async () => {
    const asc = (await all(owner, { sortBy: 'name', direction: 'asc' })).map((row) => row.name);
    expect(asc).toEqual([...asc].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    const desc = (await all(owner, { sortBy: 'name', direction: 'desc' })).map((row) => row.name);
    expect(desc).toEqual([...asc].reverse());
    // The amount the budget cell shows first: the daily budget when the ad set has one, else the total.
    const budgets = (await all(owner, { sortBy: 'budget', direction: 'desc' })).map((row) => {
      const adSet = row.adsetSet[0];
      const amount = ['DAILY', 'DAILY_TOTAL'].includes(adSet?.budgetType ?? '')
        ? adSet?.budgetDailyTotal
        : adSet?.budgetType === 'TOTAL'
          ? adSet.budgetTotal
          : null;
      return amount == null ? null : Number(amount);
    });
    const present = budgets.filter((value) => value !== null) as number[];
    expect(present).toEqual([...present].sort((a, b) => b - a));
    expect(budgets.slice(present.length).every((value) => value === null)).toBe(true);
  });

  it('sorts by start date and status', async () => {
    const starts = (await all(owner, { sortBy: 'startDate', direction: 'asc' })).map(
      (row) => row.adsetSet[0]!.startDate,
    );
    expect(starts).toEqual([...starts].sort());
    const statuses = (await all(owner, { sortBy: 'status', direction: 'asc' })).map((row) => row.status);
    expect(statuses).toEqual([...statuses].sort());
  });

  it('sorts by a metric column deterministically (all zero today: newest id first either way)', async () => {
    const byIdDesc = (await all(owner, { sortBy: 'createdAt' }))
      .map((row) => Number(row.id))
      .sort((a, b) => b - a);
    for (const direction of ['asc', 'desc']) {
      const ids = (await all(owner, { sortBy: 'impressions', direction })).map((row) => Number(row.id));
      expect(ids).toEqual(byIdDesc);
    }
    const roas = (await all(owner, { sortBy: 'roas', direction: 'asc' })).map((row) => Number(row.id));
    expect(roas).toEqual(byIdDesc);
  });

  it('falls back to newest first for an unknown sort column', async () => {
    const fallback = await list(owner, { sortBy: 'nonsense', direction: 'asc' });
    const plain = await list(owner);
    expect(fallback.objects.map((row) => row.id)).toEqual(plain.objects.map((row) => row.id));
  });

  it("keeps a company user to the session's company whatever supplierId says", async () => {
    const rows = await all(owner, { supplierId: bolt.id });
    expect(rows.every((row) => row.supplier.name === 'Acme Fashion')).toBe(true);
    const boltTeam = await addRoleTeam(testApp.deps.db, 'Bolt Apparel');
    const boltViewer = new TestClient(testApp.app);
    expect((await boltViewer.signIn(boltTeam.VIEWER, TEAM_PASSWORD)).ok).toBe(true);
    const boltRows = await all(boltViewer, { supplierId: acme.id }, { 'x-company-id': String(acme.id) });
    expect(boltRows.map((row) => row.name)).toEqual(['Bolt Sprint']);
  });

  it('shows staff every company, or the chosen supplier, or the company they act for', async () => {
    const everyone = await all(staff);
    expect(new Set(everyone.map((row) => row.supplier.name))).toEqual(
      new Set(['Acme Fashion', 'Bolt Apparel']),
    );
    const chosen = await all(staff, { supplierId: bolt.id });
    expect(chosen.map((row) => row.name)).toEqual(['Bolt Sprint']);
    const actingForAcme = await all(staff, {}, { 'x-company-id': String(acme.id) });
    expect(actingForAcme.length).toBe(14);
  });

  it('lets a VIEWER list and refuses the signed-out', async () => {
    const viewer = await signedIn(testApp, 'viewer@demo.test');
    expect((await list(viewer)).totalCount).toBe(14);
    const anonymous = new TestClient(testApp.app);
    const result = await anonymous.gql(LIST);
    expect(result.body.errors?.[0]?.message).toBe('common:error.unauthorized');
  });
});

describe('sponsorCampaignStatuses and reportRange', () => {
  it('answers every status in a fixed order', async () => {
    const result = await owner.gql<{ sponsorCampaignStatuses: string[] }>(
      '{ sponsorCampaignStatuses(campaignType: "SPONSOR", adType: PRODUCT) }',
    );
    expect(result.body.data?.sponsorCampaignStatuses).toEqual([
      'PENDING_FOR_APPROVAL',
      'REJECTED',
      'SCHEDULED',
      'DELIVERING',
      'NOT_DELIVERING',
      'COMPLETED',
      'PAUSED',
      'DRAFT',
      'STARTED',
      'REMOVED',
    ]);
  });

  it("starts the report range at the company's earliest campaign, or 7 days back without campaigns", async () => {
    type Range = { reportRange: { startDate: string; endDate: string } };
    const acmeRange = (await owner.gql<Range>('{ reportRange { startDate endDate } }')).body.data!
      .reportRange;
    const days = (Date.parse(acmeRange.endDate) - Date.parse(acmeRange.startDate)) / DAY_MS;
    // The seed starts the earliest ad set at midnight UTC 100 days back (before the demo history's 90 days); the range ends now.
    expect(Math.floor(days)).toBe(100);
    const empty = await signedIn(testApp, 'nobrand@demo.test');
    const emptyRange = (await empty.gql<Range>('{ reportRange { startDate endDate } }')).body.data!
      .reportRange;
    expect((Date.parse(emptyRange.endDate) - Date.parse(emptyRange.startDate)) / DAY_MS).toBe(7);
  });
});

// Last in the file: these campaigns of Acme would change the counts the lists above check.
describe('sponsorCampaigns sorted by budget', () => {
  it('compares the daily budget, else the total; always-on last both ways; descending is ascending reversed', async () => {
    const db = testApp.deps.db;
    const units = (whole: number) => BigInt(whole) * 1_000_000n;
    // Created in this order (ids ascending); "Total 30" keeps a stale daily amount its type does not use.
    const seeds = [
      ['Daily 25 a', { budgetType: 'DAILY', budgetDailyMicros: units(25) }],
      ['Always on a', { budgetType: 'ALWAYS_ON', budgetDailyMicros: null }],
      ['Total 600', { budgetType: 'TOTAL', budgetDailyMicros: null, budgetTotalMicros: units(600) }],
      ['Daily 5', { budgetType: 'DAILY', budgetDailyMicros: units(5) }],
      [
        'Daily 40 total 1000',
        { budgetType: 'DAILY_TOTAL', budgetDailyMicros: units(40), budgetTotalMicros: units(1000) },
      ],
      ['Always on b', { budgetType: 'ALWAYS_ON', budgetDailyMicros: null }],
      ['Total 30', { budgetType: 'TOTAL', budgetDailyMicros: units(20), budgetTotalMicros: units(30) }],
      ['Daily 50', { budgetType: 'DAILY', budgetDailyMicros: units(50) }],
      ['Daily 25 b', { budgetType: 'DAILY', budgetDailyMicros: units(25) }],
    ] as const;
    for (const [name, budget] of seeds)
      await campaignOf(db, acme, { name: `Budget sort ${name}`, ...budget });
    const sorted = async (direction: 'asc' | 'desc') =>
      (await all(owner, { sortBy: 'budget', direction, filters: { campaignName: 'Budget sort' } })).map(
        (row) => row.name.replace('Budget sort ', ''),
      );
    const byAmount = [
      'Daily 5',
      'Daily 25 a',
      'Daily 25 b',
      'Total 30',
      'Daily 40 total 1000',
      'Daily 50',
      'Total 600',
    ];
    expect(await sorted('asc')).toEqual([...byAmount, 'Always on a', 'Always on b']);
    expect(await sorted('desc')).toEqual([...byAmount].reverse().concat(['Always on b', 'Always on a']));
  });
});
