import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { bannerTypes, searchKeywords, segments, sellers } from '../../db/schema/index';
import type { ProductRow } from './product-lookup';

// The wizards' reference reads: banner slots, a catalog's segments and top searches, sellers' marketplace ids.

type Deps = { deps: Pick<AppDeps, 'db'> };

export const TOP_SEARCH_KEYWORDS = 50;

/** Every banner slot, in the marketplace's order. */
export function listBannerTypes({ deps }: Deps) {
  return deps.db.select().from(bannerTypes).orderBy(asc(bannerTypes.position), asc(bannerTypes.id));
}

/** The audience segments of a catalog. */
export function listSegments({ deps, input }: Deps & { input: { catalogId: number } }) {
  return deps.db
    .select({ id: segments.id, name: segments.name })
    .from(segments)
    .where(eq(segments.catalogId, input.catalogId))
    .orderBy(asc(segments.id));
}

/** The catalog's most searched keywords, most searched first. */
export function topSearchKeywords({ deps, input }: Deps & { input: { catalogId: number } }) {
  return deps.db
    .select({ keyword: searchKeywords.keyword, searchCount: searchKeywords.searchCount })
    .from(searchKeywords)
    .where(eq(searchKeywords.catalogId, input.catalogId))
    .orderBy(desc(searchKeywords.searchCount), asc(searchKeywords.keyword))
    .limit(TOP_SEARCH_KEYWORDS);
}

/** The products with their seller's id on the marketplace (what the SKU pickers show). */
export async function withOriginalSellerIds({ deps, input }: Deps & { input: { products: ProductRow[] } }) {
  const ids = [...new Set(input.products.map((product) => product.sellerId))];
  const rows = ids.length ? await deps.db.select().from(sellers).where(inArray(sellers.id, ids)) : [];
  const original = new Map(rows.map((seller) => [seller.id, seller.originalSellerId]));
  return input.products.map((product) => ({
    ...product,
    originalSellerId: original.get(product.sellerId) ?? '',
  }));
}
