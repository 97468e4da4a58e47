import '@mantine/dates/styles.css';
import { DatePickerInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';

/** Marks a cleared range in the address (no date filter), as opposed to an absent one (the default range). */
export const ALL_DATES = 'all';

export type DateRange = { fromDate: string | null; toDate: string | null };

export type DateRangeFilterProps = {
  value: DateRange;
  onChange: (range: { from: string | null; to: string | null }) => void;
};

/** Spec 1 §5: yyyy/MM/dd – yyyy/MM/dd; a range is applied once both ends are picked; clearing shows every date. */
export function DateRangeFilter({ value, onChange }: DateRangeFilterProps) {
  const { t } = useTranslation('billing');
  return (
    <DatePickerInput
      type="range"
      label={t('filters.dateRange')}
      placeholder={t('filters.allDates')}
      valueFormat="YYYY/MM/DD"
      clearable
      // Clearing shows every date: the button says so (it had no name, axe button-name).
      clearButtonProps={{ 'aria-label': t('filters.allDates') }}
      allowSingleDateInRange
      value={[value.fromDate, value.toDate]}
      onChange={([from, to]) => {
        if (!from && !to) onChange({ from: ALL_DATES, to: null });
        else if (from && to) onChange({ from, to });
      }}
      miw={240}
    />
  );
}
