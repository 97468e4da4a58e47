import { scheduleTypeForDates } from '@portal/domain/sponsor-budget';
import type {
  AdSetStatus,
  BudgetType,
  CampaignGoal,
  SponsorAdType,
} from '@portal/domain/sponsor-campaign-form';
import type { Db } from '../../db/client';
import {
  sponsorAdSets,
  sponsorBannerAds,
  sponsorBannerPlacements,
  sponsorCampaigns,
  sponsorProductAds,
} from '../../db/schema/index';
import { diffFields, type HistoryActor, recordSponsorHistory } from '../sponsor-campaigns/record-history';

export type CampaignSeed = {
  companyId: number;
  brandId: number;
  catalogId: number;
  name: string;
  adType: SponsorAdType;
  goal?: CampaignGoal;
  status: AdSetStatus;
  runningStatus?: 'STARTED' | 'PAUSED';
  effectiveStatus?: string | null;
  notes?: string | null;
  budgetType?: BudgetType;
  budgetTotalMicros?: bigint | null;
  budgetDailyMicros?: bigint | null;
  startDate: Date;
  endDate?: Date | null;
  keywords?: string[];
  /** Banner targeting (search placements need categories and, where the catalog has segments, segments). */
  bannerCategoryIds?: number[];
  segmentIds?: number[];
  skus?: string[];
  placements?: { bannerTypeId: number; imageUrl: string; landingUrl: string }[];
  createdAt: Date;
  createdBy?: number | null;
};

const campaignFields = ['name', 'goal', 'adType', 'brandId'] as const;
const adSetFields = [
  'name',
  'catalogId',
  'status',
  'budgetType',
  'budgetTotalMicros',
  'budgetDailyMicros',
  'scheduleType',
  'startDate',
  'endDate',
  'bidType',
  'keywords',
] as const;

/**
 * Writes a whole campaign directly (campaign, one ad set, its ad and placements, '+' activity rows),
 * bypassing the wizard's validation: for the demo data and for tests that need a campaign in a given
 * state. Not an API path.
 */
export async function insertCampaign(db: Db, seed: CampaignSeed) {
  const actor: HistoryActor = { userId: seed.createdBy ?? null, impersonatorId: null };
  const at = seed.createdAt;
  const [campaign] = await db
    .insert(sponsorCampaigns)
    .values({
      companyId: seed.companyId,
      brandId: seed.brandId,
      name: seed.name,
      goal: seed.goal ?? 'DRIVE_SALES',
      adType: seed.adType,
      notes: seed.notes ?? null,
      createdBy: seed.createdBy ?? null,
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  const budgetType = seed.budgetType ?? 'ALWAYS_ON';
  const [adSet] = await db
    .insert(sponsorAdSets)
    .values({
      campaignId: campaign!.id,
      companyId: seed.companyId,
      brandId: seed.brandId,
      catalogId: seed.catalogId,
      adType: seed.adType,
      name: seed.name,
      status: seed.status,
      runningStatus: seed.runningStatus ?? 'STARTED',
      effectiveStatus: seed.effectiveStatus ?? null,
      budgetType,
      budgetTotalMicros: seed.budgetTotalMicros ?? null,
      budgetDailyMicros: seed.budgetDailyMicros ?? null,
      scheduleType: scheduleTypeForDates(seed.startDate, seed.endDate),
      startDate: seed.startDate,
      endDate: seed.endDate ?? null,
      bidType: 'AUTOMATED',
      bidMicros: 0n,
      keywords: seed.keywords ?? [],
      bannerCategoryIds: seed.bannerCategoryIds ?? [],
      segmentIds: seed.segmentIds ?? [],
      notes: seed.notes ?? null,
      removedAt: seed.status === 'REMOVED' ? at : null,
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  const base = { companyId: seed.companyId, campaignId: campaign!.id, actor, now: at };
  await recordSponsorHistory(db, {
    ...base,
    objectType: 'CAMPAIGN',
    objectId: campaign!.id,
    changes: diffFields('CAMPAIGN', null, campaign!, campaignFields),
  });
  await recordSponsorHistory(db, {
    ...base,
    objectType: 'AD_SET',
    objectId: adSet!.id,
    changes: diffFields('AD_SET', null, adSet!, adSetFields),
  });
  let adId: number;
  if (seed.adType === 'PRODUCT') {
    const [ad] = await db
      .insert(sponsorProductAds)
      .values({
        adSetId: adSet!.id,
        companyId: seed.companyId,
        name: seed.name,
        skus: seed.skus ?? [],
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    adId = ad!.id;
    await recordSponsorHistory(db, {
      ...base,
      objectType: 'AD',
      objectId: adId,
      changes: diffFields('AD', null, ad!, ['name', 'skus']),
    });
  } else {
    const [ad] = await db
      .insert(sponsorBannerAds)
      .values({
        adSetId: adSet!.id,
        companyId: seed.companyId,
        name: seed.name,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    adId = ad!.id;
    const placements = seed.placements ?? [];
    if (placements.length)
      await db
        .insert(sponsorBannerPlacements)
        .values(placements.map((placement) => ({ bannerAdId: adId, ...placement })));
    await recordSponsorHistory(db, {
      ...base,
      objectType: 'AD',
      objectId: adId,
      changes: diffFields('AD', null, { name: seed.name, placements: placements.map((p) => p.imageUrl) }, [
        'name',
        'placements',
      ]),
    });
  }
  return { campaign: campaign!, adSet: adSet!, adId };
}
