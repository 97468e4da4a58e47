import { and, asc, eq, ilike, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { brandCatalogs, brands, catalogs, sellers } from '../../db/schema/index';
import type { BrandRow, SellerRow } from '../../graphql/loaders';

export const MAX_BRAND_OPTIONS = 50;
export const MAX_SELLER_OPTIONS = 100;

/** A search term as a LIKE pattern: wildcards typed by the user match themselves. */
export function containsPattern(searchTerm: string | null | undefined): string {
  const term = (searchTerm ?? '').trim().slice(0, 100);
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Brands a newcomer may claim (public: marketplace brand names are public), at most 50 by name. */
export function signUpBrandOptions({
  deps,
  input,
}: {
  deps: Pick<AppDeps, 'db'>;
  input: { searchTerm?: string | null };
}): Promise<BrandRow[]> {
  return deps.db
    .select()
    .from(brands)
    .where(ilike(brands.name, containsPattern(input.searchTerm)))
    .orderBy(asc(brands.name))
    .limit(MAX_BRAND_OPTIONS);
}

/** Seller stores in the catalogs (countries) where the chosen brands sell. */
export async function signUpSellerOptions({
  deps,
  input,
}: {
  deps: Pick<AppDeps, 'db'>;
  input: { brandIds: readonly (string | number)[]; searchTerm?: string | null };
}): Promise<SellerRow[]> {
  const ids = input.brandIds
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0)
    .slice(0, 50);
  if (ids.length === 0) return [];
  const rows = await deps.db
    .selectDistinct({ seller: sellers, catalogCode: catalogs.code })
    .from(sellers)
    .innerJoin(brandCatalogs, eq(brandCatalogs.catalogId, sellers.catalogId))
    .innerJoin(catalogs, eq(catalogs.id, sellers.catalogId))
    .where(and(inArray(brandCatalogs.brandId, ids), ilike(sellers.name, containsPattern(input.searchTerm))))
    .orderBy(asc(catalogs.code), asc(sellers.name))
    .limit(MAX_SELLER_OPTIONS);
  return rows.map((row) => row.seller);
}
