import { addDays, type CalendarDay, startOfZonedDay } from '@portal/domain/zoned-day';

/** Spec 2 §9: the SKU chart has daily points when the range is under 93 days, otherwise Mondays only. */
export const DAILY_POINTS_BELOW_DAYS = 93;

export type HistoryInterval = 'DAY' | 'WEEK';

type DayRange = { start: CalendarDay; end: CalendarDay };

/** Days from `start` to `end`, both included. */
export function daysBetween(start: CalendarDay, end: CalendarDay): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;
}

export function intervalFor(range: DayRange): HistoryInterval {
  return daysBetween(range.start, range.end) < DAILY_POINTS_BELOW_DAYS ? 'DAY' : 'WEEK';
}

/** The Monday on or before `day` (ISO weeks, as PostgreSQL's date_trunc('week')). */
export function mondayOf(day: CalendarDay): CalendarDay {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/**
 * The first point of a range: its first day, or for weeks its first Monday (the range itself when it holds
 * none, which a weekly range of 93 days or more always does).
 */
function firstKey(range: DayRange, interval: HistoryInterval): CalendarDay {
  if (interval === 'DAY') return range.start;
  const monday = mondayOf(range.start);
  const next = monday < range.start ? addDays(monday, 7) : monday;
  return next <= range.end ? next : range.start;
}

/**
 * The point a day of the range counts in (decision 0212 addendum): the day itself, or its week's Monday;
 * the days before the range's first Monday count in that Monday's point, so every point lies within the
 * range and the points' figures add up to the range's.
 */
export function bucketOf(day: CalendarDay, interval: HistoryInterval, range: DayRange): CalendarDay {
  if (interval === 'DAY') return day;
  // The later of the day's Monday and the range's first point (days sort as text).
  return [mondayOf(day), firstKey(range, interval)].sort()[1]!;
}

/** The day after a point's last day: the next day, or the Monday after its week. */
function after(key: CalendarDay, interval: HistoryInterval): CalendarDay {
  return interval === 'DAY' ? addDays(key, 1) : addDays(mondayOf(key), 7);
}

/**
 * The points of a range: each day, or each Monday of the range (the first also holding the days before it,
 * see bucketOf). `end` is the point's last instant, clipped to the range: the prices a point shows are
 * those in force then.
 */
export function historyBuckets(
  range: DayRange,
  interval: HistoryInterval,
  zone: string,
): { key: CalendarDay; end: Date }[] {
  const rangeEnd = startOfZonedDay(addDays(range.end, 1), zone).getTime() - 1;
  const buckets: { key: CalendarDay; end: Date }[] = [];
  for (let key = firstKey(range, interval); key <= range.end; key = after(key, interval)) {
    const end = startOfZonedDay(after(key, interval), zone).getTime() - 1;
    buckets.push({ key, end: new Date(Math.min(end, rangeEnd)) });
  }
  return buckets;
}

/**
 * Figures keyed by the database's day or ISO week (date_trunc: a week's Monday may fall before the range),
 * summed into the range's points (bucketOf); missing figures count as 0.
 */
export function sumByPoint<Field extends string>(
  rows: readonly ({ key: CalendarDay } & Record<Field, string | number | bigint | null>)[],
  fields: readonly Field[],
  interval: HistoryInterval,
  range: DayRange,
): Map<CalendarDay, Record<Field, bigint>> {
  const sums = new Map<CalendarDay, Record<Field, bigint>>();
  for (const row of rows) {
    const key = bucketOf(row.key, interval, range);
    let sum = sums.get(key);
    if (!sum) {
      sum = Object.fromEntries(fields.map((field) => [field, 0n])) as Record<Field, bigint>;
      sums.set(key, sum);
    }
    for (const field of fields) sum[field] += BigInt(row[field] ?? 0);
  }
  return sums;
}
