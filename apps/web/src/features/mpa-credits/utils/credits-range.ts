import { type DayRange, orderedRange, presetRange } from '@portal/domain/date-range-presets';
import { ALL_DATES } from '../../../components/date-range-filter/date-range-param';

/**
 * The credits page's date range from the address (spec 3 §2.2, §9): `fromDate` and `toDate` apply only
 * as two strict `YYYY-MM-DD` calendar days in order; anything else (absent, one of them, `2024-1-5`,
 * `2024-02-30`, an end before the start) is the last 30 days in `timeZone`. `fromDate=all` is the
 * picker's "Lifetime" (no date filter), the marker the billing lists use for a cleared range.
 */
export function creditsRange(
  fromDate: string | null,
  toDate: string | null,
  timeZone: string,
  now = new Date(),
): DayRange {
  if (fromDate === ALL_DATES) return { start: null, end: null };
  return orderedRange(fromDate, toDate) ?? presetRange('last30Days', now, timeZone);
}

/** The range as the list's arguments: both days, or neither (a range applies only when both are there). */
export function rangeArguments(range: DayRange): { fromDate: string | null; toDate: string | null } {
  return range.start && range.end
    ? { fromDate: range.start, toDate: range.end }
    : { fromDate: null, toDate: null };
}

/** The address parameters that hold `range` (Lifetime: `fromDate=all`). */
export function rangeParams(range: DayRange): { fromDate: string; toDate: string | null } {
  return range.start && range.end
    ? { fromDate: range.start, toDate: range.end }
    : { fromDate: ALL_DATES, toDate: null };
}
