import { conv, cpm, ctr, roas } from './sponsor-metrics';

/**
 * Off-site (Meta) figures, spec 3 §2.2: the dashboard's chart (impressions, clicks, cost, sales, ROAS, CTR)
 * and the Campaigns table's ratios (CPM per thousand impressions, CTR, CR, ROAS). The formulas are spec 2
 * §9's (sponsor-metrics): ratios in percent, money in micros; a zero denominator gives 0.
 */
export type MetaFigures = {
  impressions: number;
  clicks: number;
  /** Spend, micros. */
  cost: bigint;
  /** Items bought through the ads. */
  totalPurchaseItem: number;
  /** Their value (sales), micros. */
  totalPurchaseValue: bigint;
};

export const metaChartMetrics = ['impressions', 'clicks', 'cost', 'sales', 'roas', 'ctr'] as const;
export type MetaChartMetric = (typeof metaChartMetrics)[number];

/** Four of the six are shown by default (spec 3 §2.2). */
export const defaultMetaChartMetrics: readonly MetaChartMetric[] = ['impressions', 'clicks', 'cost', 'sales'];

export const metaMetricFormats: Record<MetaChartMetric, 'count' | 'money' | 'percent'> = {
  impressions: 'count',
  clicks: 'count',
  cost: 'money',
  sales: 'money',
  roas: 'percent',
  ctr: 'percent',
};

/** A chart metric's value: counts, money in micros, ratios in percent. */
export function metaMetricValue(metric: MetaChartMetric, f: MetaFigures): number | bigint {
  switch (metric) {
    case 'impressions':
      return f.impressions;
    case 'clicks':
      return f.clicks;
    case 'cost':
      return f.cost;
    case 'sales':
      return f.totalPurchaseValue;
    case 'roas':
      return roas(f.totalPurchaseValue, f.cost);
    case 'ctr':
      return ctr(f.clicks, f.impressions);
  }
}

/** The table's ratios of one campaign: CPM (micros per thousand impressions), CTR, CR and ROAS (percent). */
export function metaCampaignRatios(f: MetaFigures): { cpm: bigint; ctr: number; cr: number; roas: number } {
  return {
    cpm: cpm(f.cost, f.impressions),
    ctr: ctr(f.clicks, f.impressions),
    // CR: items bought per click, as the sponsored lists' conversion (spec 2 §9).
    cr: conv(f.totalPurchaseItem, f.clicks),
    roas: roas(f.totalPurchaseValue, f.cost),
  };
}

/** The figures of several days or campaigns added up. */
export function sumMetaFigures(rows: readonly MetaFigures[]): MetaFigures {
  return rows.reduce<MetaFigures>(
    (sum, row) => ({
      impressions: sum.impressions + row.impressions,
      clicks: sum.clicks + row.clicks,
      cost: sum.cost + row.cost,
      totalPurchaseItem: sum.totalPurchaseItem + row.totalPurchaseItem,
      totalPurchaseValue: sum.totalPurchaseValue + row.totalPurchaseValue,
    }),
    { impressions: 0, clicks: 0, cost: 0n, totalPurchaseItem: 0, totalPurchaseValue: 0n },
  );
}
