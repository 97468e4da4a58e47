import { addDays, type CalendarDay, startOfZonedDay, zonedDay } from '@portal/domain/zoned-day';
import { type SQL, sql } from 'drizzle-orm';
import { splitRange } from '../../db/rollup-range';
import type { DashboardQuery } from './dashboard-filters';
import { sums } from './rollup-source';

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/**
 * Which rows make each day of the report's zone (decision 0220): an hour counts in the zone day it starts in.
 * A whole UTC day inside the range is read once from the daily table and counted in the zone day that holds
 * most of its hours; its other hours (in Singapore the 8 hours from 16:00 UTC, the zone's night) are read from
 * the hourly table, added to their own zone day and taken off that one. Partial UTC days at the edges are
 * read hour by hour. Every figure is an exact sum of hourly rows.
 */
export type DayBucketPlan = {
  /** Every zone day of the range, in order (empty ones included). */
  days: CalendarDay[];
  hourly: { hours: string[]; buckets: CalendarDay[]; signs: number[] };
  daily: { days: string[]; buckets: CalendarDay[] };
};

/** The whole UTC hours of one zone day that are inside the range: [start, end) in epoch milliseconds. */
export type Segment = { day: CalendarDay; start: number; end: number };

/**
 * Every zone day of the range, and the range's hours cut into them: an hour belongs to the zone day it starts
 * in, so a zone day is the run of whole UTC hours from the first that starts inside it (decision 0220).
 */
export function zoneDaySegments(fromDate: Date, toDate: Date, zone: string) {
  const { firstHour, endHour } = splitRange(fromDate, toDate);
  const days: CalendarDay[] = [];
  const segments: Segment[] = [];
  const firstHourOf = (day: CalendarDay) =>
    Math.ceil(startOfZonedDay(day, zone).getTime() / HOUR_MS) * HOUR_MS;
  const last = zonedDay(toDate, zone);
  let start = firstHourOf(zonedDay(fromDate, zone));
  for (let day = zonedDay(fromDate, zone); day <= last; day = addDays(day, 1)) {
    days.push(day);
    const end = firstHourOf(addDays(day, 1));
    const from = Math.max(start, firstHour);
    const to = Math.min(end, endHour);
    if (from < to) segments.push({ day, start: from, end: to });
    start = end;
  }
  return { firstHour, endHour, days, segments };
}

export function dayBucketPlan(fromDate: Date, toDate: Date, zone: string): DayBucketPlan {
  const { firstHour, endHour, days, segments } = zoneDaySegments(fromDate, toDate, zone);
  const plan: DayBucketPlan = {
    days,
    hourly: { hours: [], buckets: [], signs: [] },
    daily: { days: [], buckets: [] },
  };
  const addHours = (from: number, to: number, bucket: CalendarDay, sign: number) => {
    for (let hour = from; hour < to; hour += HOUR_MS) {
      plan.hourly.hours.push(new Date(hour).toISOString());
      plan.hourly.buckets.push(bucket);
      plan.hourly.signs.push(sign);
    }
  };
  let i = 0;
  for (let utc = Math.floor(firstHour / DAY_MS) * DAY_MS; utc < endHour; utc += DAY_MS) {
    const utcEnd = utc + DAY_MS;
    while (i < segments.length && segments[i]!.end <= utc) i += 1;
    const parts: Segment[] = [];
    for (let j = i; j < segments.length && segments[j]!.start < utcEnd; j++) {
      const s = segments[j]!;
      parts.push({ day: s.day, start: Math.max(s.start, utc), end: Math.min(s.end, utcEnd) });
    }
    const whole = utc >= firstHour && utcEnd <= endHour;
    if (!whole) {
      for (const part of parts) addHours(part.start, part.end, part.day, 1);
      continue;
    }
    const major = parts.reduce((best, part) => (part.end - part.start > best.end - best.start ? part : best));
    plan.daily.days.push(new Date(utc).toISOString().slice(0, 10));
    plan.daily.buckets.push(major.day);
    for (const part of parts) {
      if (part === major) continue;
      addHours(part.start, part.end, part.day, 1);
      addHours(part.start, part.end, major.day, -1);
    }
  }
  return plan;
}

/**
 * The rows of a plan as a subquery to alias `r`: `bucket` (the zone day), the company and the signed sums.
 * Each side is summed per hour (per day) and company before it meets the plan, so an hour that moves is summed
 * once and then added to one day and taken off another. The hourly rows are found by `hour = any(…)`.
 */
export function dayBucketRows(q: DashboardQuery, plan: DayBucketPlan): SQL {
  const hourly = sql`select m.bucket, g.company_id, ${sums('g', sql`m.sign`)}
    from (select h.hour, h.company_id, ${sums('h', 'sum')} from ad_rollups_hourly as h
      where h.hour = any(${sql.param([...new Set(plan.hourly.hours)])}::timestamptz[]) and ${q.match('h')}
      group by h.hour, h.company_id) as g
    join unnest(${sql.param(plan.hourly.hours)}::timestamptz[], ${sql.param(plan.hourly.buckets)}::date[], ${sql.param(plan.hourly.signs)}::int[]) as m(hour, bucket, sign)
      on m.hour = g.hour`;
  if (plan.daily.days.length === 0) return sql`(${hourly})`;
  return sql`(${hourly}
    union all
    select m.bucket, g.company_id, ${sums('g')}
    from (select d.day, d.company_id, ${sums('d', 'sum')} from ad_rollups_daily as d
      where d.day >= ${plan.daily.days[0]!}::date and d.day <= ${plan.daily.days.at(-1)!}::date and ${q.match('d')}
      group by d.day, d.company_id) as g
    join unnest(${sql.param(plan.daily.days)}::date[], ${sql.param(plan.daily.buckets)}::date[]) as m(day, bucket)
      on m.day = g.day)`;
}
