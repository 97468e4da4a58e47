import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBuildingStore } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchCompanies } from '../api/search-companies';

export type CompanyFilterProps = {
  /** The company currently acted for, so its name shows even before any search. */
  selected: { id: string; name: string } | null;
  onChange: (companyId: string | null) => void;
};

/** Staff only: act for any company (spec 1 §2). Searches after 300 ms of quiet typing. */
export function CompanyFilter({ selected, onChange }: CompanyFilterProps) {
  const { t } = useTranslation('shell');
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 300);
  const isShowingSelected = selected !== null && search === selected.name;
  const [{ data, fetching }] = useSearchCompanies({
    searchTerm: isShowingSelected ? '' : debouncedSearch.trim(),
  });

  const options = useMemo(() => {
    const found = (data?.searchCompanies.objects ?? []).map((company) => ({
      value: company.id,
      label: company.nameWithCluster || company.name,
    }));
    if (selected && !found.some((option) => option.value === selected.id)) {
      found.unshift({ value: selected.id, label: selected.name });
    }
    return found;
  }, [data, selected]);

  return (
    <Select
      data-testid="company-filter"
      aria-label={t('companyFilter.label')}
      placeholder={t('companyFilter.placeholder')}
      leftSection={<IconBuildingStore size={16} />}
      searchable
      clearable
      w={260}
      data={options}
      value={selected?.id ?? null}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(value) => onChange(value)}
      filter={({ options: all }) => all}
      nothingFoundMessage={fetching ? t('common:loading') : t('companyFilter.nothingFound')}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
