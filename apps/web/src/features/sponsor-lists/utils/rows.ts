import { type FragmentOf, readFragment } from '../../../gql/graphql';
import { sponsorAdSetSummaryFragment } from '../../../lib/sponsor-ad-set-fragments';
import { adSetListFieldsFragment, sponsorReportFieldsFragment } from '../api/sponsor-list-fragments';

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
  /** Its catalog; `timeZone` is the zone its start and end days are read in (decisions 0171, 0181). */
  catalog: { code: string; name: string; timeZone: string } | null;
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

/** The list queries' selections are gql.tada fragments, masked until read here. */
type MaskedAdSet = FragmentOf<typeof adSetListFieldsFragment>;
type MaskedReport = FragmentOf<typeof sponsorReportFieldsFragment>;

/** An ad set of the list queries with its report read from their fragments. */
export function readAdSetRow(masked: MaskedAdSet): AdSetRow {
  const adSet = readFragment(adSetListFieldsFragment, masked);
  return {
    ...adSet,
    ...readFragment(sponsorAdSetSummaryFragment, adSet),
    report: readFragment(sponsorReportFieldsFragment, adSet.report),
  };
}

export function campaignListRow(
  campaign: Omit<CampaignRow, 'adsetSet' | 'report'> & {
    adsetSet: readonly MaskedAdSet[];
    report: MaskedReport | null;
    supplier: { walletCurrency?: WalletCurrency | null } | null;
  },
): ListRow {
  const first = campaign.adsetSet[0];
  const adSet = first ? readAdSetRow(first) : null;
  return {
    id: campaign.id,
    name: campaign.name,
    status: campaign.status ?? adSet?.status ?? null,
    adSet,
    brandName: campaign.brand?.name ?? null,
    supplierName: campaign.supplier ? campaign.supplier.nameWithCluster || campaign.supplier.name : null,
    country: adSet?.catalog?.name ?? null,
    report: readFragment(sponsorReportFieldsFragment, campaign.report) ?? adSet?.report ?? null,
    currency: campaign.supplier?.walletCurrency ?? null,
  };
}

export function adSetListRow(masked: MaskedAdSet, currency: WalletCurrency | null): ListRow {
  const adSet = readAdSetRow(masked);
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
