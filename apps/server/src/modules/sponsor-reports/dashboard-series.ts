import { addDays, startOfZonedDay, zonedDay } from '@portal/domain/zoned-day';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adRollupsHourly } from '../../db/schema/index';
import { type DashboardQuery, directSalesColumn } from './dashboard-filters';

export type ReportGranularity = 'HOUR' | 'DAY';

/** One bucket of the chart: its start and the sums of the rollup hours that start in it. */
export type DashboardBucket = {
  eventTime: Date;
  /** `YYYY-MM-DD` in the report's zone for DAY buckets, the ISO hour for HOUR buckets. */
  label: string;
  impressions: number;
  clicks: number;
  costsMicros: bigint;
  salesMicros: bigint;
  itemsSold: number;
  haloSalesMicros: bigint;
  haloItemsSold: number;
};

const HOUR_MS = 3_600_000;
/** Hourly points for a range of at most this many calendar days (in the report's zone), daily beyond. */
export const HOURLY_MAX_DAYS = 7;

/** HOUR when the range covers at most 7 days of the report's zone, else DAY (decision 0200). */
export function granularityOf(q: Pick<DashboardQuery, 'filters' | 'timeZone'>): ReportGranularity {
  const last = addDays(zonedDay(q.filters.fromDate, q.timeZone), HOURLY_MAX_DAYS - 1);
  return zonedDay(q.filters.toDate, q.timeZone) <= last ? 'HOUR' : 'DAY';
}

const r = adRollupsHourly;
type Raw = Record<string, string | number | null>;
const int = (value: string | number | null | undefined) => (value == null ? 0 : Number(value));
const micros = (value: string | number | null | undefined) => (value == null ? 0n : BigInt(value));

/**
 * The chart's buckets in one statement: the rollup summed per UTC hour (the rows' own key, so no per-row
 * time-zone arithmetic), those hours summed per bucket (HOUR: itself; DAY: the day of the zone an hour
 * starts in), right-joined to `generate_series` of every bucket of the range so an empty bucket is a row of
 * zeros, in time order. A rollup hour counts when it starts inside the range.
 */
export async function readDashboardSeries(
  db: Db,
  q: DashboardQuery,
  granularity: ReportGranularity,
): Promise<DashboardBucket[]> {
  const { fromDate, toDate, adType } = q.filters;
  const zone = q.timeZone;
  const firstHour = new Date(Math.ceil(fromDate.getTime() / HOUR_MS) * HOUR_MS);
  const series =
    granularity === 'HOUR'
      ? sql`(select h as bucket from generate_series(${firstHour.toISOString()}::timestamptz, ${toDate.toISOString()}::timestamptz, interval '1 hour') as h)`
      : sql`(select d::date as bucket from generate_series(${zonedDay(fromDate, zone)}::date, ${zonedDay(toDate, zone)}::date, interval '1 day') as d)`;
  const bucketOf = granularity === 'HOUR' ? sql`h.hour` : sql`(h.hour at time zone ${zone})::date`;
  const label =
    granularity === 'HOUR'
      ? sql`to_char(s.bucket at time zone 'UTC', 'YYYY-MM-DD"T"HH24:00:00"Z"')`
      : sql`to_char(s.bucket, 'YYYY-MM-DD')`;
  const result = await db.execute<Raw>(sql`
    with h as (
      select ${r.hour} as hour,
        sum(${r.impressions}) as impressions, sum(${r.clicks}) as clicks,
        ${q.partialMoney(r.costsMicros)} as costs, ${q.partialMoney(directSalesColumn(adType))} as sales,
        sum(${r.itemsSold}) as items_sold, ${q.partialMoney(r.haloSalesMicros)} as halo_sales,
        sum(${r.haloItemsSold}) as halo_items_sold
      from ${q.from} where ${q.where} group by ${r.hour}
    ), f as (
      select ${bucketOf} as bucket, sum(h.impressions) as impressions, sum(h.clicks) as clicks,
        ${q.moneyOfPartials(sql`h.costs`)} as costs, ${q.moneyOfPartials(sql`h.sales`)} as sales,
        sum(h.items_sold) as items_sold, ${q.moneyOfPartials(sql`h.halo_sales`)} as halo_sales,
        sum(h.halo_items_sold) as halo_items_sold
      from h group by 1
    )
    select ${label} as bucket, f.impressions, f.clicks, f.costs, f.sales, f.items_sold, f.halo_sales, f.halo_items_sold
    from ${series} as s left join f on f.bucket = s.bucket order by s.bucket`);
  return result.rows.map((row) => {
    const label = String(row.bucket);
    return {
      eventTime: granularity === 'HOUR' ? new Date(label) : startOfZonedDay(label, zone),
      label,
      impressions: int(row.impressions),
      clicks: int(row.clicks),
      costsMicros: micros(row.costs),
      salesMicros: micros(row.sales),
      itemsSold: int(row.items_sold),
      haloSalesMicros: micros(row.halo_sales),
      haloItemsSold: int(row.halo_items_sold),
    };
  });
}
