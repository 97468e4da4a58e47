import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCatalogName } from '../../../lib/country-name';
import { useAllCatalogs } from '../api/get-all-catalogs';

export type CountryFilterProps = { value: string | null; onChange: (catalogId: string | null) => void };

/** The country (catalog) filter; cleared means every country. */
export function CountryFilter({ value, onChange }: CountryFilterProps) {
  const { t } = useTranslation('sponsor');
  const [{ data }] = useAllCatalogs();
  const nameOf = useCatalogName();
  const options = (data?.allCatalogs ?? []).map((catalog) => ({ value: catalog.id, label: nameOf(catalog) }));
  return (
    <Select
      aria-label={t('filters.country')}
      placeholder={t('filters.allCountries')}
      data={options}
      value={value}
      clearable
      onChange={onChange}
      w={180}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
