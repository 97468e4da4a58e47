import '@mantine/dates/styles.css';
import { DatePickerInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';

export type DayRange = { fromDate: string | null; toDate: string | null };

const day = (date: Date) => date.toISOString().slice(0, 10);

/** Spec 1 §9: previous month's first day to this month's last day (calendar days, UTC). */
export function defaultBillingRange(now = new Date()): DayRange {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  return {
    fromDate: day(new Date(Date.UTC(year, month - 1, 1))),
    toDate: day(new Date(Date.UTC(year, month + 1, 0))),
  };
}

/** yyyy/MM/dd – yyyy/MM/dd; applied once both ends are picked; clearing shows every date. */
export function BillingDateRange({
  value,
  onChange,
}: {
  value: DayRange;
  onChange: (range: DayRange) => void;
}) {
  const { t } = useTranslation('documents');
  return (
    <DatePickerInput
      type="range"
      label={t('filters.dateRange')}
      placeholder={t('filters.pickRange')}
      valueFormat="YYYY/MM/DD"
      clearable
      allowSingleDateInRange
      value={[value.fromDate, value.toDate]}
      onChange={([from, to]) => {
        if (!from && !to) onChange({ fromDate: null, toDate: null });
        else if (from && to) onChange({ fromDate: from, toDate: to });
      }}
      maw={320}
    />
  );
}
