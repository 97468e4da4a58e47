import { and, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { directSales } from '../../db/rollup-direct-sales';
import {
  adRollupsHourly,
  bannerTypes,
  brands,
  catalogs,
  companies,
  companySellers,
  currencies,
  products,
  segments,
  sponsorAdSets,
  sponsorBannerAds,
  sponsorBannerPlacements,
  sponsorProductAds,
} from '../../db/schema/index';
import { isFlagActive } from '../company/company-settings';
import { loadCategories } from '../sponsor-catalog/category-tree';

/** How far back the auction's click history reaches. */
export const HISTORY_DAYS = 30;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/**
 * The first instant of the history window: the first whole UTC hour at or after `now` − 30 days, so the
 * rollup's hours and the raw events read for the charged counts cover the same events.
 */
export function historySince(now: Date): Date {
  return new Date(Math.ceil((now.getTime() - HISTORY_DAYS * DAY_MS) / HOUR_MS) * HOUR_MS);
}

/** Statuses the index loads: those that serve, and NOT_DELIVERING, which the engine may lift again. */
const loadedStatuses = ['SCHEDULED', 'DELIVERING', 'NOT_DELIVERING'] as const;
/** COMPLETED ad sets are loaded only when the engine completed them for want of SKUs (delivery-index-status.ts). */
const completedForNoSku = 'NO_SKU';

const adSetColumns = {
  id: sponsorAdSets.id,
  campaignId: sponsorAdSets.campaignId,
  companyId: sponsorAdSets.companyId,
  brandId: sponsorAdSets.brandId,
  catalogId: sponsorAdSets.catalogId,
  adType: sponsorAdSets.adType,
  status: sponsorAdSets.status,
  effectiveStatus: sponsorAdSets.effectiveStatus,
  budgetType: sponsorAdSets.budgetType,
  budgetTotalMicros: sponsorAdSets.budgetTotalMicros,
  budgetDailyMicros: sponsorAdSets.budgetDailyMicros,
  startDate: sponsorAdSets.startDate,
  endDate: sponsorAdSets.endDate,
  bidType: sponsorAdSets.bidType,
  bidMicros: sponsorAdSets.bidMicros,
  targetRoas: sponsorAdSets.targetRoas,
  tagIds: sponsorAdSets.tagIds,
  keywords: sponsorAdSets.keywords,
  negativeKeywords: sponsorAdSets.negativeKeywords,
  minAge: sponsorAdSets.minAge,
  maxAge: sponsorAdSets.maxAge,
  gender: sponsorAdSets.gender,
  locations: sponsorAdSets.locations,
  trafficControl: sponsorAdSets.trafficControl,
  bannerCategoryIds: sponsorAdSets.bannerCategoryIds,
  segmentIds: sponsorAdSets.segmentIds,
  walletRate: currencies.rate,
};

/** The banner placements of the ad sets' banner ads not removed, each with its banner type. */
export function loadBannerPlacements(db: Db, adSetIds: number[]) {
  return db
    .select({
      adSetId: sponsorBannerAds.adSetId,
      bannerType: bannerTypes.bannerType,
      imageUrl: sponsorBannerPlacements.imageUrl,
      landingUrl: sponsorBannerPlacements.landingUrl,
      deeplink: sponsorBannerPlacements.deeplink,
      skus: sponsorBannerPlacements.skus,
    })
    .from(sponsorBannerPlacements)
    .innerJoin(sponsorBannerAds, eq(sponsorBannerAds.id, sponsorBannerPlacements.bannerAdId))
    .innerJoin(bannerTypes, eq(bannerTypes.id, sponsorBannerPlacements.bannerTypeId))
    .where(and(inArray(sponsorBannerAds.adSetId, adSetIds), isNull(sponsorBannerAds.removedAt)));
}

export type DeliveryRows = Awaited<ReturnType<typeof loadDeliveryRows>>;
export type AdSetRow = DeliveryRows['adSets'][number];
export type ProductRow = DeliveryRows['products'][number];
export type HistoryRow = DeliveryRows['history'][number];

/**
 * Everything the index is built from, in a handful of set-based reads (none per ad set, none of raw events):
 * the catalogs, the live ad sets with their company's wallet rate, their product ads, banner placements, the
 * products of their catalogs, the category tree, brand and segment names, and 30 days of history per ad set
 * and SKU from the hourly rollup: impressions and clicks (the predicted CTR's input and a target-ROAS bid's
 * events) and the direct sales (click 7-day plus view 7-day, no halo; decision 0255), the sales the reports'
 * ROAS divides, so a target ROAS aims at the ROAS the reports show. With the flag
 * validate_uploaded_product_seller on, also the sellers of the companies with ad sets (decision 0267: only
 * their products are served, a product ad's and a banner's SKUs alike), in one read; `companySellers` is null with the flag off.
 */
export async function loadDeliveryRows(db: Db, now: Date) {
  const [catalogRows, adSets, categoryNodes, sellerRule] = await Promise.all([
    db.select({ id: catalogs.id, code: catalogs.code, timeZone: catalogs.timeZone }).from(catalogs),
    db
      .select(adSetColumns)
      .from(sponsorAdSets)
      .innerJoin(companies, eq(companies.id, sponsorAdSets.companyId))
      .innerJoin(currencies, eq(currencies.code, companies.walletCurrency))
      .where(
        and(
          or(
            inArray(sponsorAdSets.status, loadedStatuses),
            and(eq(sponsorAdSets.status, 'COMPLETED'), eq(sponsorAdSets.effectiveStatus, completedForNoSku)),
          ),
          eq(sponsorAdSets.runningStatus, 'STARTED'),
          isNull(sponsorAdSets.removedAt),
          or(isNull(sponsorAdSets.endDate), gte(sponsorAdSets.endDate, now)),
        ),
      ),
    loadCategories(db),
    isFlagActive({ db }, 'validate_uploaded_product_seller'),
  ]);
  const adSetIds = adSets.map((row) => row.id);
  const companyIds = [...new Set(adSets.map((row) => row.companyId))];
  const catalogIds = [...new Set(adSets.map((row) => row.catalogId))];
  const none = adSetIds.length === 0;
  const since = historySince(now);
  const [productAds, placements, productRows, brandRows, segmentRows, history, sellerRows] =
    await Promise.all([
      none
        ? []
        : db
            .select({
              adSetId: sponsorProductAds.adSetId,
              skus: sponsorProductAds.skus,
              minPriceMicros: sponsorProductAds.productMinPriceMicros,
              maxPriceMicros: sponsorProductAds.productMaxPriceMicros,
              categoryIds: sponsorProductAds.productCategoryIds,
              sellerIds: sponsorProductAds.productSellerIds,
            })
            .from(sponsorProductAds)
            .where(and(inArray(sponsorProductAds.adSetId, adSetIds), isNull(sponsorProductAds.removedAt))),
      none ? [] : loadBannerPlacements(db, adSetIds),
      catalogIds.length === 0
        ? []
        : db
            .select({
              sku: products.sku,
              catalogId: products.catalogId,
              name: products.name,
              categoryId: products.categoryId,
              brandId: products.brandId,
              sellerId: products.sellerId,
              priceMicros: products.priceMicros,
              stock: products.stock,
            })
            .from(products)
            .where(inArray(products.catalogId, catalogIds)),
      db.select({ id: brands.id, name: brands.name }).from(brands),
      db.select({ id: segments.id, name: segments.name }).from(segments),
      none
        ? []
        : db
            .select({
              adSetId: adRollupsHourly.adSetId,
              sku: adRollupsHourly.sku,
              impressions: sql<string>`sum(${adRollupsHourly.impressions})`,
              clicks: sql<string>`sum(${adRollupsHourly.clicks})`,
              salesMicros: sql<string>`sum(${directSales(adRollupsHourly)})`,
            })
            .from(adRollupsHourly)
            .where(and(inArray(adRollupsHourly.adSetId, adSetIds), gte(adRollupsHourly.hour, since)))
            .groupBy(adRollupsHourly.adSetId, adRollupsHourly.sku),
      !sellerRule || companyIds.length === 0
        ? []
        : db
            .select({ companyId: companySellers.companyId, sellerId: companySellers.sellerId })
            .from(companySellers)
            .where(inArray(companySellers.companyId, companyIds)),
    ]);
  return {
    catalogs: catalogRows,
    adSets,
    productAds,
    placements,
    products: productRows,
    categories: categoryNodes,
    brands: brandRows,
    segments: segmentRows,
    history: history.map((row) => ({
      adSetId: row.adSetId,
      sku: row.sku,
      impressions: Number(row.impressions),
      clicks: Number(row.clicks),
      salesMicros: BigInt(row.salesMicros ?? 0),
    })),
    /** The product ad sets' companies' sellers while validate_uploaded_product_seller is on; null: off. */
    companySellers: sellerRule ? sellerRows : null,
  };
}
