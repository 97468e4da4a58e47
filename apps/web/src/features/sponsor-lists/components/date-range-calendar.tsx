import '@mantine/dates/styles.css';
import { DatePicker } from '@mantine/dates';

export type DateRangeCalendarProps = {
  value: [string | null, string | null];
  onChange: (range: [string | null, string | null]) => void;
};

/** The two-month range calendar of the date-range picker, in its own chunk: it loads when the picker opens. */
export function DateRangeCalendar({ value, onChange }: DateRangeCalendarProps) {
  return (
    <DatePicker type="range" numberOfColumns={2} allowSingleDateInRange value={value} onChange={onChange} />
  );
}
