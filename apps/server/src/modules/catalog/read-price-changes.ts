import { and, asc, eq, inArray, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { priceHistory, products } from '../../db/schema/index';

/**
 * The `price_history` rows of the catalogs' products (of `skus` only, when given) published up to `until`,
 * in publishing order, each with its product's catalog and SKU: what `priceTimeline` (packages/domain
 * price-state.ts) reads, for the SKU price-history chart and the demo history's purchases.
 */
export function readPriceChanges(
  db: Db,
  { catalogIds, skus, until }: { catalogIds: readonly number[]; skus?: readonly string[]; until: Date },
) {
  const filters: SQL[] = [inArray(products.catalogId, [...catalogIds]), lte(priceHistory.publishedAt, until)];
  if (skus) filters.push(inArray(products.sku, [...skus]));
  return db
    .select({
      catalogId: products.catalogId,
      sku: products.sku,
      publishedAt: priceHistory.publishedAt,
      blackPriceMicros: priceHistory.blackPriceMicros,
      promotionPriceMicros: priceHistory.promotionPriceMicros,
      promotionFrom: priceHistory.promotionFrom,
      promotionTo: priceHistory.promotionTo,
      permMarkdownPriceMicros: priceHistory.permMarkdownPriceMicros,
      permMarkdownFrom: priceHistory.permMarkdownFrom,
      priceChangeType: priceHistory.priceChangeType,
    })
    .from(priceHistory)
    .innerJoin(products, eq(products.id, priceHistory.productId))
    .where(and(...filters))
    .orderBy(asc(priceHistory.publishedAt), asc(priceHistory.id));
}
