import { Select } from '@mantine/core';
import { ALL_STATUSES, statusFilterOptions, statusFilterValue } from '@portal/domain/sponsor-status';
import { useTranslation } from 'react-i18next';

export type StatusFilterProps = {
  statuses: readonly string[];
  value: string | null;
  onChange: (status: string | null) => void;
};

/** Spec 2 §2: the server's statuses without DELETED (nor REMOVED), 'All' first, which clears the filter. */
export function StatusFilter({ statuses, value, onChange }: StatusFilterProps) {
  const { t } = useTranslation('sponsor');
  const data = statusFilterOptions(statuses)
    .filter((status) => status !== 'REMOVED')
    .map((status) => ({
      value: status,
      label:
        status === ALL_STATUSES ? t('filters.allStatuses') : t(`status.${status}`, { defaultValue: status }),
    }));
  return (
    <Select
      aria-label={t('filters.status')}
      placeholder={t('filters.status')}
      data={data}
      value={value ?? ALL_STATUSES}
      allowDeselect={false}
      onChange={(next) => onChange(statusFilterValue(next))}
      w={200}
      comboboxProps={{ withinPortal: true }}
      data-testid="status-filter"
    />
  );
}
