/** The fields the list components read; the generated query results satisfy them structurally. */
export type Money = string | null;

export type ReportFields = {
  skuCount: number;
  impressions: number;
  clicks: number;
  ctr: number;
  conv: number;
  costs: Money;
  roas: number;
  cpc: Money;
  cpm: Money;
  itemsSold: number;
  click7Sales: Money;
  purchases: number;
};

export type AdSetRow = {
  id: string;
  name: string;
  status: string;
  runningStatus: string | null;
  effectiveStatus: string | null;
  budgetType: string | null;
  budgetTotal: Money;
  budgetDailyTotal: Money;
  startDate: string | null;
  endDate: string | null;
  catalog: { code: string; name: string } | null;
  report: ReportFields | null;
};

export type CampaignRow = {
  id: string;
  name: string;
  adType: string;
  status: string | null;
  brand: { id: string; name: string } | null;
  supplier: { id: string; name: string; nameWithCluster: string } | null;
  adsetSet: readonly AdSetRow[];
  report: ReportFields | null;
};

export type WalletCurrency = { code: string; symbol: string; maxFractionDigits: number };

/** What one line of a campaign or ad-set table shows; the toggle and budget act on `adSet`. */
export type ListRow = {
  id: string;
  name: string;
  status: string | null;
  adSet: AdSetRow | null;
  brandName: string | null;
  supplierName: string | null;
  country: string | null;
  report: ReportFields | null;
  currency: WalletCurrency | null;
};

export function campaignListRow(
  campaign: CampaignRow & { supplier: { walletCurrency?: WalletCurrency | null } | null },
): ListRow {
  const adSet = campaign.adsetSet[0] ?? null;
  return {
    id: campaign.id,
    name: campaign.name,
    status: campaign.status ?? adSet?.status ?? null,
    adSet,
    brandName: campaign.brand?.name ?? null,
    supplierName: campaign.supplier ? campaign.supplier.nameWithCluster || campaign.supplier.name : null,
    country: adSet?.catalog?.name ?? null,
    report: campaign.report ?? adSet?.report ?? null,
    currency: campaign.supplier?.walletCurrency ?? null,
  };
}

export function adSetListRow(adSet: AdSetRow, currency: WalletCurrency | null): ListRow {
  return {
    id: adSet.id,
    name: adSet.name,
    status: adSet.status,
    adSet,
    brandName: null,
    supplierName: null,
    country: adSet.catalog?.name ?? null,
    report: adSet.report,
    currency,
  };
}
