import { addDays, type CalendarDay, isCalendarDay, zonedDay } from './zoned-day';

/**
 * Spec 1 §2 date-range presets, counted in the calendar of the zone the page's rule names
 * (docs/decisions/0171), never the browser's. Weeks start on Monday (ISO), as the marketplace reports do.
 */
export const pastDateRangePresets = [
  'today',
  'yesterday',
  'thisWeek',
  'thisMonth',
  'last7Days',
  'last30Days',
  'previousWeek',
  'previousMonth',
  'lifetime',
] as const;
/** The spec's future options, for pickers of planned dates. */
export const futureDateRangePresets = ['next30Days', 'nextWeek', 'nextMonth'] as const;

export type DateRangePreset = (typeof pastDateRangePresets)[number] | (typeof futureDateRangePresets)[number];

/** Calendar days (both ends included); both null means no date filter (lifetime, "all dates"). */
export type DayRange = { start: CalendarDay | null; end: CalendarDay | null };

export const NO_DAY_RANGE: DayRange = { start: null, end: null };

/** Monday = 0 … Sunday = 6. */
const weekdayIndex = (day: CalendarDay) => (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
const startOfWeek = (day: CalendarDay) => addDays(day, -weekdayIndex(day));
const startOfMonth = (day: CalendarDay) => `${day.slice(0, 8)}01`;
/** The first day of the month `count` months after `day`'s. */
function monthStart(day: CalendarDay, count: number): CalendarDay {
  const date = new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1 + count, 1));
  return date.toISOString().slice(0, 10);
}

export function presetRange(preset: DateRangePreset, now: Date, timeZone: string): DayRange {
  const today = zonedDay(now, timeZone);
  const range = (start: CalendarDay, end: CalendarDay): DayRange => ({ start, end });
  switch (preset) {
    case 'today':
      return range(today, today);
    case 'yesterday':
      return range(addDays(today, -1), addDays(today, -1));
    case 'thisWeek':
      return range(startOfWeek(today), today);
    case 'thisMonth':
      return range(startOfMonth(today), today);
    case 'last7Days':
      return range(addDays(today, -6), today);
    case 'last30Days':
      return range(addDays(today, -29), today);
    case 'previousWeek': {
      const start = addDays(startOfWeek(today), -7);
      return range(start, addDays(start, 6));
    }
    case 'previousMonth':
      return range(monthStart(today, -1), addDays(startOfMonth(today), -1));
    case 'lifetime':
      return NO_DAY_RANGE;
    case 'next30Days':
      return range(today, addDays(today, 29));
    case 'nextWeek': {
      const start = addDays(startOfWeek(today), 7);
      return range(start, addDays(start, 6));
    }
    case 'nextMonth':
      return range(monthStart(today, 1), addDays(monthStart(today, 2), -1));
  }
}

/** The preset among `presets` a range equals today, if any (the picker highlights it). */
export function matchingPreset(
  range: DayRange,
  presets: readonly DateRangePreset[],
  now: Date,
  timeZone: string,
): DateRangePreset | null {
  return (
    presets.find((preset) => {
      const candidate = presetRange(preset, now, timeZone);
      return candidate.start === range.start && candidate.end === range.end;
    }) ?? null
  );
}

/**
 * The longest day range the reports that need both ends take at once (the SKU price history, the sales
 * download): ten years, about 520 weekly points. "Lifetime" never asks more (lifetimeDayRange).
 */
export const MAX_REPORT_DAYS = 3660;

/**
 * "Lifetime" for a report that needs both ends (spec 2 §9 presets; the SKU performance and sales dialogs):
 * from the day, in `timeZone`, its report range starts (`start`: the campaign's start, else `reportRange`'s)
 * to today. A start after today gives today; a start more than MAX_REPORT_DAYS ago gives the last
 * MAX_REPORT_DAYS days, so the server never refuses it.
 */
export function lifetimeDayRange(start: Date | string, now: Date, timeZone: string): DayRange {
  const today = zonedDay(now, timeZone);
  // The start's day, between the earliest day taken and today (days sort as text).
  const days = [addDays(today, 1 - MAX_REPORT_DAYS), zonedDay(new Date(start), timeZone), today].sort();
  return { start: days[1]!, end: today };
}

/** Spec 1 §9: billing lists open on the previous month's first day to this month's last day. */
export function defaultBillingRange(now: Date, timeZone: string): DayRange {
  const today = zonedDay(now, timeZone);
  return { start: monthStart(today, -1), end: addDays(monthStart(today, 1), -1) };
}

/** Spec 1 §2 input: a typed or picked pair of days; an end before the start is ignored (null). */
export function orderedRange(start: string | null, end: string | null): DayRange | null {
  if (!start || !end || !isCalendarDay(start) || !isCalendarDay(end) || end < start) return null;
  return { start, end };
}

/** Spec 1 §2 input format, yyyy/MM/dd – yyyy/MM/dd (empty for no range). */
export function formatDayRange(range: DayRange): string {
  if (!range.start || !range.end) return '';
  return `${range.start.replaceAll('-', '/')} – ${range.end.replaceAll('-', '/')}`;
}

/** Reads "yyyy/MM/dd – yyyy/MM/dd" (any dash, spaces optional); null when it is not two ordered days. */
export function parseDayRange(text: string): DayRange | null {
  const match = /^\s*(\d{4})\/(\d{2})\/(\d{2})\s*[–—-]\s*(\d{4})\/(\d{2})\/(\d{2})\s*$/.exec(text);
  if (!match) return null;
  return orderedRange(`${match[1]}-${match[2]}-${match[3]}`, `${match[4]}-${match[5]}-${match[6]}`);
}
