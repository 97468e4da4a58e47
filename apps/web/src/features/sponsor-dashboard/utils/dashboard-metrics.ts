import { formatMicros, parseDecimalToMicros } from '@portal/domain/money';
import { conv, cpc, cpm, ctr, roas, withHalo } from '@portal/domain/sponsor-metrics';
import type { ChartValueFormat } from '../../../components/chart/chart-types';

/** Spec 2 §2/§9 dashboard metrics: the product set, the banner set (CPM for CPC), the halo ones under a flag. */
export const dashboardMetricIds = [
  'costs',
  'impressions',
  'clicks',
  'itemsSold',
  'sales',
  'ctr',
  'cpc',
  'cpm',
  'conversion',
  'roas',
  'haloSales',
  'haloItemsSold',
  'haloRoas',
] as const;
export type DashboardMetric = (typeof dashboardMetricIds)[number];
export type DashboardAdType = 'PRODUCT' | 'BANNER';

const baseSet = ['costs', 'impressions', 'clicks', 'itemsSold', 'sales', 'ctr'] as const;
const haloSet = ['haloSales', 'haloItemsSold', 'haloRoas'] as const;

/** The metrics a user may chart for an ad type, in the menu's order. */
export function metricSet(adType: DashboardAdType, withHaloMetrics: boolean): DashboardMetric[] {
  const unitCost = adType === 'BANNER' ? 'cpm' : 'cpc';
  return [...baseSet, unitCost, 'conversion', 'roas', ...(withHaloMetrics ? haloSet : [])];
}

export const metricFormats: Record<DashboardMetric, ChartValueFormat> = {
  costs: 'money',
  impressions: 'count',
  clicks: 'count',
  itemsSold: 'count',
  sales: 'money',
  ctr: 'percent',
  cpc: 'money',
  cpm: 'money',
  conversion: 'percent',
  roas: 'percent',
  haloSales: 'money',
  haloItemsSold: 'count',
  haloRoas: 'percent',
};

/** The recorded figures of one bucket (or of the whole range): counts, and money in micros. */
export type Figures = {
  impressions: number;
  clicks: number;
  costs: bigint;
  sales: bigint;
  itemsSold: number;
  haloSales: bigint;
  haloItemsSold: number;
};

/** A metric's value: counts as counts, money in micros, ratios in percent (spec 2 §9 formulas of the domain). */
export function metricValue(metric: DashboardMetric, f: Figures): number | bigint {
  switch (metric) {
    case 'costs':
      return f.costs;
    case 'impressions':
      return f.impressions;
    case 'clicks':
      return f.clicks;
    case 'itemsSold':
      return f.itemsSold;
    case 'sales':
      return f.sales;
    case 'ctr':
      return ctr(f.clicks, f.impressions);
    case 'cpc':
      return cpc(f.costs, f.clicks);
    case 'cpm':
      return cpm(f.costs, f.impressions);
    case 'conversion':
      return conv(f.itemsSold, f.clicks);
    case 'roas':
      return roas(f.sales, f.costs);
    // "Halo sales are added for the new metrics" (spec 2 §9, decision 0207): direct plus halo.
    case 'haloSales':
      return withHalo(f.sales, f.haloSales);
    case 'haloItemsSold':
      return withHalo(f.itemsSold, f.haloItemsSold);
    case 'haloRoas':
      return roas(withHalo(f.sales, f.haloSales), f.costs);
  }
}

/** The value as the chart draws it: money in major units (the one money module's decimal text), the rest as it is. */
export function chartNumber(value: number | bigint): number {
  return typeof value === 'bigint' ? Number(formatMicros(value)) : value;
}

/**
 * A metric's chart points: each bucket's value, and a gap (null) for a bucket that starts after `now`. The
 * report has every bucket of the range, so today's later hours (or this week's later days) come as zeros; drawn
 * as zeros they read as delivery that stopped. The bucket under way is drawn as it stands.
 */
export function chartValues(
  metric: DashboardMetric,
  at: readonly Date[],
  buckets: readonly Figures[],
  now: number = Date.now(),
): (number | null)[] {
  return buckets.map((bucket, index) =>
    (at[index]?.getTime() ?? 0) > now ? null : chartNumber(metricValue(metric, bucket)),
  );
}

export const micros = (value: string | null | undefined): bigint =>
  value ? (parseDecimalToMicros(value) ?? 0n) : 0n;

type Point = { eventTime: string; value: string; count: number };

/** The report's five series as it answers them (spec 2 §7: eventTime, value, count). */
export type ReportSeries = {
  reportImpressions: readonly Point[];
  reportClicks: readonly Point[];
  reportCosts: readonly Point[];
  reportSales: readonly Point[];
  reportHaloSales: readonly Point[];
};

/**
 * The buckets' figures, joined by their instant (the server sends every bucket of the range, in order; a
 * bucket one series lacks counts as zero rather than shifting the others).
 */
export function bucketFigures(report: ReportSeries): { at: Date[]; figures: Figures[] } {
  const byTime = new Map<string, Figures>();
  const at = (eventTime: string) => {
    let figures = byTime.get(eventTime);
    if (!figures) {
      figures = {
        impressions: 0,
        clicks: 0,
        costs: 0n,
        sales: 0n,
        itemsSold: 0,
        haloSales: 0n,
        haloItemsSold: 0,
      };
      byTime.set(eventTime, figures);
    }
    return figures;
  };
  for (const point of report.reportImpressions) at(point.eventTime).impressions = point.count;
  for (const point of report.reportClicks) at(point.eventTime).clicks = point.count;
  for (const point of report.reportCosts) at(point.eventTime).costs = micros(point.value);
  for (const point of report.reportSales) {
    const figures = at(point.eventTime);
    figures.sales = micros(point.value);
    figures.itemsSold = point.count;
  }
  for (const point of report.reportHaloSales) {
    const figures = at(point.eventTime);
    figures.haloSales = micros(point.value);
    figures.haloItemsSold = point.count;
  }
  const times = [...byTime.keys()].sort((a, b) => Date.parse(a) - Date.parse(b));
  return {
    at: times.map((time) => new Date(time)),
    figures: times.map((time) => byTime.get(time) as Figures),
  };
}

/** The report's totals as Figures, for the cards' headline numbers. */
export function totalFigures(totals: {
  impressionsCount: number;
  clicksCount: number;
  costTotal: string;
  saleTotal: string;
  haloSalesTotal: string;
  itemsSoldTotal: number;
  haloItemsSoldTotal: number;
}): Figures {
  return {
    impressions: totals.impressionsCount,
    clicks: totals.clicksCount,
    costs: micros(totals.costTotal),
    sales: micros(totals.saleTotal),
    itemsSold: totals.itemsSoldTotal,
    haloSales: micros(totals.haloSalesTotal),
    haloItemsSold: totals.haloItemsSoldTotal,
  };
}

/** True when the range recorded nothing at all (the cards then say "no data recorded"). */
export function isNothingRecorded(total: Figures): boolean {
  return total.impressions === 0 && total.clicks === 0 && total.costs === 0n && total.sales === 0n;
}
