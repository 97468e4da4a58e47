import '@mantine/dates/styles.css';
import { DatePicker } from '@mantine/dates';

export type DateRangeCalendarProps = {
  value: [string | null, string | null];
  onChange: (range: [string | null, string | null]) => void;
};

/** The two-month range calendar of DateRangeFilter, in its own chunk: it loads when the filter opens (0161). */
export function DateRangeCalendar({ value, onChange }: DateRangeCalendarProps) {
  return (
    <DatePicker
      type="range"
      numberOfColumns={2}
      allowSingleDateInRange
      value={value}
      onChange={onChange}
      // A typed range shows its first month.
      defaultDate={value[0] ?? undefined}
    />
  );
}
