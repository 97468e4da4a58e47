import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { featureFlagDefaults } from '@portal/domain/feature-flags';
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

/**
 * Sellers of the products matching the filter, plus a search over the catalog's sellers (spec 2 §9: 200 ms).
 * With validate_uploaded_product_seller on (its default while unknown) only the company's own sellers are
 * offered and the catalog search is off (docs/decisions/0267): another seller's products are advertised
 * only after that seller is added to the company. A chosen seller stays shown, so a saved or refused
 * one can be removed; the server's refusal comes in as `error`.
 */
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
  const ownSellersOnly =
    matched?.validateSellerFlag?.isActive ?? featureFlagDefaults.validate_uploaded_product_seller;
  const [{ data: suggested }] = useSellerSuggestionQuery(
    disabled || ownSellersOnly || debounced === '' ? null : (filter?.catalogId ?? null),
    debounced,
  );
  const matchedSellers = matched?.sellersMatchedFilter ?? [];
  const suggestedSellers = ownSellersOnly ? [] : (suggested?.sellerSuggestion ?? []);
  const offered = [
    ...matchedSellers.filter((seller) => !ownSellersOnly || seller.isCompanySeller),
    ...suggestedSellers,
  ];
  // Labels of sellers chosen earlier stay known when the option lists change.
  const labels = useRef(new Map<string, string>());
  for (const seller of [...matchedSellers, ...suggestedSellers]) {
    labels.current.set(seller.id, seller.nameWithCatalog);
  }
  const optionIds = new Set([...offered.map((seller) => seller.id), ...value]);
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
      nothingFoundMessage={ownSellersOnly ? t('filter.noOwnSellers') : t('filter.noSellers')}
      clearable={!readOnly}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
