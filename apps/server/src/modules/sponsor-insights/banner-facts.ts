import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, products, segments } from '../../db/schema/index';
import { bannerCreative, goneTargets, isInStock } from '../delivery/delivery-index-build';
import { loadBannerPlacements } from '../delivery/delivery-index-load';
import type { BannerFacts } from './diagnostic-checks';

/**
 * A banner ad set's targets and creatives read with the delivery index's own rules (decision 0260): its
 * placements as the index loads them, `goneTargets` for the deleted categories and segments, and
 * `bannerCreative` for the creatives the index drops.
 */
export async function bannerFacts(
  db: Db,
  adSet: { id: number; catalogId: number; bannerCategoryIds: number[]; segmentIds: number[] },
  /** As the engine picks SKUs: with validate_uploaded_product_seller on, the company's sellers (0267). */
  ownSellers: ReadonlySet<number> | null,
): Promise<BannerFacts> {
  const [categoryRows, segmentRows, placements] = await Promise.all([
    adSet.bannerCategoryIds.length === 0
      ? []
      : db
          .select({ id: categories.id })
          .from(categories)
          .where(inArray(categories.id, adSet.bannerCategoryIds)),
    adSet.segmentIds.length === 0
      ? []
      : db.select({ id: segments.id }).from(segments).where(inArray(segments.id, adSet.segmentIds)),
    loadBannerPlacements(db, [adSet.id]),
  ]);
  const skus = [...new Set(placements.flatMap((placement) => placement.skus))];
  const stock =
    skus.length === 0
      ? []
      : await db
          .select({ sku: products.sku, stock: products.stock, sellerId: products.sellerId })
          .from(products)
          .where(and(eq(products.catalogId, adSet.catalogId), inArray(products.sku, skus)));
  const bySku = new Map(
    stock.map((row) => [row.sku, { inStock: isInStock(row.stock), sellerId: row.sellerId }]),
  );
  const gone = goneTargets(
    adSet,
    new Set(categoryRows.map((row) => row.id)),
    new Set(segmentRows.map((row) => row.id)),
  );
  // The index keeps one creative per banner type: a type serves when one of its placements does.
  const serving = new Set(
    placements
      .filter((placement) => bannerCreative(placement, bySku, ownSellers))
      .map((placement) => placement.bannerType),
  );
  return {
    categories: { listed: new Set(adSet.bannerCategoryIds).size, gone: gone.categories },
    segments: { listed: new Set(adSet.segmentIds).size, gone: gone.segments },
    servable: serving.size,
    unservable: placements
      .filter((placement) => !serving.has(placement.bannerType))
      // bannerCreative drops a placement for one of two reasons: no image, or no landing URL and no SKU left.
      .map((placement) => ({
        bannerType: placement.bannerType,
        reason: placement.imageUrl ? 'NO_PRODUCT_LEFT' : 'NO_IMAGE',
        skus: placement.skus,
      })),
  };
}
