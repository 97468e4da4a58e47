import { MICROS_PER_UNIT } from '@portal/domain/money';
import type { AppDeps } from '../../app-deps';
import type { SignedIn } from '../../graphql/context';
import { sponsorScope } from '../sponsor-lists/sponsor-scope';
import { type DashboardFilters, dashboardQuery } from './dashboard-filters';
import {
  type DashboardBucket,
  granularityOf,
  type ReportGranularity,
  readDashboardSeries,
} from './dashboard-series';

/** A chart point; `value` in micros (a Decimal: money in the report's currency, or a count). */
export type ReportPoint = { eventTime: Date; value: bigint; count: number };

export type DashboardReport = {
  granularity: ReportGranularity;
  timeZone: string;
  currency: string;
  reportImpressions: ReportPoint[];
  reportClicks: ReportPoint[];
  reportCosts: ReportPoint[];
  reportSales: ReportPoint[];
  reportHaloSales: ReportPoint[];
  impressionsCount: number;
  clicksCount: number;
  costTotal: bigint;
  saleTotal: bigint;
  haloSalesTotal: bigint;
  itemsSoldTotal: number;
  haloItemsSoldTotal: number;
};

/** Input of every dashboard query: the filters, and `supplierId` (staff only, see sponsorScope). */
export type DashboardInput = DashboardFilters & { supplierId?: number | null };

/**
 * dashboardReport (spec 2 §7 "Dashboard chart report"): the five series of the dashboard's charts, one
 * point per hour (ranges of at most 7 days) or per day of the report's zone, every bucket present, and the
 * totals of the range (the sums of the points). The costs' count is the billed events: clicks for product
 * ads, impressions for banners.
 */
export async function dashboardReport({
  deps,
  actor,
  input,
}: {
  deps: Pick<AppDeps, 'db'>;
  actor: SignedIn;
  input: DashboardInput;
}): Promise<DashboardReport> {
  const { supplierId, ...filters } = input;
  const q = await dashboardQuery(deps.db, sponsorScope(actor, supplierId), filters);
  const granularity = granularityOf(q);
  const buckets = await readDashboardSeries(deps.db, q, granularity);
  const banner = filters.adType === 'BANNER';
  const series = (value: (b: DashboardBucket) => bigint, count: (b: DashboardBucket) => number) =>
    buckets.map((b) => ({ eventTime: b.eventTime, value: value(b), count: count(b) }));
  const units = (count: number) => BigInt(count) * MICROS_PER_UNIT;
  const count = (pick: (b: DashboardBucket) => number) => buckets.reduce((acc, b) => acc + pick(b), 0);
  const money = (pick: (b: DashboardBucket) => bigint) => buckets.reduce((acc, b) => acc + pick(b), 0n);
  return {
    granularity,
    timeZone: q.timeZone,
    currency: q.currency,
    reportImpressions: series(
      (b) => units(b.impressions),
      (b) => b.impressions,
    ),
    reportClicks: series(
      (b) => units(b.clicks),
      (b) => b.clicks,
    ),
    reportCosts: series(
      (b) => b.costsMicros,
      (b) => (banner ? b.impressions : b.clicks),
    ),
    reportSales: series(
      (b) => b.salesMicros,
      (b) => b.itemsSold,
    ),
    reportHaloSales: series(
      (b) => b.haloSalesMicros,
      (b) => b.haloItemsSold,
    ),
    impressionsCount: count((b) => b.impressions),
    clicksCount: count((b) => b.clicks),
    costTotal: money((b) => b.costsMicros),
    saleTotal: money((b) => b.salesMicros),
    haloSalesTotal: money((b) => b.haloSalesMicros),
    itemsSoldTotal: count((b) => b.itemsSold),
    haloItemsSoldTotal: count((b) => b.haloItemsSold),
  };
}
