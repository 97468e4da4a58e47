import { SEARCH_PLACEMENTS } from '@portal/domain/sponsor-validation';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateCampaignInput } from '../../modules/sponsor-campaigns/validate-campaign-input';
import { loadCampaignBundle } from '../../modules/sponsor-campaigns/write-campaign-rows';
import { productCategories } from '../../modules/sponsor-catalog/product-lookup';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { bannerTypes, companies, sponsorCampaigns, uploadedImages } from '../schema/index';
import { savedCampaignInput } from './saved-campaign-input';
import { DEFAULT_DEMO_PRODUCT_COUNT } from './seed-demo-marketplace';

let testApp: TestApp;
beforeAll(async () => {
  // As many products as a demo start seeds: the demo as its users see it.
  testApp = await createTestApp({ demoProductCount: DEFAULT_DEMO_PRODUCT_COUNT });
});
afterAll(() => testApp.close());

async function demoCampaigns() {
  const { db } = testApp.deps;
  const [acme] = await db.select().from(companies).where(eq(companies.name, 'Acme Fashion'));
  const rows = await db.select().from(sponsorCampaigns).where(eq(sponsorCampaigns.companyId, acme!.id));
  return Promise.all(rows.map((campaign) => loadCampaignBundle(db, campaign)));
}

describe('every demo campaign', () => {
  it('passes the validation the server runs when a user saves it unchanged', async () => {
    const bundles = await demoCampaigns();
    expect(bundles.filter((bundle) => bundle.campaign.adType === 'BANNER').length).toBeGreaterThan(0);
    const refused: Record<string, unknown> = {};
    for (const bundle of bundles) {
      const result = await validateCampaignInput({
        deps: testApp.deps,
        input: {
          companyId: bundle.campaign.companyId,
          campaign: savedCampaignInput(bundle),
          isQuickCreate: bundle.campaign.isQuickCreate,
          // As updateSponsorCampaign: a saved start may lie in the past, except a DRAFT's.
          originalStartDate: bundle.adSet!.status === 'DRAFT' ? null : bundle.adSet!.startDate,
        },
      });
      if (!result.ok) refused[bundle.campaign.name] = result.errors;
    }
    expect(refused).toEqual({});
  });

  it("names banner categories the wizard offers, and shows images of the company at the banner type's size", async () => {
    const { db } = testApp.deps;
    const types = new Map((await db.select().from(bannerTypes)).map((type) => [type.id, type]));
    const banners = (await demoCampaigns()).filter((bundle) => bundle.campaign.adType === 'BANNER');
    const searchBanners = banners.filter((bundle) =>
      bundle.placements.some((placement) =>
        (SEARCH_PLACEMENTS as readonly string[]).includes(types.get(placement.bannerTypeId)!.bannerType),
      ),
    );
    expect(searchBanners.map((bundle) => bundle.campaign.name).sort()).toEqual([
      'Harbor Lane Search Banner',
      'Kite Athletics Tile Campaign',
    ]);
    for (const { campaign, adSet, placements } of banners) {
      // The category select lists the categories holding the brand's products in the catalog.
      const offered = await productCategories({
        deps: testApp.deps,
        input: {
          catalogId: adSet!.catalogId,
          brandIds: [campaign.brandId],
          onlyWithProducts: true,
          maxDepth: 4,
        },
      });
      const offeredIds = offered.map((category) => category.id);
      for (const id of adSet!.bannerCategoryIds) expect(offeredIds, campaign.name).toContain(id);
      const images = await db
        .select()
        .from(uploadedImages)
        .where(
          and(
            eq(uploadedImages.companyId, campaign.companyId),
            inArray(
              uploadedImages.url,
              placements.map((placement) => placement.imageUrl!),
            ),
          ),
        );
      for (const placement of placements) {
        const type = types.get(placement.bannerTypeId)!;
        expect(images.find((image) => image.url === placement.imageUrl)).toMatchObject({
          width: type.width,
          height: type.height,
        });
      }
    }
  });

  it('serves its banner images', async () => {
    const [bundle] = (await demoCampaigns()).filter((candidate) => candidate.campaign.adType === 'BANNER');
    const url = bundle!.placements[0]!.imageUrl!;
    const answer = await testApp.app.inject({ method: 'GET', url });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('image/svg+xml');
    expect(answer.body).toContain('<svg');
  });
});
