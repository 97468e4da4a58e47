import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useRef, useState } from 'react';
import { useSignUpBrandOptions } from '../api/get-sign-up-brand-options';

export const BRAND_SEARCH_DEBOUNCE_MS = 300;

/**
 * Options for the brand multi-select: the server's matches for the (debounced) search plus the brands
 * already chosen, whose names are remembered so they stay labelled when a new search drops them.
 */
export function useBrandChoices(selectedIds: readonly string[]) {
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, BRAND_SEARCH_DEBOUNCE_MS);
  const [{ data, fetching }] = useSignUpBrandOptions(debouncedSearch.trim());
  const known = useRef(new Map<string, string>());
  const options = useMemo(() => {
    for (const brand of data?.signUpBrandOptions ?? []) known.current.set(brand.id, brand.name);
    const found = (data?.signUpBrandOptions ?? []).map((brand) => ({ value: brand.id, label: brand.name }));
    const kept = selectedIds
      .filter((id) => !found.some((option) => option.value === id))
      .map((id) => ({ value: id, label: known.current.get(id) ?? id }));
    return [...kept, ...found];
  }, [data, selectedIds]);
  return { options, search, setSearch, isSearching: fetching };
}
