import '@mantine/dates/styles.css';
import { DatePicker } from '@mantine/dates';
import type { CalendarDay } from '@portal/domain/zoned-day';
import { firstShownMonth } from './calendar-months';

export type DateRangeCalendarProps = {
  value: [string | null, string | null];
  onChange: (range: [string | null, string | null]) => void;
  /** Today in the filter's zone: without a range the calendar opens on its month. */
  today: CalendarDay;
};

/** The two-month range calendar of DateRangeFilter, in its own chunk: it loads when the filter opens (0161). */
export function DateRangeCalendar({ value, onChange, today }: DateRangeCalendarProps) {
  return (
    <DatePicker
      type="range"
      numberOfColumns={2}
      allowSingleDateInRange
      value={value}
      onChange={onChange}
      // The range's end (or today) in the right-hand month, the days before it beside it.
      defaultDate={firstShownMonth(value, today)}
    />
  );
}
