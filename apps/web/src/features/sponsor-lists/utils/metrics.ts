import { parseDecimalToMicros } from '@portal/domain/money';
import { conv, cpc, cpm, ctr, roas } from '@portal/domain/sponsor-metrics';
import { formatMoneyText } from '../../../components/money';
import type { MetricColumn } from './columns';
import { formatCount, formatPercent } from './format';
import type { ReportFields, WalletCurrency } from './rows';

const micros = (value: string | null | undefined) => (value ? (parseDecimalToMicros(value) ?? 0n) : 0n);

/**
 * A metric cell. The ratios and unit costs are recomputed from the report's counts and money with
 * the domain formulas (spec 2 §9), so the list and the dashboard agree; all zero until the
 * delivery engine records events.
 */
export function metricText(
  column: MetricColumn,
  report: ReportFields | null,
  currency: WalletCurrency | null,
  locale = 'en',
): string {
  const r = report;
  const costs = micros(r?.costs);
  const impressions = r?.impressions ?? 0;
  const clicks = r?.clicks ?? 0;
  switch (column) {
    case 'skuCount':
      return formatCount(r?.skuCount, locale);
    case 'impressions':
      return formatCount(impressions, locale);
    case 'clicks':
      return formatCount(clicks, locale);
    case 'itemsSold':
      return formatCount(r?.itemsSold, locale);
    case 'ctr':
      return formatPercent(ctr(clicks, impressions), locale);
    case 'conv':
      return formatPercent(conv(r?.purchases ?? 0, clicks), locale);
    case 'roas':
      return formatPercent(roas(micros(r?.click7Sales), costs), locale);
    case 'costs':
      return formatMoneyText(costs, currency, locale);
    case 'click7Sales':
      return formatMoneyText(micros(r?.click7Sales), currency, locale);
    case 'cpc':
      return formatMoneyText(cpc(costs, clicks), currency, locale);
    case 'cpm':
      return formatMoneyText(cpm(costs, impressions), currency, locale);
  }
}
