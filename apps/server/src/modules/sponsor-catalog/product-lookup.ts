import { MAX_SKUS, tooManySkus } from '@portal/domain/sponsor-skus';
import { and, asc, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { products, sellers } from '../../db/schema/index';
import { loadCategories, MAX_CATEGORY_DEPTH, withAncestors } from './category-tree';

export const PRODUCT_SUGGESTION_LIMIT = 10;
export const PRODUCT_SUGGESTION_MAX_LIMIT = 50;
/** The SKU CSV upload allows fewer than 5000 rows (spec 2 §5); lookups accept that many SKUs. */
export const MAX_SKU_LOOKUP = MAX_SKUS;

export type ProductRow = typeof products.$inferSelect;
export type SellerRow = typeof sellers.$inferSelect;

function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** Trimmed, distinct, non-empty SKUs, at most MAX_SKU_LOOKUP; null when there are more. */
export function cleanSkus(skus: readonly string[]): string[] | null {
  const clean = [...new Set(skus.map((sku) => sku.trim()).filter(Boolean))];
  return tooManySkus(clean.length) ? null : clean;
}

/** Products of the brands in scope whose name or SKU contains the term. */
export async function productsSuggestion({
  deps,
  input,
}: {
  deps: Pick<AppDeps, 'db'>;
  input: { catalogId: number; brandIds: number[] | null; searchTerm: string; limit: number; offset: number };
}): Promise<ProductRow[]> {
  const { db } = deps;
  if (input.brandIds?.length === 0) return [];
  const conditions: SQL[] = [eq(products.catalogId, input.catalogId)];
  if (input.brandIds) conditions.push(inArray(products.brandId, input.brandIds));
  const term = input.searchTerm.trim().slice(0, 100);
  if (term) {
    const pattern = `%${escapeLike(term)}%`;
    conditions.push(or(ilike(products.name, pattern), ilike(products.sku, pattern))!);
  }
  return db
    .select()
    .from(products)
    .where(and(...conditions))
    .orderBy(asc(products.name), asc(products.sku))
    .limit(input.limit)
    .offset(input.offset);
}

/** The catalog's products with these SKUs, in the order asked. */
export async function productsBySku({
  deps,
  input,
}: {
  deps: Pick<AppDeps, 'db'>;
  input: { catalogId: number; skus: string[]; brandIds?: number[] | null };
}): Promise<ProductRow[]> {
  const { db } = deps;
  if (input.skus.length === 0 || input.brandIds?.length === 0) return [];
  const conditions: SQL[] = [eq(products.catalogId, input.catalogId), inArray(products.sku, input.skus)];
  if (input.brandIds) conditions.push(inArray(products.brandId, input.brandIds));
  const rows = await db
    .select()
    .from(products)
    .where(and(...conditions));
  const bySku = new Map(rows.map((row) => [row.sku, row]));
  return input.skus.flatMap((sku) => bySku.get(sku) ?? []);
}

/**
 * Which SKUs exist (for the brands in scope) and which of those are sold by a seller the company
 * has not added: the 'action required' dialog offers to add those sellers.
 */
export async function existProducts({
  deps,
  input,
}: {
  deps: Pick<AppDeps, 'db'>;
  input: {
    catalogId: number;
    skus: string[];
    brandIds: number[] | null;
    companySellerIds: Set<number> | null;
  };
}) {
  const { db } = deps;
  const found = await productsBySku({ deps, input });
  const foundSkus = new Set(found.map((product) => product.sku));
  const outside = input.companySellerIds
    ? found.filter((product) => !input.companySellerIds!.has(product.sellerId))
    : [];
  const outsideSellerIds = [...new Set(outside.map((product) => product.sellerId))];
  const outsideSellers = outsideSellerIds.length
    ? await db.select().from(sellers).where(inArray(sellers.id, outsideSellerIds)).orderBy(asc(sellers.name))
    : [];
  return {
    found: found.map((product) => product.sku),
    notFound: input.skus.filter((sku) => !foundSkus.has(sku)),
    outsideSkus: outside.map((product) => product.sku),
    outsideSellers,
  };
}

export type CategoryWithCount = {
  id: number;
  name: string;
  parentId: number | null;
  depth: number;
  productCount: number;
};

/**
 * The category tree to depth `maxDepth`, each with the number of the catalog's products (of the brands
 * in scope) below it. With a brand restriction only categories holding such products, and their ancestors.
 */
export async function productCategories({
  deps,
  input,
}: {
  deps: Pick<AppDeps, 'db'>;
  input: { catalogId: number; brandIds: number[] | null; onlyWithProducts: boolean; maxDepth: number };
}): Promise<CategoryWithCount[]> {
  const { db } = deps;
  if (input.brandIds?.length === 0) return [];
  const conditions: SQL[] = [eq(products.catalogId, input.catalogId)];
  if (input.brandIds) conditions.push(inArray(products.brandId, input.brandIds));
  const [nodes, counts] = await Promise.all([
    loadCategories(db),
    db
      .select({ categoryId: products.categoryId, n: count() })
      .from(products)
      .where(and(...conditions))
      .groupBy(products.categoryId),
  ]);
  const parentOf = new Map(nodes.map((node) => [node.id, node.parentId]));
  const totals = new Map<number, number>();
  for (const { categoryId, n } of counts) {
    let id: number | null | undefined = categoryId;
    while (id != null) {
      totals.set(id, (totals.get(id) ?? 0) + n);
      id = parentOf.get(id);
    }
  }
  const keep = input.onlyWithProducts ? withAncestors(nodes, totals.keys()) : null;
  const maxDepth = Math.min(input.maxDepth, MAX_CATEGORY_DEPTH);
  return nodes
    .filter((node) => node.depth <= maxDepth && (!keep || keep.has(node.id)))
    .map((node) => ({ ...node, productCount: totals.get(node.id) ?? 0 }));
}
