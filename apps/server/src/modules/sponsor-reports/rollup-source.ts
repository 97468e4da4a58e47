import { type SQL, sql } from 'drizzle-orm';
import { rollupFigureNames, splitRange } from '../../db/rollup-range';
import type { DashboardQuery } from './dashboard-filters';

/**
 * Which rollup rows a dashboard statement reads (decision 0220). A rollup hour counts when it starts inside
 * [fromDate, toDate]. The UTC days whose 24 hours all count are read from `ad_rollups_daily` (one row per day,
 * ad set, platform and banner type, the exact sums of that day's hourly rows), the hours at the range's edges
 * from `ad_rollups_hourly`: the same sums, from 18 times fewer rows over a year.
 */

const iso = (at: number) => new Date(at).toISOString();
const date = (at: number) => iso(at).slice(0, 10);

/**
 * The nine sums of a rollup row of the table aliased `alias`: as they are, multiplied by `sign`, or summed
 * (`sum`) over a group.
 */
export function sums(alias: string, how?: SQL | 'sum'): SQL {
  return sql.join(
    rollupFigureNames.map((name) => {
      const column = sql.raw(`${alias}.${name}`);
      if (how === 'sum') return sql`sum(${column}) as ${sql.raw(name)}`;
      return how ? sql`${how} * ${column} as ${sql.raw(name)}` : column;
    }),
    sql`, `,
  );
}

/**
 * The rows of the range for the summaries, as a subquery to alias `r`: catalog, campaign, platform, banner
 * type, company and the sums; daily rows for the whole UTC days, hourly rows for the edge hours. With
 * `searchTerm` (the daily table has none) every hour is read from the hourly table, with its `search_term`.
 */
export function summaryRows(q: DashboardQuery, searchTerm: boolean): SQL {
  const { firstHour, endHour, dayStart, dayEnd } = splitRange(q.filters.fromDate, q.filters.toDate);
  const dims = (alias: string) =>
    sql.raw(
      ['catalog_id', 'campaign_id', 'platform', 'banner_type', 'company_id']
        .map((c) => `${alias}.${c}`)
        .join(', '),
    );
  const hourly = (hours: SQL) =>
    sql`select ${dims('h')}${searchTerm ? sql`, h.search_term` : sql``}, ${sums('h')}
      from ad_rollups_hourly as h where ${hours} and ${q.match('h')}`;
  if (searchTerm || dayEnd <= dayStart)
    return sql`(${hourly(sql`h.hour >= ${iso(firstHour)} and h.hour < ${iso(endHour)}`)})`;
  return sql`(select ${dims('d')}, ${sums('d')} from ad_rollups_daily as d
      where d.day >= ${date(dayStart)} and d.day < ${date(dayEnd)} and ${q.match('d')}
    union all
    ${hourly(
      sql`((h.hour >= ${iso(firstHour)} and h.hour < ${iso(dayStart)}) or (h.hour >= ${iso(dayEnd)} and h.hour < ${iso(endHour)}))`,
    )})`;
}
