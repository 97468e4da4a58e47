import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSellerSuggestionQuery } from '../api/get-seller-suggestion';
import { type ProductFilterVariables, useSellersMatchedFilterQuery } from '../api/get-sellers-matched-filter';

export type SellerSelectProps = {
  filter: ProductFilterVariables | null;
  value: string[];
  onChange: (sellerIds: string[]) => void;
  disabled?: boolean;
  readOnly?: boolean;
  error?: string | null;
  label?: string;
};

/** Sellers of the products matching the filter, plus a search over the catalog's sellers (spec 2 §9: 200 ms). */
export function SellerSelect({
  filter,
  value,
  onChange,
  disabled,
  readOnly,
  error,
  label,
}: SellerSelectProps) {
  const { t } = useTranslation('sponsorContent');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 200);
  const [{ data: matched }] = useSellersMatchedFilterQuery(
    filter ?? { catalogId: '', brandId: null, categoryIds: [], minPrice: null, maxPrice: null },
    !filter || disabled === true,
  );
  const [{ data: suggested }] = useSellerSuggestionQuery(
    disabled || debounced === '' ? null : (filter?.catalogId ?? null),
    debounced,
  );
  // Labels of sellers chosen earlier stay known when the option lists change.
  const labels = useRef(new Map<string, string>());
  for (const seller of [...(matched?.sellersMatchedFilter ?? []), ...(suggested?.sellerSuggestion ?? [])]) {
    labels.current.set(seller.id, seller.nameWithCatalog);
  }
  const optionIds = new Set([
    ...(matched?.sellersMatchedFilter ?? []).map((seller) => seller.id),
    ...(suggested?.sellerSuggestion ?? []).map((seller) => seller.id),
    ...value,
  ]);
  const data = [...optionIds].map((id) => ({ value: id, label: labels.current.get(id) ?? id }));

  return (
    <MultiSelect
      label={label ?? t('filter.sellers')}
      placeholder={t('filter.sellersPlaceholder')}
      data={data}
      value={value}
      onChange={onChange}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      disabled={disabled}
      readOnly={readOnly}
      error={error}
      nothingFoundMessage={t('filter.noSellers')}
      clearable={!readOnly}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
