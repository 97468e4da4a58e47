import {
  type MetaChartMetric,
  type MetaFigures,
  metaMetricFormats,
  metaMetricValue,
} from '@portal/domain/meta-metrics';
import { formatMicros, parseDecimalToMicros } from '@portal/domain/money';
import { startOfZonedDay } from '@portal/domain/zoned-day';
import type { ChartSeries } from '../../../components/chart/chart-types';

export const micros = (value: string | null | undefined): bigint =>
  value ? (parseDecimalToMicros(value) ?? 0n) : 0n;

type InsightRow = {
  dateStart: string;
  spend: string;
  clicks: number;
  impressions: number;
  totalPurchaseItem: number;
  totalPurchaseValue: string;
};

export function insightFigures(row: InsightRow): MetaFigures {
  return {
    impressions: row.impressions,
    clicks: row.clicks,
    cost: micros(row.spend),
    totalPurchaseItem: row.totalPurchaseItem,
    totalPurchaseValue: micros(row.totalPurchaseValue),
  };
}

/** Money in major units through the one money module (the chart's unit), the rest as it is. */
const chartNumber = (value: number | bigint) =>
  typeof value === 'bigint' ? Number(formatMicros(value)) : value;

export const metricColors: Record<MetaChartMetric, string> = {
  impressions: 'var(--mantine-color-blue-6)',
  clicks: 'var(--mantine-color-teal-6)',
  cost: 'var(--mantine-color-orange-6)',
  sales: 'var(--mantine-color-grape-6)',
  roas: 'var(--mantine-color-pink-6)',
  ctr: 'var(--mantine-color-indigo-6)',
};

/**
 * The chart's points (one per day, at the day's start in the catalog's zone, in day order) and a series per
 * chosen metric: counts on the left axis, money and percentages on the right.
 */
export function insightSeries(
  rows: readonly InsightRow[],
  metrics: readonly MetaChartMetric[],
  timeZone: string,
  label: (metric: MetaChartMetric) => string,
): { x: Date[]; series: ChartSeries[] } {
  const days = [...rows].sort((a, b) => a.dateStart.localeCompare(b.dateStart));
  const figures = days.map(insightFigures);
  return {
    x: days.map((row) => startOfZonedDay(row.dateStart, timeZone)),
    series: metrics.map((metric) => ({
      label: label(metric),
      values: figures.map((day) => chartNumber(metaMetricValue(metric, day))),
      color: metricColors[metric],
      axis: metaMetricFormats[metric] === 'count' ? 'left' : 'right',
      format: metaMetricFormats[metric],
    })),
  };
}
