import { addDays, type CalendarDay, startOfZonedDay } from '@portal/domain/zoned-day';

/** Spec 2 §9: the SKU chart has daily points when the range is under 93 days, otherwise Mondays only. */
export const DAILY_POINTS_BELOW_DAYS = 93;

export type HistoryInterval = 'DAY' | 'WEEK';

/** Days from `start` to `end`, both included. */
export function daysBetween(start: CalendarDay, end: CalendarDay): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;
}

export function intervalFor(range: { start: CalendarDay; end: CalendarDay }): HistoryInterval {
  return daysBetween(range.start, range.end) < DAILY_POINTS_BELOW_DAYS ? 'DAY' : 'WEEK';
}

/** The Monday on or before `day` (ISO weeks, as PostgreSQL's date_trunc('week')). */
export function mondayOf(day: CalendarDay): CalendarDay {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

export function bucketOf(day: CalendarDay, interval: HistoryInterval): CalendarDay {
  return interval === 'DAY' ? day : mondayOf(day);
}

/**
 * The points of a range: each day, or each week labelled by its Monday (the first may fall before the
 * range; its figures still count only the range's days). `end` is the point's last instant, clipped to
 * the range: the prices a point shows are those in force then.
 */
export function historyBuckets(
  range: { start: CalendarDay; end: CalendarDay },
  interval: HistoryInterval,
  zone: string,
): { key: CalendarDay; end: Date }[] {
  const rangeEnd = startOfZonedDay(addDays(range.end, 1), zone).getTime() - 1;
  const buckets: { key: CalendarDay; end: Date }[] = [];
  const step = interval === 'DAY' ? 1 : 7;
  for (let key = bucketOf(range.start, interval); key <= range.end; key = addDays(key, step)) {
    const end = startOfZonedDay(addDays(key, step), zone).getTime() - 1;
    buckets.push({ key, end: new Date(Math.min(end, rangeEnd)) });
  }
  return buckets;
}
