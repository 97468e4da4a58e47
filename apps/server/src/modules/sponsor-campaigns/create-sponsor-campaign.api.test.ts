import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sponsorCampaigns, sponsorHistory } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import {
  bannerInput,
  CREATE,
  DAY_MS,
  type Fixture,
  loadFixture,
  messagesOf,
  type Payload,
  productInput,
  signedIn,
} from './campaign-test-support';

let testApp: TestApp;
let f: Fixture;
beforeAll(async () => {
  testApp = await createTestApp();
  f = await loadFixture(testApp);
});
afterAll(() => testApp.close());

async function create(email: string, campaign: unknown, headers: Record<string, string> = {}) {
  const client = await signedIn(testApp, email);
  return client.gql<{ createSponsorCampaign: Payload }>(CREATE, { campaign }, headers);
}

async function createErrors(campaign: unknown) {
  const result = await create('owner@demo.test', campaign);
  expect(result.body.errors).toBeUndefined();
  expect(result.body.data!.createSponsorCampaign.ok).toBe(false);
  return result.body.data!.createSponsorCampaign.errors;
}

describe('createSponsorCampaign', () => {
  it('creates a product campaign with SKUs waiting for approval, and logs every object as created', async () => {
    const result = await create('member@demo.test', productInput(f));
    const payload = result.body.data!.createSponsorCampaign;
    expect(payload.errors).toEqual([]);
    const campaign = payload.campaign!;
    expect(campaign).toMatchObject({
      name: 'Northwind SKUs',
      adType: 'PRODUCT',
      status: 'PENDING_FOR_APPROVAL',
    });
    expect(campaign.supplier.id).toBe(String(f.acmeId));
    const [adSet] = campaign.adsetSet;
    expect(adSet).toMatchObject({
      status: 'PENDING_FOR_APPROVAL',
      runningStatus: 'STARTED',
      budgetType: 'DAILY',
      budgetDailyTotal: '20',
      budgetTotal: null,
      bidType: 'AUTOMATED',
    });
    expect(adSet!.productAd!.skus).toEqual(f.skus);

    const rows = await testApp.deps.db
      .select()
      .from(sponsorHistory)
      .where(eq(sponsorHistory.campaignId, Number(campaign.id)))
      .orderBy(asc(sponsorHistory.id));
    expect(rows.map((row) => row.objectType)).toEqual(['CAMPAIGN', 'AD_SET', 'AD']);
    const changes = rows.flatMap(
      (row) => row.changes as { actionType: string; field: string; new: string }[],
    );
    expect(changes.every((change) => change.actionType === '+')).toBe(true);
    expect(changes).toContainEqual(
      expect.objectContaining({ field: 'name', new: 'Northwind SKUs', old: null }),
    );
    expect(changes).toContainEqual(expect.objectContaining({ field: 'budgetDailyTotal', new: '20.00' }));
    expect(changes).toContainEqual(expect.objectContaining({ field: 'skus', new: f.skus.join(', ') }));
    expect(rows[0]!.updatedBy).not.toBeNull();
  });

  it('creates a product campaign from a category and price filter', async () => {
    const result = await create(
      'owner@demo.test',
      productInput(
        f,
        { name: 'Northwind by category' },
        {
          productAd: {
            productCategoryIds: [String(f.categoryId)],
            productSellerIds: [String(f.sellerId)],
            productMinPrice: '1',
            productMaxPrice: '5000',
          },
        },
      ),
    );
    const payload = result.body.data!.createSponsorCampaign;
    expect(payload.errors).toEqual([]);
    expect(payload.campaign!.adsetSet[0]!.productAd).toMatchObject({
      skus: [],
      productCategoryIds: [String(f.categoryId)],
      productMinPrice: '1',
      productMaxPrice: '5000',
    });
  });

  it('creates a banner campaign with a placement whose image this company uploaded', async () => {
    const result = await create('owner@demo.test', bannerInput(f));
    const payload = result.body.data!.createSponsorCampaign;
    expect(payload.errors).toEqual([]);
    expect(payload.campaign!.adType).toBe('BANNER');
    expect(payload.campaign!.adsetSet[0]!.productAd).toBeNull();
    expect(payload.campaign!.adsetSet[0]!.bannerAd!.placements).toEqual([
      {
        id: String(f.desktopHomeId),
        bannerType: 'DESKTOP_HOME',
        url: f.imageUrl,
        landingUrl: `${f.sgBaseUrl}/women/northwind`,
        deeplink: null,
        skus: [],
      },
    ]);
  });

  it('completes a landing path with the catalog base URL', async () => {
    const result = await create('owner@demo.test', bannerInput(f, { landingUrl: '/sale' }));
    const payload = result.body.data!.createSponsorCampaign;
    expect(payload.errors).toEqual([]);
    expect(payload.campaign!.adsetSet[0]!.bannerAd!.placements[0]!.landingUrl).toBe(`${f.sgBaseUrl}/sale`);
  });

  it('refuses a VIEWER (cannot launch campaigns)', async () => {
    const result = await create('viewer@demo.test', productInput(f));
    expect(result.body.errors?.[0]?.message).toBe('common:permissionDenied');
  });

  it('needs an acting company for staff, and creates in the company of X-Company-Id', async () => {
    const without = await create('staff@demo.test', productInput(f));
    expect(without.body.data!.createSponsorCampaign.errors[0]!.messages).toEqual([
      'sponsorRules:errorGettingCompanyId',
    ]);
    const withHeader = await create('staff@demo.test', productInput(f), { 'x-company-id': String(f.acmeId) });
    expect(withHeader.body.data!.createSponsorCampaign.campaign!.supplier.id).toBe(String(f.acmeId));
  });

  it("refuses another company's brand and a catalog the brand does not sell in", async () => {
    const errors = await createErrors(productInput(f, { brandId: String(f.boltBrandId) }));
    expect(messagesOf(errors, 'brandId')).toContain('sponsorRules:brandIsNotSelected');
    const nobrand = await create('nobrand@demo.test', productInput(f));
    expect(messagesOf(nobrand.body.data!.createSponsorCampaign.errors, 'brandId')).toContain(
      'sponsorRules:brandIsNotSelected',
    );
  });

  it('refuses an empty campaign (a Finish from an unfilled wizard) with field errors, writing nothing', async () => {
    const before = await testApp.deps.db.select({ id: sponsorCampaigns.id }).from(sponsorCampaigns);
    for (const campaign of [
      { adSet: {} },
      {
        name: '',
        goal: 'DRIVE_SALES',
        adSet: { name: '', budgetType: 'ALWAYS_ON', scheduleType: 'START_DATE' },
      },
    ]) {
      const result = await create('owner@demo.test', campaign);
      expect(result.body.errors).toBeUndefined();
      const payload = result.body.data!.createSponsorCampaign;
      expect(payload.ok).toBe(false);
      expect(payload.campaign).toBeNull();
      expect(messagesOf(payload.errors, 'name')).toContain('sponsorRules:requireFillOutTheField');
      expect(messagesOf(payload.errors, 'adType')).toContain('sponsorRules:requireAdType');
      expect(messagesOf(payload.errors, 'brandId')).toContain('sponsorRules:brandIsNotSelected');
      expect(messagesOf(payload.errors, 'adSet.catalogId')).toContain(
        'sponsorRules:targetCountryIsNotSelected',
      );
    }
    const after = await testApp.deps.db.select({ id: sponsorCampaigns.id }).from(sponsorCampaigns);
    expect(after).toHaveLength(before.length);
  });

  it('refuses a start date in the past', async () => {
    const errors = await createErrors(
      productInput(f, {}, { startDate: new Date(Date.now() - 3 * DAY_MS).toISOString() }),
    );
    expect(messagesOf(errors, 'adSet.startDate')).toContain('sponsorRules:startDateInPast');
  });

  it('refuses budgets below the minimum', async () => {
    const errors = await createErrors(
      productInput(f, {}, { budgetType: 'DAILY_TOTAL', budgetDailyTotal: '0.5', budgetTotal: '0.2' }),
    );
    expect(messagesOf(errors, 'adSet.budgetDailyTotal')).toContain(
      'sponsorRules:dailyBudgetLessThanMin?min=1',
    );
    expect(messagesOf(errors, 'adSet.budgetTotal')).toContain('sponsorRules:totalBudgetLessThanMin?min=1');
  });

  it('refuses exactly 5,000 SKUs (spec 2 §5: 5000 or more) and reports each unknown SKU', async () => {
    const many = Array.from({ length: 5000 }, (_, i) => `SKU-${i}`);
    const tooMany = await createErrors(productInput(f, {}, { productAd: { skus: many } }));
    expect(messagesOf(tooMany, 'adSet.productAd.skus')).toContain('sponsorRules:maxSkus?max=4999');
    const unknown = await createErrors(
      productInput(f, {}, { productAd: { skus: [f.skus[0], 'NOPE-1', 'NOPE-2'] } }),
    );
    expect(messagesOf(unknown, 'adSet.productAd.skus')).toEqual([
      'sponsorRules:skuNotFound?sku=NOPE-1',
      'sponsorRules:skuNotFound?sku=NOPE-2',
    ]);
  });

  it('refuses 1,001 keywords', async () => {
    const keywords = Array.from({ length: 1001 }, (_, i) => `keyword ${i}`);
    const errors = await createErrors(productInput(f, {}, { keywords }));
    expect(messagesOf(errors, 'adSet.keywords')).toContain('sponsorRules:maxKeywords?max=1000');
  });

  it('refuses a min price above the max price', async () => {
    const errors = await createErrors(
      productInput(f, {}, { productAd: { productMinPrice: '100', productMaxPrice: '10' } }),
    );
    expect(messagesOf(errors, 'adSet.productAd.productMinPrice')).toContain(
      'sponsorRules:requireMinPriceLowerThanMaxPrice',
    );
  });

  it('refuses a landing URL outside the catalog, an unknown banner type and an image not uploaded here', async () => {
    const outside = await createErrors(bannerInput(f, { landingUrl: 'https://evil.example/phish' }));
    expect(messagesOf(outside, 'adSet.bannerAd.placements.0.landingUrl')).toEqual([
      `sponsorRules:invalidBaseUrl?baseUrl=${encodeURIComponent(f.sgBaseUrl)}`,
    ]);
    const unknownType = await createErrors(bannerInput(f, { id: '999999' }));
    expect(messagesOf(unknownType, 'adSet.bannerAd.placements.0.id')).toContain(
      'sponsorRules:unknownBannerType',
    );
    const foreignImage = await createErrors(bannerInput(f, { url: '/uploads/someone-else.png' }));
    expect(messagesOf(foreignImage, 'adSet.bannerAd.placements.0.url')).toEqual([
      'sponsorRules:imageNotUploaded',
    ]);
  });

  it('refuses a search placement without a category and a product bid below the minimum', async () => {
    const search = await createErrors(bannerInput(f, { id: String(f.desktopSearchId) }));
    expect(messagesOf(search, 'adSet.bannerCategoryIds')).toContain('sponsorRules:requireCategory');
    const bid = await createErrors(
      productInput(f, {}, { bidType: 'MAXIMUM_CPC', bidWalletCurrency: '0.01' }),
    );
    expect(messagesOf(bid, 'adSet.bidWalletCurrency')[0]).toMatch(
      /^sponsorRules:requireEnterHigherMinimumBid\?min=/,
    );
  });

  it('requires a name, an ad type and a catalog', async () => {
    const errors = await createErrors(productInput(f, { name: '  ', adType: null }, { catalogId: null }));
    expect(messagesOf(errors, 'name')).toContain('sponsorRules:requireFillOutTheField');
    expect(messagesOf(errors, 'adType')).toContain('sponsorRules:requireAdType');
    expect(messagesOf(errors, 'adSet.catalogId')).toContain('sponsorRules:targetCountryIsNotSelected');
  });
});
