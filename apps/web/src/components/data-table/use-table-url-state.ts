import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { TableSort } from './types';

/** The page in the address: a positive integer, 1 otherwise. */
export function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/**
 * The sort in the address: `sort=<key>&direction=asc|desc` (spec 2 §2). Billing links written before
 * the one table used `sort=-<key>` for descending; they still open sorted the same way.
 */
export function sortOf(sort: string | null, direction: string | null): TableSort {
  if (!sort) return null;
  if (direction === 'asc' || direction === 'desc') return { column: sort, direction };
  if (sort.startsWith('-') && sort.length > 1) return { column: sort.slice(1), direction: 'desc' };
  return { column: sort, direction: 'asc' };
}

/** The server's `sortBy` for lists that take a '-' prefix for descending (spec 1: listCredits). */
export function prefixedSortBy(sort: TableSort): string | null {
  if (!sort) return null;
  return sort.direction === 'desc' ? `-${sort.column}` : sort.column;
}

/**
 * A server-sorted, server-paged table's state, kept in the address so a reload or a shared link
 * shows the same rows. Other parameters (filters, company, brandId) are left alone; a new sort goes
 * back to page 1, since the rows of page N under another order have nothing to do with the old ones.
 */
export function useTableUrlState() {
  const [search, setSearch] = useSearchParams();
  const page = pageOf(search.get('page'));
  const sortParam = search.get('sort');
  const directionParam = search.get('direction');
  const sort = useMemo(() => sortOf(sortParam, directionParam), [sortParam, directionParam]);

  const write = useCallback(
    (changes: Record<string, string | null>) =>
      setSearch(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [name, value] of Object.entries(changes)) {
            if (value === null) next.delete(name);
            else next.set(name, value);
          }
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );
  const setSort = useCallback(
    (next: TableSort) =>
      write({ sort: next?.column ?? null, direction: next?.direction ?? null, page: null }),
    [write],
  );
  const setPage = useCallback((next: number) => write({ page: next > 1 ? String(next) : null }), [write]);
  return { page, sort, setSort, setPage };
}
