import { and, asc, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brands, catalogs, categories, products } from '../../db/schema/index';
import { filterConditions } from '../sponsor-catalog/product-filter';

/** A product as Meta's catalog feed describes it (decision 0230, MetaProduct). */
export type MetaProduct = {
  id: number;
  sku: string;
  name: string;
  imageUrl: string;
  price: bigint;
  inventory: number;
  url: string;
  category: string;
  description: string;
  brand: string;
  currency: string;
  availability: 'in stock' | 'out of stock';
  condition: 'new';
  visibility: 'published';
};

/** The filters of the campaign form over one seller's products; prices in micros of the catalog currency. */
export type MetaProductFilter = {
  catalogId: number;
  sellerId: number;
  categoryIds?: readonly number[] | null;
  minPriceMicros?: bigint | null;
  maxPriceMicros?: bigint | null;
  skus?: readonly string[] | null;
  searchTerm?: string | null;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * The filter as SQL through the sponsored ads' product filter (categories with their descendants, prices),
 * narrowed to the seller, its SKUs and a search over name and SKU; null when it can match nothing.
 */
export async function metaProductConditions(db: Db, filter: MetaProductFilter): Promise<SQL | null> {
  const base = await filterConditions(db, {
    catalogId: filter.catalogId,
    brandIds: null,
    sellerIds: [filter.sellerId],
    categoryIds: filter.categoryIds ? [...filter.categoryIds] : [],
    minPriceMicros: filter.minPriceMicros ?? null,
    maxPriceMicros: filter.maxPriceMicros ?? null,
  });
  if (!base) return null;
  const conditions: SQL[] = [base, eq(products.sellerId, filter.sellerId)];
  const skus = (filter.skus ?? []).map((sku) => sku.trim()).filter(Boolean);
  if (skus.length) conditions.push(inArray(products.sku, skus));
  const term = filter.searchTerm?.trim();
  if (term) {
    const pattern = `%${escapeLike(term)}%`;
    conditions.push(or(ilike(products.name, pattern), ilike(products.sku, pattern))!);
  }
  return and(...conditions)!;
}

/** One page of the seller's matching products, by SKU, with the total. */
export async function metaProductsPage({
  db,
  filter,
  offset,
  limit,
}: {
  db: Db;
  filter: MetaProductFilter;
  offset: number;
  limit: number;
}): Promise<{ products: MetaProduct[]; totalCount: number }> {
  const where = await metaProductConditions(db, filter);
  if (!where) return { products: [], totalCount: 0 };
  const [rows, [total]] = await Promise.all([
    db
      .select({
        product: products,
        brand: brands.name,
        category: categories.name,
        currency: catalogs.currencyCode,
      })
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .innerJoin(catalogs, eq(catalogs.id, products.catalogId))
      .where(where)
      .orderBy(asc(products.sku), asc(products.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(products).where(where),
  ]);
  return {
    products: rows.map(({ product, brand, category, currency }) => ({
      id: product.id,
      sku: product.sku,
      name: product.name,
      imageUrl: product.imageUrl,
      price: product.priceMicros,
      inventory: product.stock,
      url: product.link,
      category,
      description: `${brand} ${product.name}${product.sizes.length ? ` (sizes ${product.sizes.join(', ')})` : ''}`,
      brand,
      currency,
      availability: product.stock > 0 ? 'in stock' : 'out of stock',
      condition: 'new',
      visibility: 'published',
    })),
    totalCount: total?.n ?? 0,
  };
}
