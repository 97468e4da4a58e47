import { addDays, startOfZonedDay, zonedDay } from '@portal/domain/zoned-day';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { directSales, rollupRowsAs } from '../../db/rollup-direct-sales';
import { splitRange } from '../../db/rollup-range';
import type { DashboardQuery } from './dashboard-filters';
import { dayBucketPlan, dayBucketRows, zoneDaySegments } from './day-bucket-source';
import { sums } from './rollup-source';
import { brandDayRows, brandHourRows } from './totals-source';

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

type Raw = Record<string, string | number | null>;
const int = (value: string | number | null | undefined) => (value == null ? 0 : Number(value));
const micros = (value: string | number | null | undefined) => (value == null ? 0n : BigInt(value));

/** The bucket's sums over the rows `r` (a subquery of rollup-source.ts or day-bucket-source.ts). */
function bucketSums(q: DashboardQuery): SQL {
  return sql`sum(r.impressions) as impressions, sum(r.clicks) as clicks,
    ${q.money(sql`r.costs_micros`)} as costs,
    ${q.money(directSales(rollupRowsAs('r'), q.filters.adType))} as sales,
    sum(r.items_sold) as items_sold, ${q.money(sql`r.halo_sales_micros`)} as halo_sales,
    sum(r.halo_items_sold) as halo_items_sold`;
}

function bucketOf(row: Raw | undefined, eventTime: Date, label: string): DashboardBucket {
  return {
    eventTime,
    label,
    impressions: int(row?.impressions),
    clicks: int(row?.clicks),
    costsMicros: micros(row?.costs),
    salesMicros: micros(row?.sales),
    itemsSold: int(row?.items_sold),
    haloSalesMicros: micros(row?.halo_sales),
    haloItemsSold: int(row?.halo_items_sold),
  };
}

/**
 * The chart's buckets, every bucket of the range in time order (an empty one is zeros). A rollup hour counts
 * when it starts inside the range, in the bucket it starts in. Company-wide (no campaign or ad set chosen):
 * the brand-hourly rows summed per hour or per day of the report's zone (totals-source.ts, decision 0222).
 * For a campaign or an ad set, HOUR: the hourly rows summed per hour; DAY: the daily table's whole UTC days
 * and the hourly rows that complete them (day-bucket-source.ts, decision 0220).
 */
export async function readDashboardSeries(
  db: Db,
  q: DashboardQuery,
  granularity: ReportGranularity,
): Promise<DashboardBucket[]> {
  const { fromDate, toDate } = q.filters;
  if (granularity === 'DAY') {
    const cut = q.matchTotals ? zoneDaySegments(fromDate, toDate, q.timeZone) : null;
    const plan = cut ? null : dayBucketPlan(fromDate, toDate, q.timeZone);
    const days = cut?.days ?? plan!.days;
    const result = await db.execute<Raw>(sql`
      select to_char(r.bucket, 'YYYY-MM-DD') as bucket, ${bucketSums(q)}
      from ${cut ? brandDayRows(q, cut.segments) : dayBucketRows(q, plan!)} as r ${q.join} group by r.bucket`);
    const rows = new Map(result.rows.map((row) => [String(row.bucket), row]));
    return days.map((day) => bucketOf(rows.get(day), startOfZonedDay(day, q.timeZone), day));
  }
  const { firstHour, endHour } = splitRange(fromDate, toDate);
  const hours = q.matchTotals
    ? brandHourRows(q, firstHour, endHour)
    : summaryRowsByHour(q, firstHour, endHour);
  const result = await db.execute<Raw>(sql`
    select to_char(r.hour at time zone 'UTC', 'YYYY-MM-DD"T"HH24:00:00"Z"') as bucket, ${bucketSums(q)}
    from ${hours} as r ${q.join} group by r.hour`);
  const rows = new Map(result.rows.map((row) => [String(row.bucket), row]));
  const buckets: DashboardBucket[] = [];
  for (let hour = firstHour; hour < endHour; hour += HOUR_MS) {
    const label = new Date(hour).toISOString().replace('.000Z', 'Z');
    buckets.push(bucketOf(rows.get(label), new Date(hour), label));
  }
  return buckets;
}

/** The hourly rows of the range with their hour, as a subquery to alias `r`. */
function summaryRowsByHour(q: DashboardQuery, firstHour: number, endHour: number): SQL {
  return sql`(select h.hour, h.company_id, ${sums('h')} from ad_rollups_hourly as h
    where h.hour >= ${new Date(firstHour).toISOString()} and h.hour < ${new Date(endHour).toISOString()} and ${q.match('h')})`;
}
