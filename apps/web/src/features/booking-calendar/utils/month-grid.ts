import { isoWeekday } from '@portal/domain/booking-dates';
import { addDays, isCalendarDay } from '@portal/domain/zoned-day';

/** `YYYY-MM`, the calendar's month in the address. */
export function isMonth(value: string | null): value is string {
  return value !== null && /^\d{4}-(0[1-9]|1[0-2])$/.test(value);
}

export function monthOf(day: string): string {
  return day.slice(0, 7);
}

export function firstDayOf(month: string): string {
  return `${month}-01`;
}

export function lastDayOf(month: string): string {
  return addDays(firstDayOf(shiftMonth(month, 1)), -1);
}

/** The month `count` months after (negative: before). */
export function shiftMonth(month: string, count: number): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (monthNumber - 1) + count;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The days of the month, in order. */
export function monthDays(month: string): string[] {
  const days: string[] = [];
  for (let day = firstDayOf(month), last = lastDayOf(month); day <= last; day = addDays(day, 1))
    days.push(day);
  return days;
}

/**
 * The grid column (1 = Monday … 7 = Sunday) a day sits in: the calendar's layout. A venture's booking week
 * (Wednesday for ZID) is the domain's rule and shows in the bookings' bars, not in the columns.
 */
export function gridColumn(day: string): number {
  return isoWeekday(day);
}

/** The active bookings covering `day` (days compare as `YYYY-MM-DD` text). */
export function bookingsOn<T extends { startDate: string; endDate: string; status: string }>(
  day: string,
  bookings: readonly T[],
): T[] {
  if (!isCalendarDay(day)) return [];
  return bookings.filter(
    (booking) => booking.status === 'ACTIVE' && booking.startDate <= day && day <= booking.endDate,
  );
}
