import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brandCatalogs, companyBrands, sellers } from '../../db/schema/index';
import { parseRowId } from '../../graphql/row-id';

export const UNKNOWN_SELLER = 'company:error.unknownSeller';
export const SELLER_OUTSIDE_BRAND_CATALOGS = 'company:error.sellerOutsideBrandCatalogs';

/**
 * A company represents only seller stores in catalogs (countries) where one of its brands sells
 * (docs/decisions/0031). Answers the message for the first id that breaks the rule, or null.
 */
export async function checkCompanySellers(
  db: Db,
  companyId: number,
  sellerIds: readonly number[],
): Promise<string | null> {
  if (sellerIds.length === 0) return null;
  const found = await db
    .select({ id: sellers.id, catalogId: sellers.catalogId })
    .from(sellers)
    .where(inArray(sellers.id, [...sellerIds]));
  if (found.length !== new Set(sellerIds).size) return UNKNOWN_SELLER;
  const allowed = await db
    .selectDistinct({ catalogId: brandCatalogs.catalogId })
    .from(companyBrands)
    .innerJoin(brandCatalogs, eq(brandCatalogs.brandId, companyBrands.brandId))
    .where(eq(companyBrands.companyId, companyId));
  const allowedIds = new Set(allowed.map((row) => row.catalogId));
  return found.every((seller) => allowedIds.has(seller.catalogId)) ? null : SELLER_OUTSIDE_BRAND_CATALOGS;
}

/** Parses GraphQL ID strings; null when one is not a positive integer (answered as an unknown seller). */
export function parseIds(ids: readonly (string | number)[]): number[] | null {
  const parsed = ids.map(parseRowId);
  return parsed.every((id) => id !== null) ? (parsed as number[]) : null;
}
