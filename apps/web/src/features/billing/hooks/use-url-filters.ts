import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Filters and page live in the address, so a reload or a shared link shows the same rows. Other
 * parameters (company, brandId...) are left alone; changing a filter goes back to page 1.
 */
export function useUrlFilters<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const serialized = keys.map((key) => params.get(key) ?? '').join('\u0000');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `serialized` captures every value read.
  const values = useMemo(
    () => Object.fromEntries(keys.map((key) => [key, params.get(key)])) as Record<K, string | null>,
    [serialized],
  );
  const update = useCallback(
    (changes: Partial<Record<K | 'page', string | null>>) => {
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes) as [string, string | null | undefined][]) {
            if (value == null || value === '') next.delete(key);
            else next.set(key, value);
          }
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return [values, update] as const;
}
