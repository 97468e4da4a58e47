import { startOfDayInZone } from '@portal/domain/zoned-day';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  catalogs,
  companies,
  companyBrands,
  currencies,
  sponsorAdSets,
  sponsorHistory,
} from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import {
  bannerInput,
  CAMPAIGN_FIELDS,
  CREATE,
  DAY_MS,
  type Fixture,
  GET,
  loadFixture,
  membershipId,
  messagesOf,
  type Payload,
  productInput,
  signedIn,
  UPDATE,
} from './campaign-test-support';

let testApp: TestApp;
let f: Fixture;
beforeAll(async () => {
  testApp = await createTestApp();
  f = await loadFixture(testApp);
  // Bolt Apparel carries the brand too, so a campaign of it may be copied there.
  await testApp.deps.db
    .insert(companyBrands)
    .values({ companyId: f.boltId, brandId: f.northwindId })
    .onConflictDoNothing();
});
afterAll(() => testApp.close());

const DUPLICATE = `mutation($id: ID!) { duplicateSponsorCampaign(id: $id) { ok errors { field messages } campaign { ${CAMPAIGN_FIELDS} } } }`;
const SUPPLIERS = `query($id: ID!) { sponsorCampaignCompatibleSuppliers(campaignId: $id) { id name nameWithCluster walletCurrency { code } } }`;
const COPY = `mutation($id: ID!, $target: ID!) { copySponsorCampaign(campaignId: $id, targetSupplierId: $target) {
  ok errors { field messages } campaign { ${CAMPAIGN_FIELDS} } } }`;
const RELATED = `query($id: ID!) { relatedAccount(objectType: SPONSOR_CAMPAIGN, objectId: $id) { companyId } }`;
const QUICK = `mutation($name: String, $adType: SponsorAdType, $brandId: ID, $catalogId: ID, $categoryIds: [ID!], $sellerIds: [ID!],
  $bannerCategoryIds: [ID!], $placements: [QuickPlacementInput!], $budgetDailyTotal: Decimal, $startDate: DateTime, $endDate: DateTime) {
  createQuickSponsorCampaign(name: $name, adType: $adType, brandId: $brandId, catalogId: $catalogId, categoryIds: $categoryIds,
    sellerIds: $sellerIds, bannerCategoryIds: $bannerCategoryIds, placements: $placements, budgetDailyTotal: $budgetDailyTotal,
    startDate: $startDate, endDate: $endDate) {
    ok errors { field messages } campaign { ${CAMPAIGN_FIELDS} } } }`;

async function createCampaign(email = 'owner@demo.test', campaign: unknown = productInput(f)) {
  const client = await signedIn(testApp, email);
  const result = await client.gql<{ createSponsorCampaign: Payload }>(CREATE, { campaign });
  expect(result.body.data!.createSponsorCampaign.errors).toEqual([]);
  return result.body.data!.createSponsorCampaign.campaign!;
}

/** multi@ is ADMIN of Acme and OWNER of Bolt: act for Acme. */
async function multiInAcme() {
  const client = await signedIn(testApp, 'multi@demo.test');
  const switched = await client.gql<{ switchAccount: { ok: boolean } }>(
    'mutation($id: ID!) { switchAccount(accountId: $id) { ok } }',
    { id: await membershipId(testApp, 'multi@demo.test', f.acmeId) },
  );
  expect(switched.body.data!.switchAccount.ok).toBe(true);
  return client;
}

describe('duplicateSponsorCampaign', () => {
  it("makes a DRAFT ' - COPY' in the same company, logged as created", async () => {
    const source = await createCampaign();
    const client = await signedIn(testApp, 'member@demo.test');
    const result = await client.gql<{ duplicateSponsorCampaign: Payload }>(DUPLICATE, { id: source.id });
    const copy = result.body.data!.duplicateSponsorCampaign.campaign!;
    expect(copy.id).not.toBe(source.id);
    expect(copy).toMatchObject({
      name: 'Northwind SKUs - COPY',
      status: 'DRAFT',
      supplier: { id: String(f.acmeId) },
    });
    expect(copy.adsetSet[0]!.name).toBe('Northwind SKUs ad set - COPY');
    expect(copy.adsetSet[0]!.productAd!.skus).toEqual(f.skus);
    const history = await testApp.deps.db
      .select()
      .from(sponsorHistory)
      .where(eq(sponsorHistory.campaignId, Number(copy.id)));
    expect(history.map((row) => row.objectType).sort()).toEqual(['AD', 'AD_SET', 'CAMPAIGN']);
  });

  it('launching the DRAFT via update sends it to review', async () => {
    const source = await createCampaign();
    const client = await signedIn(testApp, 'owner@demo.test');
    const draft = (await client.gql<{ duplicateSponsorCampaign: Payload }>(DUPLICATE, { id: source.id })).body
      .data!.duplicateSponsorCampaign.campaign!;
    const launched = await client.gql<{ updateSponsorCampaign: Payload }>(UPDATE, {
      id: draft.id,
      campaign: productInput(f, { name: draft.name }),
    });
    expect(launched.body.data!.updateSponsorCampaign.campaign!.status).toBe('PENDING_FOR_APPROVAL');
  });

  it("resets a past start to today in the catalog's zone, keeps a future one, and launching a past start is refused", async () => {
    const [catalog] = await testApp.deps.db.select().from(catalogs).where(eq(catalogs.id, f.sgCatalogId));
    const today = startOfDayInZone(new Date(), catalog!.timeZone);
    const client = await signedIn(testApp, 'owner@demo.test');
    const source = await createCampaign();
    const past = new Date(Date.now() - 8 * DAY_MS);
    await testApp.deps.db
      .update(sponsorAdSets)
      .set({ startDate: past })
      .where(eq(sponsorAdSets.campaignId, Number(source.id)));
    const draft = (await client.gql<{ duplicateSponsorCampaign: Payload }>(DUPLICATE, { id: source.id })).body
      .data!.duplicateSponsorCampaign.campaign!;
    expect(new Date(draft.adsetSet[0]!.startDate!).getTime()).toBe(today.getTime());
    const launched = await client.gql<{ updateSponsorCampaign: Payload }>(UPDATE, {
      id: draft.id,
      campaign: productInput(f, { name: draft.name }, { startDate: draft.adsetSet[0]!.startDate }),
    });
    expect(launched.body.data!.updateSponsorCampaign.errors).toEqual([]);

    // A DRAFT whose saved start lies in the past (an older duplicate): launching it as is is refused.
    const stale = (await client.gql<{ duplicateSponsorCampaign: Payload }>(DUPLICATE, { id: source.id })).body
      .data!.duplicateSponsorCampaign.campaign!;
    await testApp.deps.db
      .update(sponsorAdSets)
      .set({ startDate: past })
      .where(eq(sponsorAdSets.campaignId, Number(stale.id)));
    const refused = await client.gql<{ updateSponsorCampaign: Payload }>(UPDATE, {
      id: stale.id,
      campaign: productInput(f, { name: stale.name }, { startDate: past.toISOString() }),
    });
    expect(messagesOf(refused.body.data!.updateSponsorCampaign.errors, 'adSet.startDate')).toContain(
      'sponsorRules:startDateInPast',
    );
    const stored = await client.gql<{ sponsorCampaign: { status: string } }>(GET, { id: stale.id });
    expect(stored.body.data!.sponsorCampaign.status).toBe('DRAFT');

    const future = new Date(Date.now() + 3 * DAY_MS);
    const ahead = await createCampaign(
      'owner@demo.test',
      productInput(f, {}, { startDate: future.toISOString() }),
    );
    const kept = (await client.gql<{ duplicateSponsorCampaign: Payload }>(DUPLICATE, { id: ahead.id })).body
      .data!.duplicateSponsorCampaign.campaign!;
    expect(new Date(kept.adsetSet[0]!.startDate!).getTime()).toBe(future.getTime());
  });

  it('refuses a VIEWER and finds nothing for another company', async () => {
    const source = await createCampaign();
    const viewer = await (await signedIn(testApp, 'viewer@demo.test')).gql(DUPLICATE, { id: source.id });
    expect(viewer.body.errors?.[0]?.message).toBe('common:permissionDenied');
    const foreign = await (await signedIn(testApp, 'nobrand@demo.test')).gql<{
      duplicateSponsorCampaign: Payload;
    }>(DUPLICATE, { id: source.id });
    expect(messagesOf(foreign.body.data!.duplicateSponsorCampaign.errors, 'id')).toEqual([
      'sponsorRules:campaignNotFound',
    ]);
  });
});

describe('copy to another supplier', () => {
  it('lists only other companies the user may act for that carry the brand', async () => {
    const source = await createCampaign();
    const multi = await multiInAcme();
    const suppliers = await multi.gql<{
      sponsorCampaignCompatibleSuppliers: { id: string; walletCurrency: { code: string } }[];
    }>(SUPPLIERS, { id: source.id });
    expect(suppliers.body.data!.sponsorCampaignCompatibleSuppliers.map((s) => s.id)).toEqual([
      String(f.boltId),
    ]);
    const owner = await (await signedIn(testApp, 'owner@demo.test')).gql<{
      sponsorCampaignCompatibleSuppliers: unknown[];
    }>(SUPPLIERS, { id: source.id });
    expect(owner.body.data!.sponsorCampaignCompatibleSuppliers).toEqual([]);
    const staff = await (await signedIn(testApp, 'staff@demo.test')).gql<{
      sponsorCampaignCompatibleSuppliers: { id: string }[];
    }>(SUPPLIERS, { id: source.id });
    expect(staff.body.data!.sponsorCampaignCompatibleSuppliers.map((s) => s.id)).toContain(String(f.boltId));
  });

  it("copies into the target as a DRAFT ' - COPY', keeping the brand's SKUs", async () => {
    const source = await createCampaign();
    const multi = await multiInAcme();
    const result = await multi.gql<{ copySponsorCampaign: Payload }>(COPY, {
      id: source.id,
      target: f.boltId,
    });
    const copy = result.body.data!.copySponsorCampaign.campaign!;
    expect(copy).toMatchObject({
      name: 'Northwind SKUs - COPY',
      status: 'DRAFT',
      supplier: { id: String(f.boltId) },
    });
    expect(copy.adsetSet[0]!.productAd!.skus).toEqual(f.skus);
    // The copy belongs to Bolt: Acme's owner can no longer see it.
    const owner = await (await signedIn(testApp, 'owner@demo.test')).gql<{ sponsorCampaign: unknown }>(GET, {
      id: copy.id,
    });
    expect(owner.body.data!.sponsorCampaign).toBeNull();
  });

  it("converts the budgets and a manual bid into the target's wallet currency, rounded up (decision 0265)", async () => {
    const wallets = await testApp.deps.db
      .select({ id: companies.id, code: currencies.code, rate: currencies.rate })
      .from(companies)
      .innerJoin(currencies, eq(currencies.code, companies.walletCurrency))
      .where(inArray(companies.id, [f.acmeId, f.boltId]));
    // Acme pays in SGD, Bolt in MYR at 3.4 a dollar: the figures below follow from these.
    expect(Object.fromEntries(wallets.map((w) => [w.id, `${w.code} ${Number(w.rate)}`]))).toEqual({
      [f.acmeId]: 'SGD 1',
      [f.boltId]: 'MYR 3.4',
    });
    const source = await createCampaign(
      'owner@demo.test',
      productInput(
        f,
        {},
        {
          budgetType: 'DAILY_TOTAL',
          budgetDailyTotal: '10',
          budgetTotal: '100.01',
          bidType: 'MAXIMUM_CPC',
          bidWalletCurrency: '0.33',
        },
      ),
    );
    const multi = await multiInAcme();
    const result = await multi.gql<{ copySponsorCampaign: Payload }>(COPY, {
      id: source.id,
      target: f.boltId,
    });
    expect(result.body.data!.copySponsorCampaign.errors).toEqual([]);
    const adSet = result.body.data!.copySponsorCampaign.campaign!.adsetSet[0]!;
    // SGD 10 → MYR 34; SGD 100.01 → MYR 340.034, up to 340.04; SGD 0.33 → MYR 1.122, up to 1.13.
    expect([adSet.budgetDailyTotal, adSet.budgetTotal, adSet.bidWalletCurrency].map(Number)).toEqual([
      34, 340.04, 1.13,
    ]);
  });

  it("resets a past start of the copy to today in the catalog's zone", async () => {
    const [catalog] = await testApp.deps.db.select().from(catalogs).where(eq(catalogs.id, f.sgCatalogId));
    const source = await createCampaign();
    await testApp.deps.db
      .update(sponsorAdSets)
      .set({ startDate: new Date(Date.now() - 8 * DAY_MS) })
      .where(eq(sponsorAdSets.campaignId, Number(source.id)));
    const multi = await multiInAcme();
    const result = await multi.gql<{ copySponsorCampaign: Payload }>(COPY, {
      id: source.id,
      target: f.boltId,
    });
    const copy = result.body.data!.copySponsorCampaign.campaign!;
    expect(new Date(copy.adsetSet[0]!.startDate!).getTime()).toBe(
      startOfDayInZone(new Date(), catalog!.timeZone).getTime(),
    );
  });

  it('copies a banner campaign and registers its image for the target company', async () => {
    const source = await createCampaign('owner@demo.test', bannerInput(f));
    const multi = await multiInAcme();
    const result = await multi.gql<{ copySponsorCampaign: Payload }>(COPY, {
      id: source.id,
      target: f.boltId,
    });
    const copy = result.body.data!.copySponsorCampaign.campaign!;
    expect(copy.adsetSet[0]!.bannerAd!.placements[0]!.url).toBe(f.imageUrl);
    const images = await testApp.deps.db.query.uploadedImages.findMany({
      where: (table, { eq: equals }) => equals(table.companyId, f.boltId),
    });
    expect(images.map((image) => image.url)).toContain(f.imageUrl);
  });

  it('refuses a target the user may not act for or that lacks the brand', async () => {
    const source = await createCampaign();
    const owner = await signedIn(testApp, 'owner@demo.test');
    for (const target of [f.boltId, f.emptyId, f.acmeId, 999999]) {
      const result = await owner.gql<{ copySponsorCampaign: Payload }>(COPY, { id: source.id, target });
      expect(messagesOf(result.body.data!.copySponsorCampaign.errors, 'targetSupplierId')).toEqual([
        'sponsorRules:supplierNotCompatible',
      ]);
    }
    const viewer = await (await signedIn(testApp, 'viewer@demo.test')).gql(COPY, {
      id: source.id,
      target: f.boltId,
    });
    expect(viewer.body.errors?.[0]?.message).toBe('common:permissionDenied');
  });
});

describe('relatedAccount', () => {
  it("answers the campaign's company to its members and staff, null to others", async () => {
    const source = await createCampaign();
    const ask = async (email: string) =>
      (
        await (
          await signedIn(testApp, email)
        ).gql<{ relatedAccount: { companyId: string } | null }>(RELATED, { id: source.id })
      ).body.data!.relatedAccount;
    expect(await ask('viewer@demo.test')).toEqual({ companyId: String(f.acmeId) });
    expect(await ask('multi@demo.test')).toEqual({ companyId: String(f.acmeId) });
    expect(await ask('staff@demo.test')).toEqual({ companyId: String(f.acmeId) });
    expect(await ask('nobrand@demo.test')).toBeNull();
    const unknown = await (await signedIn(testApp, 'owner@demo.test')).gql<{ relatedAccount: unknown }>(
      RELATED,
      {
        id: 'abc',
      },
    );
    expect(unknown.body.data!.relatedAccount).toBeNull();
  });
});

describe('createQuickSponsorCampaign', () => {
  const base = () => ({
    name: 'Quick one',
    brandId: String(f.northwindId),
    catalogId: String(f.sgCatalogId),
    startDate: new Date(Date.now() + DAY_MS).toISOString(),
  });

  it('creates a product campaign from categories and sellers: ALWAYS_ON, AUTOMATED bid 0, quick flag', async () => {
    const client = await signedIn(testApp, 'member@demo.test');
    const result = await client.gql<{ createQuickSponsorCampaign: Payload }>(QUICK, {
      ...base(),
      adType: 'PRODUCT',
      categoryIds: [String(f.categoryId)],
      sellerIds: [String(f.sellerId)],
    });
    const payload = result.body.data!.createQuickSponsorCampaign;
    expect(payload.errors).toEqual([]);
    expect(payload.campaign).toMatchObject({
      isQuickCreate: true,
      goal: 'DRIVE_SALES',
      status: 'PENDING_FOR_APPROVAL',
    });
    expect(payload.campaign!.adsetSet[0]).toMatchObject({
      budgetType: 'ALWAYS_ON',
      bidType: 'AUTOMATED',
      bidWalletCurrency: '0',
      scheduleType: 'START_DATE',
    });
    expect(payload.campaign!.adsetSet[0]!.productAd!.productSellerIds).toEqual([String(f.sellerId)]);
  });

  it('creates a banner campaign from a selected placement, without keywords', async () => {
    const client = await signedIn(testApp, 'owner@demo.test');
    const result = await client.gql<{ createQuickSponsorCampaign: Payload }>(QUICK, {
      ...base(),
      adType: 'BANNER',
      categoryIds: [String(f.categoryId)],
      budgetDailyTotal: '10',
      placements: [
        { id: String(f.desktopHomeId), url: f.imageUrl, landingUrl: '/women', selected: true },
        { id: String(f.desktopSearchId), url: null, landingUrl: null, selected: false },
      ],
    });
    const payload = result.body.data!.createQuickSponsorCampaign;
    expect(payload.errors).toEqual([]);
    expect(payload.campaign!.adsetSet[0]).toMatchObject({
      budgetType: 'DAILY',
      bannerCategoryIds: [String(f.categoryId)],
    });
    expect(payload.campaign!.adsetSet[0]!.bannerAd!.placements.map((p) => p.bannerType)).toEqual([
      'DESKTOP_HOME',
    ]);
  });

  it('refuses a landing URL outside the catalog once, on the placement it belongs to', async () => {
    const client = await signedIn(testApp, 'owner@demo.test');
    const result = await client.gql<{ createQuickSponsorCampaign: Payload }>(QUICK, {
      ...base(),
      adType: 'BANNER',
      categoryIds: [String(f.categoryId)],
      placements: [
        {
          id: String(f.desktopHomeId),
          url: f.imageUrl,
          landingUrl: 'https://evil.example/sale',
          selected: true,
        },
      ],
    });
    const payload = result.body.data!.createQuickSponsorCampaign;
    expect(payload.campaign).toBeNull();
    expect(payload.errors).toEqual([
      {
        field: 'adSet.bannerAd.placements.0.landingUrl',
        messages: [`sponsorRules:invalidBaseUrl?baseUrl=${encodeURIComponent(f.sgBaseUrl)}`],
      },
    ]);
  });

  it('requires a category and a seller for products, and refuses a VIEWER', async () => {
    const client = await signedIn(testApp, 'owner@demo.test');
    const result = await client.gql<{ createQuickSponsorCampaign: Payload }>(QUICK, {
      ...base(),
      adType: 'PRODUCT',
    });
    const errors = result.body.data!.createQuickSponsorCampaign.errors;
    expect(messagesOf(errors, 'adSet.productAd.productCategoryIds')).toContain(
      'sponsorRules:requireCategory',
    );
    expect(messagesOf(errors, 'adSet.productAd.productSellerIds')).toContain('sponsorRules:requireSeller');
    const viewer = await (await signedIn(testApp, 'viewer@demo.test')).gql(QUICK, {
      ...base(),
      adType: 'PRODUCT',
    });
    expect(viewer.body.errors?.[0]?.message).toBe('common:permissionDenied');
  });
});
