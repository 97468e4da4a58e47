import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import {
  sponsorAdSets,
  sponsorBannerAds,
  sponsorBannerPlacements,
  sponsorCampaigns,
  sponsorProductAds,
} from '../../db/schema/index';
import type { SignedIn } from '../../graphql/context';
import { DomainError } from '../../graphql/errors';
import { actorOf, findCampaignForSession } from './campaign-access';
import {
  AD_SET_FIELDS,
  adSetView,
  bannerAdView,
  CAMPAIGN_FIELDS,
  campaignView,
  fieldsOf,
  PRODUCT_AD_FIELDS,
  productAdView,
} from './campaign-history-views';
import type { CampaignRows, SponsorCampaignInput } from './campaign-input';
import { editChangesNothing } from './edit-changes-nothing';
import { diffFields, type HistoryActor, recordSponsorHistory } from './record-history';
import { serverRuleMessages } from './server-checks';
import { campaignErrors, campaignPayload, type SponsorCampaignPayload } from './sponsor-campaign-payload';
import { validateCampaignInput } from './validate-campaign-input';
import { bannerTypeCodes, type CampaignBundle, loadCampaignBundle } from './write-campaign-rows';

/**
 * An edit of a saved campaign (spec 2 §4, docs/decisions/0080): the ad type is locked, a REMOVED ad
 * set can't change, and every edit — a DRAFT being launched included — goes back to staff review
 * (PENDING_FOR_APPROVAL; the running status is kept). One transaction, one '~' log row per object. A save
 * that changes nothing of a live campaign writes nothing and keeps its status (`editChangesNothing`).
 */
export async function updateSponsorCampaign({
  deps,
  actor: session,
  input,
}: {
  deps: Pick<AppDeps, 'db' | 'now'>;
  actor: SignedIn;
  input: {
    id: string;
    campaign: SponsorCampaignInput;
  };
}): Promise<SponsorCampaignPayload> {
  const existing = await findCampaignForSession({ deps, actor: session, input: { id: input.id } });
  if (!existing) throw new DomainError(serverRuleMessages.campaignNotFound, 'id');
  if (input.campaign.adType && input.campaign.adType !== existing.adType) {
    throw new DomainError(serverRuleMessages.adTypeLocked, 'adType');
  }
  const saved = await loadCampaignBundle(deps.db, existing);
  if (!saved.adSet || saved.adSet.status === 'REMOVED')
    throw new DomainError(serverRuleMessages.adSetRemoved, 'adSet');
  const validated = await validateCampaignInput({
    deps,
    input: {
      companyId: existing.companyId,
      campaign: { ...input.campaign, adType: existing.adType },
      isQuickCreate: existing.isQuickCreate,
      // A DRAFT never ran: its start is checked like a new one (a saved past start is no excuse).
      originalStartDate: saved.adSet.status === 'DRAFT' ? null : saved.adSet.startDate,
    },
  });
  if (!validated.ok) return campaignErrors(validated.errors);
  const updated = await deps.db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(sponsorCampaigns)
      .where(eq(sponsorCampaigns.id, existing.id))
      .for('update');
    const before = await loadCampaignBundle(tx, locked!);
    if (!before.adSet || before.adSet.status === 'REMOVED') return null;
    if (editChangesNothing(before, validated.rows)) return before.campaign;
    return writeCampaignEdit(tx, { before, rows: validated.rows, actor: actorOf(session), now: deps.now() });
  });
  if (!updated) throw new DomainError(serverRuleMessages.adSetRemoved, 'adSet');
  return campaignPayload(updated);
}

async function writeCampaignEdit(
  tx: Db,
  {
    before,
    rows,
    actor,
    now,
  }: { before: CampaignBundle; rows: CampaignRows; actor: HistoryActor; now: Date },
) {
  const { campaign: oldCampaign, adSet: oldAdSet } = before;
  const log = { companyId: oldCampaign.companyId, campaignId: oldCampaign.id, actor, now };
  const [campaign] = await tx
    .update(sponsorCampaigns)
    .set({
      brandId: rows.campaign.brandId,
      name: rows.campaign.name,
      goal: rows.campaign.goal,
      goalOther: rows.campaign.goalOther,
      updatedAt: now,
    })
    .where(eq(sponsorCampaigns.id, oldCampaign.id))
    .returning();
  await recordSponsorHistory(tx, {
    ...log,
    objectType: 'CAMPAIGN',
    objectId: campaign!.id,
    changes: diffFields('CAMPAIGN', campaignView(oldCampaign), campaignView(campaign!), CAMPAIGN_FIELDS),
  });
  const [adSet] = await tx
    .update(sponsorAdSets)
    .set({ ...rows.adSet, adType: oldCampaign.adType, status: 'PENDING_FOR_APPROVAL', updatedAt: now })
    .where(eq(sponsorAdSets.id, oldAdSet!.id))
    .returning();
  await recordSponsorHistory(tx, {
    ...log,
    objectType: 'AD_SET',
    objectId: adSet!.id,
    changes: diffFields('AD_SET', adSetView(oldAdSet!), adSetView(adSet!), AD_SET_FIELDS),
  });
  if (rows.productAd) await writeProductAd(tx, { before, values: rows.productAd, log, adSetId: adSet!.id });
  if (rows.bannerAd) await writeBannerAd(tx, { before, rows, log, adSetId: adSet!.id });
  return campaign!;
}

type Log = { companyId: number; campaignId: number; actor: HistoryActor; now: Date };

async function writeProductAd(
  tx: Db,
  {
    before,
    values,
    log,
    adSetId,
  }: { before: CampaignBundle; values: NonNullable<CampaignRows['productAd']>; log: Log; adSetId: number },
) {
  const old = before.productAd;
  const [ad] = old
    ? await tx
        .update(sponsorProductAds)
        .set({ ...values, updatedAt: log.now })
        .where(eq(sponsorProductAds.id, old.id))
        .returning()
    : await tx
        .insert(sponsorProductAds)
        .values({ ...values, adSetId, companyId: log.companyId, createdAt: log.now, updatedAt: log.now })
        .returning();
  await recordSponsorHistory(tx, {
    ...log,
    objectType: 'AD',
    objectId: ad!.id,
    changes: diffFields('AD', old ? productAdView(old) : null, productAdView(ad!), PRODUCT_AD_FIELDS),
  });
}

async function writeBannerAd(
  tx: Db,
  { before, rows, log, adSetId }: { before: CampaignBundle; rows: CampaignRows; log: Log; adSetId: number },
) {
  const old = before.bannerAd;
  const name = rows.bannerAd!.name;
  const [ad] = old
    ? await tx
        .update(sponsorBannerAds)
        .set({ name, updatedAt: log.now })
        .where(eq(sponsorBannerAds.id, old.id))
        .returning()
    : await tx
        .insert(sponsorBannerAds)
        .values({ name, adSetId, companyId: log.companyId, createdAt: log.now, updatedAt: log.now })
        .returning();
  // Placements are the creatives of the ad: replaced as a set, diffed per slot and field.
  await tx.delete(sponsorBannerPlacements).where(eq(sponsorBannerPlacements.bannerAdId, ad!.id));
  if (rows.placements.length) {
    await tx
      .insert(sponsorBannerPlacements)
      .values(rows.placements.map((placement) => ({ ...placement, bannerAdId: ad!.id })));
  }
  const codes = await bannerTypeCodes(tx);
  const beforeView = old ? bannerAdView(old.name, before.placements, codes) : null;
  const afterView = bannerAdView(name, rows.placements, codes);
  await recordSponsorHistory(tx, {
    ...log,
    objectType: 'AD',
    objectId: ad!.id,
    changes: diffFields('AD', beforeView, afterView, fieldsOf(beforeView, afterView)),
  });
}
