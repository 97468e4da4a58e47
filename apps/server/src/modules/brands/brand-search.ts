import { ilike, type SQL } from 'drizzle-orm';
import { brands } from '../../db/schema/index';
import { parseRowId } from '../../graphql/row-id';

export const BRAND_PAGE_SIZE = 20;
export const MAX_BRAND_PAGE_SIZE = 100;
export const MAX_BRAND_IDS = 100;

/** A case-insensitive "name contains" condition; LIKE wildcards typed by the user match literally. */
export function brandNameContains(searchTerm: string | null | undefined): SQL | undefined {
  const term = searchTerm?.trim().slice(0, 100);
  if (!term) return undefined;
  return ilike(brands.name, `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`);
}

/** GraphQL IDs as positive integers, or null when one is not. */
export function parseBrandIds(ids: readonly (string | number)[]): number[] | null {
  const parsed = ids.map(parseRowId);
  return parsed.every((id) => id !== null) ? [...new Set(parsed as number[])] : null;
}
