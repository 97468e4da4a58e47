import { startOfZonedDay } from '@portal/domain/zoned-day';
import type { ChartSeries } from '../../../components/chart/chart-types';
import type { SkuHistoryPoint } from '../api/get-sku-price-history';

/** The chart's series (spec 2 §3 "SKU price-history data"), in the legend's order. */
export const historySeriesKeys = [
  'averageValue',
  'newAverageValue',
  'blackPrice',
  'permanentMarkdownPrice',
  'promotionPrice',
  'quantity',
  'newQuantity',
  'impressions',
  'clicks',
] as const;
export type HistorySeriesKey = (typeof historySeriesKeys)[number];

const moneyKeys = new Set<HistorySeriesKey>([
  'averageValue',
  'newAverageValue',
  'blackPrice',
  'permanentMarkdownPrice',
  'promotionPrice',
]);

const colors: Record<HistorySeriesKey, string> = {
  averageValue: 'var(--mantine-color-blue-6)',
  newAverageValue: 'var(--mantine-color-indigo-9)',
  blackPrice: 'var(--mantine-color-dark-6)',
  permanentMarkdownPrice: 'var(--mantine-color-orange-6)',
  promotionPrice: 'var(--mantine-color-red-6)',
  quantity: 'var(--mantine-color-teal-6)',
  newQuantity: 'var(--mantine-color-green-9)',
  impressions: 'var(--mantine-color-gray-5)',
  clicks: 'var(--mantine-color-violet-6)',
};

/**
 * Drawn above the price lines: a sale pays the price in effect (decision 0277), so the average value often
 * lies exactly on the black, markdown or promotion line and would be hidden under it (decision 0282).
 */
const onTop = new Set<HistorySeriesKey>(['averageValue', 'newAverageValue']);

const toNumber = (value: string | number | null | undefined) =>
  value === null || value === undefined ? null : Number(value);

/**
 * The points as the chart draws them: each day (or Monday) at its start in the catalog's zone; money
 * (prices and average values, in the catalog's currency) on the left axis, counts on the right. A null
 * value is a gap: the "new" series begin at the last price change, the old ones end there; a day without
 * a sale has no average value (the chart marks a lone one, chart-options.ts).
 */
export function historyChart(
  points: readonly SkuHistoryPoint[],
  timeZone: string,
  label: (key: HistorySeriesKey) => string,
): { x: Date[]; series: ChartSeries[] } {
  return {
    x: points.map((point) => startOfZonedDay(point.day, timeZone)),
    series: historySeriesKeys.map((key) => ({
      label: label(key),
      values: points.map((point) => toNumber(point[key])),
      color: colors[key],
      format: moneyKeys.has(key) ? 'money' : 'count',
      axis: moneyKeys.has(key) ? 'left' : 'right',
      layer: onTop.has(key) ? 1 : 0,
    })),
  };
}
