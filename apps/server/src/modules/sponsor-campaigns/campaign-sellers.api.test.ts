import { and, count, eq, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { featureFlags, products, sellers, sponsorCampaigns, sponsorProductAds } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import {
  bannerInput,
  CAMPAIGN_FIELDS,
  CREATE,
  DAY_MS,
  type Fixture,
  loadFixture,
  type Payload,
  productInput,
  signedIn,
  UPDATE,
} from './campaign-test-support';

// docs/decisions/0267: with validate_uploaded_product_seller on, the product filter's sellers must be
// the company's own; the server refuses others on create, quick create and save (staff included).

const QUICK = `mutation($name: String, $adType: SponsorAdType, $brandId: ID, $catalogId: ID, $categoryIds: [ID!],
  $sellerIds: [ID!], $startDate: DateTime) {
  createQuickSponsorCampaign(name: $name, adType: $adType, brandId: $brandId, catalogId: $catalogId,
    categoryIds: $categoryIds, sellerIds: $sellerIds, startDate: $startDate) {
    ok errors { field messages } campaign { ${CAMPAIGN_FIELDS} } } }`;

const FIELD = 'adSet.productAd.productSellerIds';
const REFUSED = [{ field: FIELD, messages: ['sponsorRules:sellerNotInCompany'] }];

let testApp: TestApp;
let f: Fixture;
let own: string;
let foreign: string;
/** A Northwind product in Singapore sold by a seller that is not Acme's. */
let foreignSku: string;
beforeAll(async () => {
  testApp = await createTestApp();
  f = await loadFixture(testApp);
  expect(f.acmeSgSellerIds.length).toBeGreaterThan(0);
  own = String(f.acmeSgSellerIds[0]);
  const [other] = await testApp.deps.db
    .select({ id: sellers.id })
    .from(sellers)
    .where(and(eq(sellers.catalogId, f.sgCatalogId), notInArray(sellers.id, f.acmeSgSellerIds)));
  foreign = String(other!.id);
  const [product] = await testApp.deps.db
    .select({ sku: products.sku })
    .from(products)
    .where(
      and(
        eq(products.catalogId, f.sgCatalogId),
        eq(products.brandId, f.northwindId),
        notInArray(products.sellerId, f.acmeSgSellerIds),
      ),
    )
    .limit(1);
  foreignSku = product!.sku;
});
afterAll(() => testApp.close());
beforeEach(() => setFlag(true));

async function setFlag(isActive: boolean) {
  await testApp.deps.db
    .insert(featureFlags)
    .values({ name: 'validate_uploaded_product_seller', isActive })
    .onConflictDoUpdate({ target: featureFlags.name, set: { isActive } });
}

function filterInput(sellerIds: string[], name = 'Northwind by seller') {
  return productInput(
    f,
    { name },
    { productAd: { name, productCategoryIds: [String(f.categoryId)], productSellerIds: sellerIds } },
  );
}

async function campaignCount() {
  const [row] = await testApp.deps.db
    .select({ n: count() })
    .from(sponsorCampaigns)
    .where(eq(sponsorCampaigns.companyId, f.acmeId));
  return row!.n;
}

async function create(email: string, campaign: unknown, headers: Record<string, string> = {}) {
  const client = await signedIn(testApp, email);
  const result = await client.gql<{ createSponsorCampaign: Payload }>(CREATE, { campaign }, headers);
  expect(result.body.errors).toBeUndefined();
  return result.body.data!.createSponsorCampaign;
}

async function quick(sellerIds: string[]) {
  const client = await signedIn(testApp, 'owner@demo.test');
  const result = await client.gql<{ createQuickSponsorCampaign: Payload }>(QUICK, {
    name: 'Quick by seller',
    adType: 'PRODUCT',
    brandId: String(f.northwindId),
    catalogId: String(f.sgCatalogId),
    categoryIds: [String(f.categoryId)],
    sellerIds,
    startDate: new Date(Date.now() + DAY_MS).toISOString(),
  });
  expect(result.body.errors).toBeUndefined();
  return result.body.data!.createQuickSponsorCampaign;
}

async function save(
  email: string,
  id: string,
  campaign: unknown,
  headers: Record<string, string> = {},
): Promise<Payload> {
  const client = await signedIn(testApp, email);
  const result = await client.gql<{ updateSponsorCampaign: Payload }>(UPDATE, { id, campaign }, headers);
  expect(result.body.errors).toBeUndefined();
  return result.body.data!.updateSponsorCampaign;
}

async function storedSellerIds(campaignId: string) {
  const [campaign] = (
    await testApp.deps.db.query.sponsorAdSets.findMany({
      where: (table, { eq: equals }) => equals(table.campaignId, Number(campaignId)),
    })
  ).map((adSet) => adSet.id);
  const [ad] = await testApp.deps.db
    .select({ sellerIds: sponsorProductAds.productSellerIds })
    .from(sponsorProductAds)
    .where(eq(sponsorProductAds.adSetId, campaign!));
  return ad!.sellerIds.map(String);
}

describe('product filter sellers with validate_uploaded_product_seller on', () => {
  it("createSponsorCampaign refuses another company's seller at the field and writes nothing", async () => {
    const before = await campaignCount();
    const refused = await create('owner@demo.test', filterInput([own, foreign]));
    expect(refused).toMatchObject({ ok: false, campaign: null });
    expect(refused.errors).toEqual(REFUSED);
    expect(await campaignCount()).toBe(before);

    const accepted = await create('owner@demo.test', filterInput([own]));
    expect(accepted.errors).toEqual([]);
    expect(accepted.campaign!.adsetSet[0]!.productAd!.productSellerIds).toEqual([own]);
    expect(await campaignCount()).toBe(before + 1);
  });

  it('the quick campaign refuses a foreign seller and takes an own one', async () => {
    const before = await campaignCount();
    const refused = await quick([foreign]);
    expect(refused).toMatchObject({ ok: false, campaign: null });
    expect(refused.errors).toEqual(REFUSED);
    expect(await campaignCount()).toBe(before);

    const accepted = await quick([own]);
    expect(accepted.errors).toEqual([]);
    expect(accepted.campaign!.adsetSet[0]!.productAd!.productSellerIds).toEqual([own]);
  });

  it('saving an edit refuses a foreign seller and keeps the stored sellers', async () => {
    const created = (await create('owner@demo.test', filterInput([own]))).campaign!;
    const refused = await save('owner@demo.test', created.id, filterInput([foreign]));
    expect(refused).toMatchObject({ ok: false, campaign: null });
    expect(refused.errors).toEqual(REFUSED);
    expect(await storedSellerIds(created.id)).toEqual([own]);

    const accepted = await save('owner@demo.test', created.id, filterInput([own], 'Renamed'));
    expect(accepted.errors).toEqual([]);
    expect(accepted.campaign!.name).toBe('Renamed');
  });

  it("holds staff to the sellers of the company they act for, or of the campaign's company", async () => {
    const acting = { 'x-company-id': String(f.acmeId) };
    expect((await create('staff@demo.test', filterInput([foreign]), acting)).errors).toEqual(REFUSED);
    const created = await create('staff@demo.test', filterInput([own]), acting);
    expect(created.errors).toEqual([]);
    // Staff acting for no company edit the campaign in its own company: Acme's sellers still rule.
    const refused = await save('staff@demo.test', created.campaign!.id, filterInput([foreign]));
    expect(refused.errors).toEqual(REFUSED);
    expect(await storedSellerIds(created.campaign!.id)).toEqual([own]);
  });

  it("does not approve a campaign saved with another company's seller before the rule; rejecting still works", async () => {
    await setFlag(false);
    const created = (await create('owner@demo.test', filterInput([foreign]))).campaign!;
    await setFlag(true);
    const staff = await signedIn(testApp, 'staff@demo.test');
    const review = (status: string, notes?: string) =>
      staff.gql<{ updateSponsorCampaign: Payload }>(UPDATE, { id: created.id, status, notes });
    const approved = (await review('SCHEDULED')).body.data!.updateSponsorCampaign;
    expect(approved).toMatchObject({ ok: false, campaign: null });
    expect(approved.errors).toEqual(REFUSED);
    const rejected = (await review('REJECTED', 'Sellers not yours')).body.data!.updateSponsorCampaign;
    expect(rejected.errors).toEqual([]);
    // An own seller's campaign is approved as before.
    const mine = (await create('owner@demo.test', filterInput([own]))).campaign!;
    const ok = await staff.gql<{ updateSponsorCampaign: Payload }>(UPDATE, {
      id: mine.id,
      status: 'SCHEDULED',
    });
    expect(ok.body.data!.updateSponsorCampaign.errors).toEqual([]);
  });

  it('still answers an unknown or other-catalog seller with requireSeller', async () => {
    const refused = await create('owner@demo.test', filterInput(['999999']));
    expect(refused.errors).toEqual([{ field: FIELD, messages: ['sponsorRules:requireSeller'] }]);
  });
});

describe('typed SKUs with validate_uploaded_product_seller on', () => {
  const SKUS = 'adSet.productAd.skus';
  const refusedSku = (sku: string) => `sponsorRules:skuSellerNotInCompany?sku=${sku}`;

  it("refuses a typed SKU of another company's seller at the SKU field, on create and on save", async () => {
    const before = await campaignCount();
    const refused = await create(
      'owner@demo.test',
      productInput(f, {}, { productAd: { name: 'Typed', skus: [f.skus[0], foreignSku] } }),
    );
    expect(refused).toMatchObject({ ok: false, campaign: null });
    expect(refused.errors).toEqual([{ field: SKUS, messages: [refusedSku(foreignSku)] }]);
    expect(await campaignCount()).toBe(before);

    const created = await create('owner@demo.test', productInput(f));
    expect(created.errors).toEqual([]);
    const saved = await save(
      'owner@demo.test',
      created.campaign!.id,
      productInput(f, {}, { productAd: { name: 'Typed', skus: [foreignSku] } }),
    );
    expect(saved.errors).toEqual([{ field: SKUS, messages: [refusedSku(foreignSku)] }]);
  });

  it("refuses a banner's SKU of another company's seller at the placement", async () => {
    const refused = await create('owner@demo.test', bannerInput(f, { skus: [foreignSku] }));
    expect(refused.errors).toEqual([
      { field: 'adSet.bannerAd.placements.0.skus', messages: [refusedSku(foreignSku)] },
    ]);
  });

  it('does not approve a campaign saved with such a SKU before the rule', async () => {
    await setFlag(false);
    const input = productInput(f, {}, { productAd: { name: 'Typed', skus: [foreignSku] } });
    const created = (await create('owner@demo.test', input)).campaign!;
    await setFlag(true);
    const staff = await signedIn(testApp, 'staff@demo.test');
    const approved = (
      await staff.gql<{ updateSponsorCampaign: Payload }>(UPDATE, { id: created.id, status: 'SCHEDULED' })
    ).body.data!.updateSponsorCampaign;
    expect(approved).toMatchObject({ ok: false, campaign: null });
    expect(approved.errors).toEqual([{ field: SKUS, messages: [refusedSku(foreignSku)] }]);
  });

  it('takes the same SKU with the flag off', async () => {
    await setFlag(false);
    const created = await create(
      'owner@demo.test',
      productInput(f, {}, { productAd: { name: 'Typed', skus: [foreignSku] } }),
    );
    expect(created.errors).toEqual([]);
  });
});

describe('product filter sellers with validate_uploaded_product_seller off', () => {
  it('create, quick create and save take any seller of the catalog', async () => {
    await setFlag(false);
    const created = await create('owner@demo.test', filterInput([foreign]));
    expect(created.errors).toEqual([]);
    expect(created.campaign!.adsetSet[0]!.productAd!.productSellerIds).toEqual([foreign]);
    const quickOne = await quick([foreign]);
    expect(quickOne.errors).toEqual([]);
    const saved = await save('owner@demo.test', created.campaign!.id, filterInput([own, foreign]));
    expect(saved.errors).toEqual([]);
    expect(await storedSellerIds(created.campaign!.id)).toEqual([own, foreign]);
  });
});
