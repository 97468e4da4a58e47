import type { SponsorAdType } from '@portal/domain/sponsor-campaign-form';
import { addDays, startOfZonedDay, zonedDay } from '@portal/domain/zoned-day';
import { and, asc, eq } from 'drizzle-orm';
import { insertCampaign } from '../../modules/sponsor-lists/insert-campaign';
import type { ObjectStorage } from '../../modules/storage/object-storage';
import type { Db } from '../client';
import {
  bannerTypes,
  brands,
  catalogs,
  companies,
  companyBrands,
  companySellers,
  products,
  sponsorCampaigns,
  users,
} from '../schema/index';
import { storeDemoBannerImage } from './demo-banner-images';
import { demoBannerCategoryIds, demoSegmentIds } from './demo-banner-targets';
import { bannerSpecs, type DemoCampaignSpec, productSpecs } from './demo-sponsor-specs';

const DAY_MS = 86_400_000;
const units = (whole: number) => BigInt(whole) * 1_000_000n;

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const DEMO_SKUS_PER_CAMPAIGN = 6;

/**
 * Acme Fashion's demo campaigns (demo-sponsor-specs.ts): product and banner campaigns in every list status,
 * with real SKUs of its brands sold by its own sellers (the only ones it may advertise, decision 0267), banner
 * placements showing a banner of the brand at the banner type's size (demo-banner-images.ts), search
 * placements with their categories and segments (demo-banner-targets.ts), and '+' activity rows by the
 * owner: each passes the wizard's rules as it is (demo-campaigns-valid.api.test.ts). Dates hang on `now`'s UTC day; the delivering ones started within the demo
 * history's 90 days (delivery/demo-history-job.ts), which gives them, and the completed ones, their figures:
 * no status or figure here is the engine's. Product and banner campaigns are
 * seeded separately, each only while Acme has none of that type; banner campaigns wait until the
 * banner types exist.
 */
export async function seedDemoSponsorCampaigns(
  db: Db,
  { now = new Date(), storage }: { now?: Date; storage: ObjectStorage },
) {
  const [acmeRow] = await db.select().from(companies).where(eq(companies.name, 'Acme Fashion'));
  if (!acmeRow) return;
  const acme = acmeRow;
  const existing = await db
    .selectDistinct({ adType: sponsorCampaigns.adType })
    .from(sponsorCampaigns)
    .where(eq(sponsorCampaigns.companyId, acme.id));
  const has = (adType: SponsorAdType) => existing.some((row) => row.adType === adType);
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'owner@demo.test'));
  const brandRows = await db
    .select({ id: brands.id, name: brands.name, color: brands.color })
    .from(companyBrands)
    .innerJoin(brands, eq(brands.id, companyBrands.brandId))
    .where(eq(companyBrands.companyId, acme.id));
  const catalogRows = await db.select().from(catalogs);
  const sellerIds = (await db.select().from(companySellers).where(eq(companySellers.companyId, acme.id))).map(
    (row) => row.sellerId,
  );
  const typeRows = await db.select().from(bannerTypes);
  const anchor = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  const day = (offset: number) => new Date(anchor + offset * DAY_MS);
  // A schedule's days are the catalog's (decision 0171), as the wizard writes them: a start at the day's
  // first instant there, an end at its last (the campaign runs through its end day).
  const startOf = (offset: number, zone: string) =>
    startOfZonedDay(addDays(zonedDay(now, zone), offset), zone);
  const endOf = (offset: number, zone: string) => new Date(startOf(offset + 1, zone).getTime() - 1);

  // The company's own sellers' products: with validate_uploaded_product_seller (on by default) the wizard
  // refuses any other SKU and the engine serves none (decision 0267). The demo's products (5000) give each
  // campaign some; a test database of a few hundred may give none, and then the brand's first SKUs stand in
  // (a product ad without SKUs would serve the whole brand).
  // Two campaigns of one brand in one catalog promote different SKUs where there are enough (one ad per SKU
  // per page: the same six in both would leave the second to the pages the first does not win).
  const skusTaken = new Map<string, number>();
  async function skusOf(tx: Db, brandId: number, catalogId: number) {
    const rows = await tx
      .select({ sku: products.sku, sellerId: products.sellerId })
      .from(products)
      .where(and(eq(products.brandId, brandId), eq(products.catalogId, catalogId)))
      .orderBy(asc(products.sku));
    const own = rows.filter((row) => sellerIds.includes(row.sellerId));
    const pool = own.length > 0 ? own : rows;
    const key = `${brandId}:${catalogId}`;
    const taken = skusTaken.get(key) ?? 0;
    const start = taken + DEMO_SKUS_PER_CAMPAIGN <= pool.length ? taken : 0;
    skusTaken.set(key, start + DEMO_SKUS_PER_CAMPAIGN);
    return pool.slice(start, start + DEMO_SKUS_PER_CAMPAIGN).map((row) => row.sku);
  }

  async function seed(tx: Db, specs: DemoCampaignSpec[], adType: SponsorAdType, offset: number) {
    for (const [index, spec] of specs.entries()) {
      const brand = brandRows.find((row) => row.name === spec.brand);
      const catalog = catalogRows.find((row) => row.code === spec.catalog);
      if (!brand || !catalog) continue;
      const placements: { bannerTypeId: number; imageUrl: string; landingUrl: string }[] = [];
      for (const code of spec.placements ?? []) {
        const type = typeRows.find((row) => row.bannerType === code);
        if (!type) continue;
        placements.push({
          bannerTypeId: type.id,
          imageUrl: await storeDemoBannerImage(tx, storage, {
            companyId: acme.id,
            uploadedBy: owner?.id ?? null,
            brand,
            bannerType: type,
          }),
          landingUrl: `${catalog.baseUrl}/${slug(spec.brand)}`,
        });
      }
      const [budgetType, daily, total] = spec.budget;
      await insertCampaign(tx, {
        companyId: acme.id,
        brandId: brand.id,
        catalogId: catalog.id,
        name: spec.name,
        adType,
        status: spec.status,
        runningStatus: spec.runningStatus,
        notes: spec.notes,
        budgetType,
        budgetDailyMicros: daily === null ? null : units(daily),
        budgetTotalMicros: total === null ? null : units(total),
        startDate: startOf(spec.start, catalog.timeZone),
        endDate: spec.end === undefined ? null : endOf(spec.end, catalog.timeZone),
        keywords: spec.keywords,
        bannerCategoryIds: await demoBannerCategoryIds(tx, {
          brandId: brand.id,
          catalogId: catalog.id,
          paths: spec.categories ?? [],
        }),
        segmentIds: await demoSegmentIds(tx, { catalogId: catalog.id, names: spec.segments ?? [] }),
        skus: adType === 'PRODUCT' ? await skusOf(tx, brand.id, catalog.id) : [],
        placements,
        // Created before it starts, one campaign an hour apart so "newest first" is stable.
        createdAt: new Date(Math.min(day(spec.start - 3).getTime(), anchor - (offset + index) * 3_600_000)),
        createdBy: owner?.id ?? null,
      });
    }
  }

  // One transaction per type: a failed run leaves no half-seeded list behind.
  if (!has('PRODUCT')) await db.transaction((tx) => seed(tx, productSpecs, 'PRODUCT', 0));
  const bannerTypesReady = bannerSpecs.every((spec) =>
    (spec.placements ?? []).every((code) => typeRows.some((row) => row.bannerType === code)),
  );
  if (!has('BANNER') && bannerTypesReady)
    await db.transaction((tx) => seed(tx, bannerSpecs, 'BANNER', productSpecs.length));
}
