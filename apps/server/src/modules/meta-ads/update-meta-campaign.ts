import { eq } from 'drizzle-orm';
import { metaCampaigns } from '../../db/schema/index';
import { DomainError } from '../../graphql/errors';
import { type CampaignFormInput, campaignErrors, scheduleOf } from './campaign-input';
import { type CampaignWrite, refusedWrite, writtenCampaign } from './campaign-write';
import type { AdAccountRow } from './find-ad-account';
import type { MetaCampaignConfiguredStatus, MetaCampaignSpec } from './meta-ads';
import { metaAdsMessages } from './meta-ads-messages';
import { callMeta } from './meta-call';
import { type CompanySeller, campaignOf, type MetaActor, type MetaDeps } from './meta-scope';
import { lifetimeFigures } from './read-campaigns';

export type CampaignChanges = Partial<Omit<CampaignFormInput, 'name' | 'creativeText'>> & {
  name?: string | null;
  status?: MetaCampaignConfiguredStatus | null;
};

/**
 * Edits a campaign on Meta and in our row (spec 3 §5, §6): name, status (ACTIVE/PAUSED), budget, dates,
 * audiences, and the advanced form's product filter (ours only). The form's rules apply to the result;
 * ACTIVE needs a Meta wallet holding money ('status' refused otherwise). A start already stored may stay
 * in the past; the start is sent to Meta only when it changed.
 */
export async function updateMetaCampaignFor({
  deps,
  actor,
  seller,
  account,
  campaignId,
  changes,
  rename,
}: {
  deps: MetaDeps;
  actor: MetaActor;
  /** Scoped and onboarded (onboardedSeller). */
  seller: CompanySeller;
  account: AdAccountRow;
  campaignId: unknown;
  changes: CampaignChanges;
  rename?: Record<string, string>;
}): Promise<CampaignWrite> {
  const row = await campaignOf(deps, actor, seller, campaignId);
  const next = {
    name: changes.name ?? row.name,
    lifetimeBudget: changes.lifetimeBudget === undefined ? row.lifetimeBudgetMicros : changes.lifetimeBudget,
    startDate: changes.startDate === undefined ? row.startDate : changes.startDate,
    endDate: changes.endDate === undefined ? row.endDate : changes.endDate,
    minPrice: changes.minPrice === undefined ? row.productMinPriceMicros : changes.minPrice,
    maxPrice: changes.maxPrice === undefined ? row.productMaxPriceMicros : changes.maxPrice,
    customAudienceIds: changes.customAudienceIds,
  };
  const now = deps.now();
  const errors = await campaignErrors(deps.db, seller, next, {
    mode: 'edit',
    now,
    storedStartDate: row.startDate,
    rename,
  });
  if (errors.length) return refusedWrite(errors);
  if (changes.status === 'ACTIVE') {
    const balance = await deps.metaWallet.balance({
      db: deps.db,
      companyId: actor.companyId,
      sellerId: seller.id,
    });
    if (balance <= 0n) throw new DomainError(metaAdsMessages.walletEmpty, 'status');
  }
  const schedule = scheduleOf(seller.catalog.timeZone, next.startDate!, next.endDate!);
  const meta: Partial<MetaCampaignSpec> = {};
  if (next.name.trim() !== row.name) meta.name = next.name.trim();
  if (changes.status) meta.status = changes.status;
  if (next.lifetimeBudget !== row.lifetimeBudgetMicros) meta.lifetimeBudgetMicros = next.lifetimeBudget!;
  if (next.startDate !== row.startDate) meta.startTime = schedule.startTime;
  if (next.endDate !== row.endDate) meta.stopTime = schedule.stopTime;
  if (changes.customAudienceIds) meta.customAudienceIds = [...changes.customAudienceIds];
  const info = await callMeta(() =>
    Object.keys(meta).length
      ? deps.metaAds.updateCampaign(row.metaCampaignId, meta)
      : deps.metaAds.getCampaign(row.metaCampaignId),
  );
  const [updated] = await deps.db
    .update(metaCampaigns)
    .set({
      name: next.name.trim(),
      lifetimeBudgetMicros: next.lifetimeBudget!,
      startDate: next.startDate!,
      endDate: next.endDate!,
      productMinPriceMicros: next.minPrice ?? null,
      productMaxPriceMicros: next.maxPrice ?? null,
      ...(changes.categories ? { productCategoryIds: [...changes.categories] } : {}),
      ...(changes.skus ? { productSkus: [...changes.skus] } : {}),
      ...(changes.customAudienceIds ? { customAudienceIds: [...changes.customAudienceIds] } : {}),
      ...(changes.status ? { walletPausedAt: null } : {}),
      updatedAt: now,
    })
    .where(eq(metaCampaigns.id, row.id))
    .returning();
  const figures = await lifetimeFigures(deps, account, seller.catalog.timeZone, updated!);
  return writtenCampaign(updated!, info, account, figures);
}
