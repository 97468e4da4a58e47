import { conv, cpc, cpm, ctr, roas } from '@portal/domain/sponsor-metrics';

/** The metrics of spec 2 §3 "Campaign report". Costs and sales in wallet-currency micros. */
export type CampaignReport = {
  skuCount: number;
  soldSkuCount: number;
  impressions: number;
  clicks: number;
  ctr: number;
  conv: number;
  costsMicros: bigint;
  roas: number;
  cpcMicros: bigint;
  cpmMicros: bigint;
  itemsSold: number;
  haloItemsSold: number;
  click7SalesMicros: bigint;
  haloSalesMicros: bigint;
  purchases: number;
};

/**
 * The sums a report is made of, over a campaign's or an ad set's hourly rollups in a date range
 * (report-figures.ts reads them). Sales are in the wallet currency, like the costs.
 */
export type ReportFigures = {
  impressions: number;
  clicks: number;
  costsMicros: bigint;
  purchases: number;
  itemsSold: number;
  /** Direct sales: click 7-day plus view 7-day sales (decision 0255; for banners the view 7-day sales). */
  click7SalesMicros: bigint;
  haloItemsSold: number;
  haloSalesMicros: bigint;
  /** Distinct SKUs with at least one item sold (direct) in the range. */
  soldSkuCount: number;
};

export const noFigures: ReportFigures = {
  impressions: 0,
  clicks: 0,
  costsMicros: 0n,
  purchases: 0,
  itemsSold: 0,
  click7SalesMicros: 0n,
  haloItemsSold: 0,
  haloSalesMicros: 0n,
  soldSkuCount: 0,
};

/**
 * A report from its figures with spec 2 §9's formulas (packages/domain/src/sponsor-metrics.ts): CTR and
 * CPM over impressions, CPC and conversion (purchases) over clicks, ROAS of the direct sales over the costs,
 * both in the wallet currency (rate 1). Direct sales (`click7SalesMicros`, the API's `click7Sales`) are the
 * click 7-day plus the view 7-day sales (decision 0255): a product ad's click-through, a banner's
 * view-through. A zero denominator gives 0. The SKU count is the ad's own (its SKUs), not a figure of the range.
 */
export function campaignReport(figures: ReportFigures, skuCount: number): CampaignReport {
  return {
    skuCount,
    soldSkuCount: figures.soldSkuCount,
    impressions: figures.impressions,
    clicks: figures.clicks,
    ctr: ctr(figures.clicks, figures.impressions),
    conv: conv(figures.purchases, figures.clicks),
    costsMicros: figures.costsMicros,
    roas: roas(figures.click7SalesMicros, figures.costsMicros),
    cpcMicros: cpc(figures.costsMicros, figures.clicks),
    cpmMicros: cpm(figures.costsMicros, figures.impressions),
    itemsSold: figures.itemsSold,
    haloItemsSold: figures.haloItemsSold,
    click7SalesMicros: figures.click7SalesMicros,
    haloSalesMicros: figures.haloSalesMicros,
    purchases: figures.purchases,
  };
}

/** A campaign or ad set with no rollup in the range: every metric is zero; the SKU count is the ad's. */
export function emptyCampaignReport(skuCount: number): CampaignReport {
  return campaignReport(noFigures, skuCount);
}
