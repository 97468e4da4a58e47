import { and, asc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { sellers } from '../../db/schema/index';
import { parseRowId } from '../../graphql/row-id';

export const SELLER_SUGGESTION_LIMIT = 10;

function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** sellerSuggestion: marketplace stores by name or marketplace id, optionally in one catalog; at most 10. */
export async function sellerSuggestion({
  deps,
  input,
}: {
  deps: Pick<AppDeps, 'db'>;
  input: {
    searchTerm?: string | null;
    catalogId?: string | null;
    offset?: number | null;
    limit?: number | null;
  };
}) {
  const conditions: SQL[] = [];
  const term = input.searchTerm?.trim().slice(0, 100);
  if (term) {
    const pattern = `%${escapeLike(term)}%`;
    conditions.push(or(ilike(sellers.name, pattern), ilike(sellers.originalSellerId, pattern))!);
  }
  if (input.catalogId != null) {
    const catalogId = parseRowId(input.catalogId);
    if (catalogId === null) return [];
    conditions.push(eq(sellers.catalogId, catalogId));
  }
  const limit = Math.min(Math.max(input.limit ?? SELLER_SUGGESTION_LIMIT, 1), SELLER_SUGGESTION_LIMIT);
  return deps.db
    .select()
    .from(sellers)
    .where(and(...conditions))
    .orderBy(asc(sellers.name), asc(sellers.id))
    .limit(limit)
    .offset(Math.max(input.offset ?? 0, 0));
}
