import { type SQL, sql } from 'drizzle-orm';
import { splitRange } from '../../db/rollup-range';
import type { DashboardQuery } from './dashboard-filters';
import type { Segment } from './day-bucket-source';
import { sums } from './rollup-source';

/**
 * Which coarse rollup rows (decision 0222) a company-wide dashboard statement reads: the chart from
 * `ad_rollups_brand_hourly` (a UTC hour per company, catalog, brand and ad type, so every zone's days and
 * hours are exact), the search terms from whole UTC months, whole UTC days and the edge hours. Only when
 * `q.matchTotals` is set (no campaign or ad set chosen); every figure is still the sum of the hourly rows
 * whose hour starts inside the range.
 */

const iso = (at: number) => new Date(at).toISOString();
const date = (at: number) => iso(at).slice(0, 10);

function totalsMatch(q: DashboardQuery, alias: string): SQL {
  if (!q.matchTotals) throw new Error('the coarse rollups cannot filter by campaign or ad set');
  return q.matchTotals(alias);
}

/** The chart's hours [firstHour, endHour) as a subquery to alias `r`: hour, company and sums. */
export function brandHourRows(q: DashboardQuery, firstHour: number, endHour: number): SQL {
  return sql`(select c.hour, c.company_id, ${sums('c')} from ad_rollups_brand_hourly as c
    where c.hour >= ${iso(firstHour)} and c.hour < ${iso(endHour)} and ${totalsMatch(q, 'c')})`;
}

/**
 * The chart's zone days as a subquery to alias `r`: `bucket` (the zone day), company and sums. Each hour is
 * matched to its zone day by equality with the days' hours, generated from their first and end hours.
 */
export function brandDayRows(q: DashboardQuery, segments: readonly Segment[]): SQL {
  const first = segments[0]?.start ?? 0;
  const end = segments.at(-1)?.end ?? 0;
  const starts = segments.map((s) => iso(s.start));
  const lasts = segments.map((s) => iso(s.end - 3_600_000));
  const days = segments.map((s) => s.day);
  return sql`(select m.bucket, c.company_id, ${sums('c')} from ad_rollups_brand_hourly as c
    join (select s.bucket, generate_series(s.first_hour, s.last_hour, interval '1 hour') as hour
      from unnest(${sql.param(starts)}::timestamptz[], ${sql.param(lasts)}::timestamptz[], ${sql.param(days)}::date[])
        as s(first_hour, last_hour, bucket)) as m on m.hour = c.hour
    where c.hour >= ${iso(first)} and c.hour < ${iso(end)} and ${totalsMatch(q, 'c')})`;
}

/** The first instant of the UTC month `at` is in, or of the next one when `up` and `at` is not a month's start. */
function monthStart(at: number, up: boolean): number {
  const d = new Date(at);
  const start = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
  return up && start < at ? Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1) : start;
}

/**
 * The search terms' rows of the range as a subquery to alias `r`: search term, company and sums. Whole UTC
 * months from `ad_rollups_term_monthly`, the other whole UTC days from `ad_rollups_term_daily`, the hours
 * before the first and after the last whole UTC day from `ad_rollups_hourly`. A year: about 11 months, up to
 * 60 days and 46 hours.
 */
export function searchTermRows(q: DashboardQuery): SQL {
  const { firstHour, endHour, dayStart, dayEnd } = splitRange(q.filters.fromDate, q.filters.toDate);
  const hourly = (hours: SQL) =>
    sql`select h.search_term, h.company_id, ${sums('h')} from ad_rollups_hourly as h where ${hours} and ${q.match('h')}`;
  if (dayEnd <= dayStart)
    return sql`(${hourly(sql`h.hour >= ${iso(firstHour)} and h.hour < ${iso(endHour)}`)})`;
  const edges = hourly(
    sql`((h.hour >= ${iso(firstHour)} and h.hour < ${iso(dayStart)}) or (h.hour >= ${iso(dayEnd)} and h.hour < ${iso(endHour)}))`,
  );
  const monthFrom = monthStart(dayStart, true);
  const monthTo = monthStart(dayEnd, false);
  const days = (from: number, to: number) =>
    sql`select d.search_term, d.company_id, ${sums('d')} from ad_rollups_term_daily as d
      where d.day >= ${date(from)} and d.day < ${date(to)} and ${totalsMatch(q, 'd')}`;
  if (monthTo <= monthFrom) return sql`(${days(dayStart, dayEnd)} union all ${edges})`;
  return sql`(select m.search_term, m.company_id, ${sums('m')} from ad_rollups_term_monthly as m
      where m.month >= ${date(monthFrom)} and m.month < ${date(monthTo)} and ${totalsMatch(q, 'm')}
    union all ${days(dayStart, monthFrom)}
    union all ${days(monthTo, dayEnd)}
    union all ${edges})`;
}
