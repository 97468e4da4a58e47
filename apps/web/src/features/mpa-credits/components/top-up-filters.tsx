import { Group, Select } from '@mantine/core';
import type { DayRange } from '@portal/domain/date-range-presets';
import {
  type MpaTopUpMethod,
  type MpaTopUpStatus,
  mpaTopUpMethods,
  mpaTopUpStatuses,
} from '@portal/domain/mpa-top-up';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '../../../components/date-range-filter/date-range-filter';
import type { CreditsFilters } from '../hooks/use-credits-filters';

const ALL = 'ALL';

export type TopUpFiltersProps = {
  filters: CreditsFilters;
  timeZone: string;
  onRange: (range: DayRange) => void;
  onMethod: (method: MpaTopUpMethod | null) => void;
  onStatus: (status: MpaTopUpStatus | null) => void;
};

/** Spec 3 §2.2, §9: payment method (all, Credit Card, Paid Credit, Wire Transfer), status, date range. */
export function TopUpFilters({ filters, timeZone, onRange, onMethod, onStatus }: TopUpFiltersProps) {
  const { t } = useTranslation('mpaCredits');
  const methods = [
    { value: ALL, label: t('filters.allMethods') },
    ...mpaTopUpMethods.map((method) => ({ value: method, label: t(`method.${method}`) })),
  ];
  const statuses = [
    { value: ALL, label: t('filters.allStatuses') },
    ...mpaTopUpStatuses.map((status) => ({ value: status, label: t(`status.${status}`) })),
  ];
  return (
    <Group align="flex-end" wrap="wrap">
      <Select
        label={t('filters.method')}
        data={methods}
        allowDeselect={false}
        value={filters.method ?? ALL}
        onChange={(value) => onMethod(value && value !== ALL ? (value as MpaTopUpMethod) : null)}
      />
      <Select
        label={t('filters.status')}
        data={statuses}
        allowDeselect={false}
        value={filters.status ?? ALL}
        onChange={(value) => onStatus(value && value !== ALL ? (value as MpaTopUpStatus) : null)}
      />
      <DateRangeFilter value={filters.range} onChange={onRange} timeZone={timeZone} />
    </Group>
  );
}
