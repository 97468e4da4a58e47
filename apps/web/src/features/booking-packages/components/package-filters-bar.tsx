import { Group, SegmentedControl, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PackageFilters, ViewType } from '../hooks/use-package-filters';
import type { FilterOption } from '../types';

export type PackageFiltersBarProps = {
  filters: PackageFilters;
  monthOptions: readonly string[];
  types: readonly FilterOption[];
  tags: readonly FilterOption[];
  onChange: <K extends keyof PackageFilters>(name: K, value: PackageFilters[K]) => void;
};

/** 'YYYY-MM' as "November 2026" in the reader's language. */
function monthLabel(month: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
}

export function PackageFiltersBar({ filters, monthOptions, types, tags, onChange }: PackageFiltersBarProps) {
  const { t, i18n } = useTranslation('bookingPackages');
  const toOptions = (list: readonly FilterOption[]) =>
    list.map(({ id, name }) => ({ value: id, label: name }));
  return (
    <Group align="flex-end" gap="md">
      <SegmentedControl
        aria-label={t('view.label')}
        value={filters.viewType}
        onChange={(value) => onChange('viewType', value as ViewType)}
        data={[
          { value: 'catalog', label: t('view.catalog') },
          { value: 'comparison', label: t('view.comparison') },
        ]}
      />
      <Select
        label={t('filter.month')}
        placeholder={t('filter.anyMonth')}
        clearable
        value={filters.month}
        onChange={(value) => onChange('month', value)}
        data={monthOptions.map((month) => ({ value: month, label: monthLabel(month, i18n.language) }))}
      />
      <Select
        label={t('filter.type')}
        placeholder={t('filter.anyType')}
        clearable
        value={filters.packageType}
        onChange={(value) => onChange('packageType', value)}
        data={toOptions(types)}
      />
      <Select
        label={t('filter.tag')}
        placeholder={t('filter.anyTag')}
        clearable
        value={filters.packageTag}
        onChange={(value) => onChange('packageTag', value)}
        data={toOptions(tags)}
      />
    </Group>
  );
}
