import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyBrands } from '../../db/schema/index';
import { addRoleTeam, TEAM_PASSWORD } from '../../testing/company-team';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { TestClient } from '../../testing/graphql-client';
import { CAMPAIGN_FIELDS, type CampaignView, listCampaigns, listIds } from './booking-campaign-test-client';
import { companyOf, insertCampaign, insertOffer, type Offer, userId } from './booking-fixtures';

let testApp: TestApp;
let owner: TestClient;
let staff: TestClient;
let boltOwner: TestClient;
let offer: Offer;
let myOffer: Offer;
let acme: { companyId: number; brandId: number };
let bolt: { companyId: number; brandId: number };
let otherBrandId: number;
const ids = { spring: 0, summer: 0, winter: 0, bolt: 0, springBooking: 0 };

beforeAll(async () => {
  testApp = await createTestApp();
  const db = testApp.deps.db;
  acme = await companyOf(db, 'Acme Fashion');
  bolt = await companyOf(db, 'Bolt Apparel');
  const acmeBrands = await db.select().from(companyBrands).where(eq(companyBrands.companyId, acme.companyId));
  otherBrandId = acmeBrands.find((row) => row.brandId !== acme.brandId)!.brandId;
  offer = await insertOffer(db, 'SG');
  myOffer = await insertOffer(db, 'MY');
  const ownerId = await userId(db, 'owner@demo.test');
  const day = (n: number) => new Date(Date.UTC(2026, 10, n));
  const spring = await insertCampaign(db, {
    offer,
    ...acme,
    userId: ownerId,
    name: 'Alpha spring',
    startDate: '2027-03-01',
    totalMicros: 300_000_000n,
    createdAt: day(1),
    withDiscount: true,
  });
  const summer = await insertCampaign(db, {
    offer,
    ...acme,
    brandId: otherBrandId,
    userId: ownerId,
    name: 'beta summer',
    status: 'APPROVED',
    startDate: '2027-05-03',
    weeks: 2,
    totalMicros: 100_000_000n,
    createdAt: day(2),
  });
  const winter = await insertCampaign(db, {
    offer: myOffer,
    ...acme,
    userId: ownerId,
    name: 'Gamma 100%_off',
    status: 'PUBLISHED',
    startDate: '2027-01-04',
    totalMicros: 200_000_000n,
    createdAt: day(3),
  });
  const boltCampaign = await insertCampaign(db, {
    offer,
    ...bolt,
    userId: await userId(db, 'multi@demo.test'),
    name: 'Alpha bolt',
    startDate: '2027-03-01',
    createdAt: day(4),
  });
  Object.assign(ids, {
    spring: spring.campaign.id,
    summer: summer.campaign.id,
    winter: winter.campaign.id,
    bolt: boltCampaign.campaign.id,
    springBooking: spring.booking.id,
  });
  owner = new TestClient(testApp.app);
  expect((await owner.signIn('owner@demo.test')).ok).toBe(true);
  staff = new TestClient(testApp.app);
  expect((await staff.signIn('staff@demo.test')).ok).toBe(true);
  boltOwner = new TestClient(testApp.app);
  const boltTeam = await addRoleTeam(db, 'Bolt Apparel');
  expect((await boltOwner.signIn(boltTeam.OWNER, TEAM_PASSWORD)).ok).toBe(true);
});
afterAll(() => testApp.close());

const both = () => ({ package: undefined as number | undefined });
const acmeAll = () => [ids.winter, ids.summer, ids.spring];

describe('campaigns: scope', () => {
  it("answers the session company's campaigns only, newest first", async () => {
    const mine = await listIds(owner, { fetchAll: true });
    expect(mine.filter((id) => Object.values(ids).includes(id))).toEqual(acmeAll());
    expect(mine).not.toContain(ids.bolt);
  });

  it("gives staff acting for no company every company's campaigns, and one company's with the header", async () => {
    const all = await listIds(staff, { fetchAll: true, ...both() });
    expect(all).toEqual(expect.arrayContaining([...acmeAll(), ids.bolt]));
    const acmeOnly = await listIds(staff, { fetchAll: true }, { 'x-company-id': String(acme.companyId) });
    expect(acmeOnly).toEqual(expect.arrayContaining(acmeAll()));
    expect(acmeOnly).not.toContain(ids.bolt);
  });

  it('lets staff filter by supplier and ignores the supplier filter of a seller (always its own company)', async () => {
    expect(await listIds(staff, { supplier: bolt.companyId, package: offer.pkg.id })).toEqual([ids.bolt]);
    expect(await listIds(owner, { supplier: bolt.companyId, package: offer.pkg.id })).toEqual([
      ids.summer,
      ids.spring,
    ]);
  });
});

describe('campaigns: filters', () => {
  it('filters by id, name substring (case and wildcards literal), venture, brand, package, status, discount', async () => {
    expect(await listIds(owner, { campaign: ids.summer })).toEqual([ids.summer]);
    expect(await listIds(owner, { campaign: ids.bolt })).toEqual([]);
    expect(await listIds(owner, { campaignName: 'ALPHA' })).toEqual([ids.spring]);
    expect(await listIds(owner, { campaignName: '%_off' })).toEqual([ids.winter]);
    expect(await listIds(owner, { campaignName: '_' })).toEqual([ids.winter]);
    expect(await listIds(owner, { venture: myOffer.catalog.id })).toEqual([ids.winter]);
    expect(await listIds(owner, { brand: otherBrandId, package: offer.pkg.id })).toEqual([ids.summer]);
    expect(await listIds(owner, { package: myOffer.pkg.id })).toEqual([ids.winter]);
    expect(await listIds(owner, { status: 'APPROVED', package: offer.pkg.id })).toEqual([ids.summer]);
    expect(await listIds(owner, { discount: offer.discount.id })).toEqual([ids.spring]);
  });

  it('keeps campaigns whose days meet fromDate..toDate', async () => {
    const inRange = (fromDate?: string, toDate?: string) =>
      listIds(owner, { fromDate, toDate, fetchAll: true }).then((list) =>
        list.filter((id) => acmeAll().includes(id)),
      );
    // summer runs 2027-05-03..2027-05-16, spring 2027-03-01..07, winter 2027-01-04..10.
    expect(await inRange('2027-05-16', '2027-06-30')).toEqual([ids.summer]);
    expect(await inRange('2027-03-07', '2027-05-03')).toEqual([ids.summer, ids.spring]);
    expect(await inRange(undefined, '2027-01-04')).toEqual([ids.winter]);
    expect(await inRange('2027-05-17')).toEqual([]);
    const bad = await listCampaigns(owner, { fromDate: '2027-13-01' });
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'fromDate' });
  });
});

describe('campaigns: sorting and paging', () => {
  const sorted = (sortBy: string, direction: string) =>
    listIds(owner, { sortBy, direction, fetchAll: true }).then((list) =>
      list.filter((id) => acmeAll().includes(id)),
    );

  it('sorts by createdAt, name, startDate, status and total, both ways', async () => {
    expect(await sorted('createdAt', 'asc')).toEqual([ids.spring, ids.summer, ids.winter]);
    expect(await sorted('name', 'asc')).toEqual([ids.spring, ids.summer, ids.winter]);
    expect(await sorted('startDate', 'asc')).toEqual([ids.winter, ids.spring, ids.summer]);
    expect(await sorted('status', 'asc')).toEqual([ids.summer, ids.winter, ids.spring]);
    expect(await sorted('total', 'desc')).toEqual([ids.spring, ids.winter, ids.summer]);
  });

  it('refuses an unknown sort, direction or page size as field errors', async () => {
    const sort = await listCampaigns(owner, { sortBy: 'password' });
    expect(sort.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'sortBy' });
    const direction = await listCampaigns(owner, { direction: 'sideways' });
    expect(direction.errors?.[0]?.extensions).toMatchObject({ field: 'direction' });
    const size = await listCampaigns(owner, { pageSize: 101 });
    expect(size.errors?.[0]?.extensions).toMatchObject({ field: 'pageSize' });
    expect((await listCampaigns(owner, { pageSize: 100 })).errors).toBeUndefined();
  });

  it('pages, and fetchAll ignores paging', async () => {
    const second = await listCampaigns(owner, {
      package: offer.pkg.id,
      pageSize: 1,
      page: 2,
      sortBy: 'name',
      direction: 'asc',
    });
    expect(second.data!.campaigns).toMatchObject({ page: 2, numPages: 2, totalCount: 2 });
    expect(second.data!.campaigns.objects.map((row) => Number(row.id))).toEqual([ids.summer]);
    const all = await listCampaigns(owner, { package: offer.pkg.id, pageSize: 1, page: 2, fetchAll: true });
    expect(all.data!.campaigns).toMatchObject({ page: 1, numPages: 1, totalCount: 2 });
    expect(all.data!.campaigns.objects).toHaveLength(2);
  });
});

describe('campaign, campaignHistory, campaignPlacements', () => {
  const detail = (client: TestClient, id: number, headers = {}) =>
    client.gql<{ campaign: CampaignView | null }>(
      `query($id: ID!) { campaign(campaignId: $id) { ${CAMPAIGN_FIELDS} } }`,
      { id },
      headers,
    );

  it('answers the detail with its money, items, discounts, history and the refundable amount', async () => {
    const { body } = await detail(owner, ids.spring);
    expect(body.errors).toBeUndefined();
    const campaign = body.data!.campaign!;
    expect(campaign).toMatchObject({
      name: 'Alpha spring',
      status: 'PURCHASED',
      supplier: 'Acme Fashion',
      total: '300',
      chargedAmount: '300',
      // 2027-03-01 is more than 14 days ahead: cancelling now gives everything back.
      refundableAmount: '300',
      paymentMethod: 'PAID_CREDIT',
      paymentTerms: 'IMMEDIATE',
      brand: { id: String(acme.brandId) },
      package: { id: String(offer.pkg.id), code: offer.pkg.code },
      discounts: [{ id: String(offer.discount.id) }],
      invoice: null,
      history: [{ status: 'PURCHASED', note: null, userName: 'Olivia Tan' }],
    });
    expect(campaign.purchasedItems).toEqual([
      expect.objectContaining({ ventureId: String(offer.catalog.id), rate: '1', tax: '9', subTotal: '300' }),
    ]);
    expect(campaign.items).toEqual([
      expect.objectContaining({
        id: String(ids.springBooking),
        isOwner: true,
        venture: { id: String(offer.catalog.id), code: 'ZSG' },
      }),
    ]);
  });

  it("answers another company's campaign as null, its history and placements as empty", async () => {
    expect((await detail(owner, ids.bolt)).body).toEqual({ data: { campaign: null } });
    expect((await detail(owner, 999_999)).body).toEqual({ data: { campaign: null } });
    const history = await owner.gql(`query($id: ID!) { campaignHistory(campaignId: $id) { id } }`, {
      id: ids.bolt,
    });
    expect(history.body).toEqual({ data: { campaignHistory: [] } });
    const placements = await boltOwner.gql(`query($id: ID!) { campaignPlacements(campaignId: $id) { id } }`, {
      id: ids.spring,
    });
    expect(placements.body.data).toEqual({ campaignPlacements: [] });
    expect((await detail(staff, ids.bolt)).body.data!.campaign!.name).toBe('Alpha bolt');
  });

  it('lists the placements with their fields by order, languages and values; isOwner for the buying company', async () => {
    const query = `query($id: ID!) { campaignPlacements(campaignId: $id) {
      id isOwner languages landingUrl rejectReason fields { order name type rule } values { fieldName } } }`;
    const mine = await owner.gql<{ campaignPlacements: Record<string, unknown>[] }>(query, {
      id: ids.spring,
    });
    const [booking] = mine.body.data!.campaignPlacements;
    expect(booking).toMatchObject({
      id: String(ids.springBooking),
      isOwner: true,
      languages: ['en'],
      values: [],
    });
    expect((booking!.fields as { name: string }[]).map((field) => field.name)).toEqual([
      'Headline',
      'Banner',
      'Landing',
      'Note',
    ]);
    const asStaff = await staff.gql<{ campaignPlacements: { isOwner: boolean }[] }>(query, {
      id: ids.spring,
    });
    expect(asStaff.body.data!.campaignPlacements[0]!.isOwner).toBe(false);
  });

  it('counts the refundable share in the venture calendar and gives 0 once the campaign cannot be cancelled', async () => {
    const db = testApp.deps.db;
    const soon = await insertCampaign(db, {
      offer,
      ...acme,
      userId: await userId(db, 'owner@demo.test'),
      name: 'Soon',
      startDate: addDaysFromToday(10),
      totalMicros: 50_000_000n,
    });
    expect((await detail(owner, soon.campaign.id)).body.data!.campaign!.refundableAmount).toBe('25');
    const published = (await detail(owner, ids.winter)).body.data!.campaign!;
    expect(published.refundableAmount).toBe('200');
    const cancelled = await insertCampaign(db, {
      offer,
      ...acme,
      userId: await userId(db, 'owner@demo.test'),
      name: 'Cancelled',
      status: 'CANCELLED',
      startDate: '2027-06-07',
    });
    expect((await detail(owner, cancelled.campaign.id)).body.data!.campaign!.refundableAmount).toBe('0');
  });
});

function addDaysFromToday(days: number): string {
  const day = new Date(Date.now() + days * 86_400_000);
  return day.toISOString().slice(0, 10);
}
