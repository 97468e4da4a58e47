import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { currencies } from '../../db/schema/index';
import type { AdAccountRow } from './find-ad-account';
import type { MetaCampaignInfo, MetaInsightRow } from './meta-ads';
import type { CampaignRow } from './meta-scope';

export type CampaignFigures = {
  impressions: number;
  clicks: number;
  costMicros: bigint;
  purchases: number;
  purchaseValueMicros: bigint;
};

/** The MetaCampaign the API answers: our row, Meta's state, the figures of the asked range. */
export type MetaCampaignView = {
  id: number;
  metaCampaignId: string;
  name: string;
  status: 'ACTIVE' | 'PAUSED' | 'DELETED' | 'ARCHIVED';
  effectiveStatus: string;
  objective: string;
  startTime: Date;
  stopTime: Date | null;
  lifetimeBudget: bigint;
  budgetRemaining: bigint;
  accountId: string;
  customAudienceIds: number[];
  productSetId: string;
  creativeText: string;
} & CampaignFigures;

export const noFigures: CampaignFigures = {
  impressions: 0,
  clicks: 0,
  costMicros: 0n,
  purchases: 0,
  purchaseValueMicros: 0n,
};

/** Daily rows summed per campaign. */
export function figuresByCampaign(rows: MetaInsightRow[]): Map<string, CampaignFigures> {
  const sums = new Map<string, CampaignFigures>();
  for (const row of rows) {
    if (!row.campaignId) continue;
    const sum = sums.get(row.campaignId) ?? { ...noFigures };
    sums.set(row.campaignId, {
      impressions: sum.impressions + row.impressions,
      clicks: sum.clicks + row.clicks,
      costMicros: sum.costMicros + row.spendMicros,
      purchases: sum.purchases + row.purchases,
      purchaseValueMicros: sum.purchaseValueMicros + row.purchaseValueMicros,
    });
  }
  return sums;
}

/**
 * Meta's state over ours: a campaign the spend sync paused for an empty wallet reads WALLET_EMPTY while it
 * stays paused (decision 0230); one Meta no longer knows reads DELETED.
 */
export function campaignView(
  row: CampaignRow,
  info: MetaCampaignInfo | null,
  account: AdAccountRow,
  figures: CampaignFigures,
): MetaCampaignView {
  const status = info?.status ?? 'DELETED';
  const effectiveStatus =
    row.walletPausedAt && status === 'PAUSED' ? 'WALLET_EMPTY' : (info?.effectiveStatus ?? 'DELETED');
  return {
    id: row.id,
    metaCampaignId: row.metaCampaignId,
    name: info?.name ?? row.name,
    status,
    effectiveStatus,
    objective: info?.objective ?? 'OUTCOME_SALES',
    startTime: info?.startTime ?? new Date(`${row.startDate}T00:00:00Z`),
    stopTime: info?.stopTime ?? null,
    lifetimeBudget: info?.lifetimeBudgetMicros ?? row.lifetimeBudgetMicros,
    budgetRemaining: info?.budgetRemainingMicros ?? 0n,
    accountId: account.accountId,
    // Ours: Graph keeps these on the ad set and the creative, not on the campaign.
    customAudienceIds: row.customAudienceIds,
    productSetId: account.productSetId,
    creativeText: row.creativeText,
    ...figures,
  };
}

/** The MpaCampaign (the advanced form's values) of a row. */
export type MpaCampaignView = {
  id: number;
  name: string;
  lifetimeBudget: bigint;
  startDate: string;
  endDate: string;
  creativeText: string;
  productCategoryIds: number[];
  productMinPrice: bigint | null;
  productMaxPrice: bigint | null;
  customAudienceIds: number[];
  productSKUs: string[];
  productSetId: string;
  sellerId: number;
  walletCurrency: { symbol: string; code: string };
};

export async function mpaCampaignView(
  db: Db,
  row: CampaignRow,
  account: AdAccountRow,
): Promise<MpaCampaignView> {
  const [currency] = await db.select().from(currencies).where(eq(currencies.code, account.currency));
  return {
    id: row.id,
    name: row.name,
    lifetimeBudget: row.lifetimeBudgetMicros,
    startDate: row.startDate,
    endDate: row.endDate,
    creativeText: row.creativeText,
    productCategoryIds: row.productCategoryIds,
    productMinPrice: row.productMinPriceMicros,
    productMaxPrice: row.productMaxPriceMicros,
    customAudienceIds: row.customAudienceIds,
    productSKUs: row.productSkus,
    productSetId: account.productSetId,
    sellerId: row.sellerId,
    walletCurrency: { symbol: currency?.symbol ?? account.currency, code: account.currency },
  };
}
