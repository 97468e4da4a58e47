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
 * A campaign with no recorded events: every metric is zero (the delivery engine fills real ones
 * later); only the SKU count is known from the ad itself.
 */
export function emptyCampaignReport(skuCount: number): CampaignReport {
  return {
    skuCount,
    soldSkuCount: 0,
    impressions: 0,
    clicks: 0,
    ctr: 0,
    conv: 0,
    costsMicros: 0n,
    roas: 0,
    cpcMicros: 0n,
    cpmMicros: 0n,
    itemsSold: 0,
    haloItemsSold: 0,
    click7SalesMicros: 0n,
    haloSalesMicros: 0n,
    purchases: 0,
  };
}
