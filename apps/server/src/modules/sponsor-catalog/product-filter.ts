import { and, asc, count, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { products, sellers } from '../../db/schema/index';
import { loadCategories, withDescendants } from './category-tree';

/** A dynamic product filter (spec 2 §5): prices are exact micros in the catalog currency. */
export type ProductFilter = {
  catalogId: number;
  /** null: any brand (staff without a company). */
  brandIds: number[] | null;
  categoryIds?: number[];
  sellerIds?: number[];
  /**
   * With validate_uploaded_product_seller on, the acting company's sellers: no other seller's product
   * matches, as none would be served (docs/decisions/0267). null or absent: any seller.
   */
  companySellerIds?: number[] | null;
  minPriceMicros?: bigint | null;
  maxPriceMicros?: bigint | null;
};

export const MATCHED_PRODUCTS_MAX_LIMIT = 1000;

/** The filter as SQL; null when it can match nothing (no brand in scope, only unknown categories). */
export async function filterConditions(db: Db, filter: ProductFilter): Promise<SQL | null> {
  if (filter.brandIds?.length === 0) return null;
  const conditions: SQL[] = [eq(products.catalogId, filter.catalogId)];
  if (filter.brandIds) conditions.push(inArray(products.brandId, filter.brandIds));
  if (filter.categoryIds?.length) {
    const categoryIds = withDescendants(await loadCategories(db), filter.categoryIds);
    if (categoryIds.length === 0) return null;
    conditions.push(inArray(products.categoryId, categoryIds));
  }
  if (filter.sellerIds?.length) conditions.push(inArray(products.sellerId, filter.sellerIds));
  if (filter.companySellerIds) {
    if (filter.companySellerIds.length === 0) return null;
    conditions.push(inArray(products.sellerId, filter.companySellerIds));
  }
  if (filter.minPriceMicros != null) conditions.push(gte(products.priceMicros, filter.minPriceMicros));
  if (filter.maxPriceMicros != null) conditions.push(lte(products.priceMicros, filter.maxPriceMicros));
  return and(...conditions)!;
}

export async function productsMatchedFilter({
  deps,
  input: { filter, ...paging },
}: {
  deps: Pick<AppDeps, 'db'>;
  input: { filter: ProductFilter; limit: number; offset: number };
}) {
  const { db } = deps;
  const where = await filterConditions(db, filter);
  if (!where) return { objects: [], totalCount: 0 };
  const [objects, [total]] = await Promise.all([
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(asc(products.sku))
      .limit(paging.limit)
      .offset(paging.offset),
    db.select({ n: count() }).from(products).where(where),
  ]);
  return { objects, totalCount: total?.n ?? 0 };
}

export async function countProductsMatchedFilter({
  deps: { db },
  input: { filter },
}: {
  deps: Pick<AppDeps, 'db'>;
  input: { filter: ProductFilter };
}): Promise<number> {
  const where = await filterConditions(db, filter);
  if (!where) return 0;
  const [total] = await db.select({ n: count() }).from(products).where(where);
  return total?.n ?? 0;
}

/** Sellers of the products the filter matches (whichever seller filter was given is not applied). */
export async function sellersMatchedFilter({
  deps: { db },
  input: { filter },
}: {
  deps: Pick<AppDeps, 'db'>;
  input: { filter: Omit<ProductFilter, 'sellerIds'> };
}) {
  const where = await filterConditions(db, filter);
  if (!where) return [];
  const sellerIds = db.selectDistinct({ id: products.sellerId }).from(products).where(where);
  return db
    .select()
    .from(sellers)
    .where(inArray(sellers.id, sellerIds))
    .orderBy(asc(sellers.name), asc(sellers.id));
}
