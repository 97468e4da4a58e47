import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type SellerOption, useSellerSuggestion } from '../api/seller-suggestion';

export type SellerSelectProps = {
  value: string[];
  onChange: (ids: string[]) => void;
  /** Sellers already chosen (their labels must show before any search). */
  known: readonly SellerOption[];
  /** Catalogs where the company's brands sell: only their stores may be chosen (docs/decisions/0031). */
  allowedCatalogIds: ReadonlySet<string>;
  disabled?: boolean;
  error?: string;
};

/** The seller-store selector: marketplace stores by name or id, 10 suggestions at a time. */
export function SellerSelect({
  value,
  onChange,
  known,
  allowedCatalogIds,
  disabled,
  error,
}: SellerSelectProps) {
  const { t } = useTranslation('company');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [{ data }] = useSellerSuggestion(debounced, disabled === true);
  const [seen, setSeen] = useState<Map<string, SellerOption>>(new Map());

  const options = useMemo(() => {
    const byId = new Map(seen);
    for (const seller of known) byId.set(seller.id, seller);
    for (const seller of data?.sellerSuggestion ?? [])
      if (allowedCatalogIds.has(seller.catalog.id)) byId.set(seller.id, seller);
    return byId;
  }, [seen, known, data, allowedCatalogIds]);

  return (
    <MultiSelect
      label={t('fields.sellers')}
      description={t('fields.sellersHint')}
      placeholder={value.length === 0 ? t('fields.sellersPlaceholder') : undefined}
      searchable
      clearable
      disabled={disabled}
      error={error}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={debounced ? t('fields.sellersNone') : undefined}
      maxDropdownHeight={200}
      data={[...options.values()].map((seller) => ({ value: seller.id, label: seller.nameWithCatalog }))}
      value={value}
      onChange={(ids) => {
        setSeen((current) => {
          const next = new Map(current);
          for (const id of ids) {
            const seller = options.get(id);
            if (seller) next.set(id, seller);
          }
          return next;
        });
        onChange(ids);
      }}
    />
  );
}
