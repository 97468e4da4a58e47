import dayjs, { type Dayjs } from 'dayjs';

/** Spec 2 §9 presets of the report date range; the default is the last 7 days. */
export const dateRangePresets = [
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
export type DateRangePreset = (typeof dateRangePresets)[number];

/** Calendar days (YYYY-MM-DD, both ends included); both null means lifetime (no date filter). */
export type DayRange = { start: string | null; end: string | null };

export const LIFETIME = 'lifetime';
const DAY = 'YYYY-MM-DD';

/** Weeks start on Monday (ISO), as the marketplace reports do. */
function startOfWeek(day: Dayjs): Dayjs {
  return day.subtract((day.day() + 6) % 7, 'day').startOf('day');
}

export function presetRange(preset: DateRangePreset, now: Date = new Date()): DayRange {
  const today = dayjs(now).startOf('day');
  const range = (start: Dayjs, end: Dayjs): DayRange => ({ start: start.format(DAY), end: end.format(DAY) });
  switch (preset) {
    case 'today':
      return range(today, today);
    case 'yesterday':
      return range(today.subtract(1, 'day'), today.subtract(1, 'day'));
    case 'thisWeek':
      return range(startOfWeek(today), today);
    case 'thisMonth':
      return range(today.startOf('month'), today);
    case 'last7Days':
      return range(today.subtract(6, 'day'), today);
    case 'last30Days':
      return range(today.subtract(29, 'day'), today);
    case 'previousWeek': {
      const start = startOfWeek(today).subtract(7, 'day');
      return range(start, start.add(6, 'day'));
    }
    case 'previousMonth': {
      const start = today.startOf('month').subtract(1, 'month');
      return range(start, start.endOf('month'));
    }
    case 'lifetime':
      return { start: null, end: null };
  }
}

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** The `date` query parameter: `start_end`, or `lifetime`; anything else gives the default (last 7 days). */
export function parseDateParam(value: string | null, now: Date = new Date()): DayRange {
  if (value === LIFETIME) return { start: null, end: null };
  const [start, end] = (value ?? '').split('_');
  if (start && end && dayPattern.test(start) && dayPattern.test(end) && start <= end) return { start, end };
  return presetRange('last7Days', now);
}

export function formatDateParam(range: DayRange): string {
  return range.start && range.end ? `${range.start}_${range.end}` : LIFETIME;
}

/** The range as the server's DateTime arguments: from the first day's midnight to the last day's end, local time. */
export function rangeToDateTimes(range: DayRange): { startDate: string | null; endDate: string | null } {
  if (!range.start || !range.end) return { startDate: null, endDate: null };
  return {
    startDate: dayjs(range.start).startOf('day').toISOString(),
    endDate: dayjs(range.end).endOf('day').toISOString(),
  };
}

/** The preset a range equals today, if any (to highlight it in the picker). */
export function matchingPreset(range: DayRange, now: Date = new Date()): DateRangePreset | null {
  return (
    dateRangePresets.find((preset) => {
      const candidate = presetRange(preset, now);
      return candidate.start === range.start && candidate.end === range.end;
    }) ?? null
  );
}
