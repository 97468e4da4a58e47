import { type DayRange, orderedRange } from '@portal/domain/date-range-presets';
import { dayRangeInstants } from '@portal/domain/zoned-day';

/** The `date` address parameter of the report pages (spec 2 §2): `start_end` days, or `lifetime`. */
export const LIFETIME_PARAM = 'lifetime';

/** Reads the parameter; absent or unreadable gives `fallback` (the page's default range). */
export function parseDateParam(value: string | null, fallback: DayRange): DayRange {
  if (value === LIFETIME_PARAM) return { start: null, end: null };
  const [start = null, end = null] = (value ?? '').split('_');
  return orderedRange(start, end) ?? fallback;
}

export function formatDateParam(range: DayRange): string {
  return range.start && range.end ? `${range.start}_${range.end}` : LIFETIME_PARAM;
}

/** The range as the server's DateTime arguments: the first day's start to the last day's end in `timeZone`. */
export function rangeToDateTimes(
  range: DayRange,
  timeZone: string,
): { startDate: string | null; endDate: string | null } {
  const { startDate, endDate } = dayRangeInstants(range, timeZone);
  return { startDate: startDate?.toISOString() ?? null, endDate: endDate?.toISOString() ?? null };
}

/** Billing lists' `from` marker for a cleared range (every date), as opposed to an absent one (the default). */
export const ALL_DATES = 'all';
