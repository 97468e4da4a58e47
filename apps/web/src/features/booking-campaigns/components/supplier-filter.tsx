import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBookingSupplierSearch } from '../api/get-campaign-filter-options';

export type SupplierFilterProps = { value: string | null; onChange: (companyId: string | null) => void };

/** Staff: one company's campaigns; the company search answers after 300 ms of quiet typing. */
export function SupplierFilter({ value, onChange }: SupplierFilterProps) {
  const { t } = useTranslation('bookingCampaigns');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [{ data }] = useBookingSupplierSearch(debounced.trim(), false);
  const [picked, setPicked] = useState<{ value: string; label: string } | null>(null);
  const options = useMemo(() => {
    const found = (data?.searchCompanies.objects ?? []).map((company) => ({
      value: company.id,
      label: company.nameWithCluster || company.name,
    }));
    if (picked && picked.value === value && !found.some((option) => option.value === picked.value))
      found.unshift(picked);
    if (value && !found.some((option) => option.value === value)) found.unshift({ value, label: value });
    return found;
  }, [data, picked, value]);
  return (
    <Select
      label={t('filters.supplier')}
      placeholder={t('filters.all')}
      data={options}
      value={value}
      searchable
      clearable
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      onChange={(next, option) => {
        setPicked(option ? { value: option.value, label: option.label } : null);
        onChange(next);
      }}
      w={220}
    />
  );
}
