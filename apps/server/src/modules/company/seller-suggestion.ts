import { and, asc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sellers } from '../../db/schema/index';
import { parseRowId } from '../../graphql/row-id';

export const SELLER_SUGGESTION_LIMIT = 10;

function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** sellerSuggestion: marketplace stores by name or marketplace id, optionally in one catalog; at most 10. */
export async function sellerSuggestion(
  db: Db,
  args: {
    searchTerm?: string | null;
    catalogId?: string | null;
    offset?: number | null;
    limit?: number | null;
  },
) {
  const conditions: SQL[] = [];
  const term = args.searchTerm?.trim().slice(0, 100);
  if (term) {
    const pattern = `%${escapeLike(term)}%`;
    conditions.push(or(ilike(sellers.name, pattern), ilike(sellers.originalSellerId, pattern))!);
  }
  if (args.catalogId != null) {
    const catalogId = parseRowId(args.catalogId);
    if (catalogId === null) return [];
    conditions.push(eq(sellers.catalogId, catalogId));
  }
  const limit = Math.min(Math.max(args.limit ?? SELLER_SUGGESTION_LIMIT, 1), SELLER_SUGGESTION_LIMIT);
  return db
    .select()
    .from(sellers)
    .where(and(...conditions))
    .orderBy(asc(sellers.name), asc(sellers.id))
    .limit(limit)
    .offset(Math.max(args.offset ?? 0, 0));
}
