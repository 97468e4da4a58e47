import { formatChartValue } from '../../../components/chart/chart-data';
import { formatMoneyText, type MoneyCurrency } from '../../../components/money';
import { type DashboardMetric, metricFormats } from './dashboard-metrics';

/** A metric's figure as a card's headline writes it: money through the one money format (decision 0172). */
export function metricText(
  metric: DashboardMetric,
  value: number | bigint,
  locale: string,
  currency: MoneyCurrency | null,
): string {
  if (typeof value === 'bigint') return formatMoneyText(value, currency, locale);
  return formatChartValue(value, metricFormats[metric], locale, currency);
}
