import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  bannerTypes,
  type SponsorAdSetRow,
  type SponsorBannerAdRow,
  type SponsorBannerPlacementRow,
  type SponsorCampaignRow,
  type SponsorProductAdRow,
  sponsorAdSets,
  sponsorBannerAds,
  sponsorBannerPlacements,
  sponsorCampaigns,
  sponsorProductAds,
} from '../../db/schema/index';
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
import type { CampaignRows } from './campaign-input';
import { diffFields, type HistoryActor, recordSponsorHistory } from './record-history';

export type AdSetStatus = SponsorAdSetRow['status'];

/** A campaign with its first ad set and that ad set's ad (the screens edit exactly this). */
export type CampaignBundle = {
  campaign: SponsorCampaignRow;
  adSet: SponsorAdSetRow | null;
  productAd: SponsorProductAdRow | null;
  bannerAd: SponsorBannerAdRow | null;
  placements: SponsorBannerPlacementRow[];
};

export async function bannerTypeCodes(db: Db): Promise<(id: number) => string> {
  const rows = await db.select({ id: bannerTypes.id, code: bannerTypes.bannerType }).from(bannerTypes);
  const byId = new Map(rows.map((row) => [row.id, row.code]));
  return (id) => byId.get(id) ?? String(id);
}

export async function loadCampaignBundle(db: Db, campaign: SponsorCampaignRow): Promise<CampaignBundle> {
  const [adSet] = await db
    .select()
    .from(sponsorAdSets)
    .where(eq(sponsorAdSets.campaignId, campaign.id))
    .orderBy(asc(sponsorAdSets.id))
    .limit(1);
  if (!adSet) return { campaign, adSet: null, productAd: null, bannerAd: null, placements: [] };
  const [productAd] = await db
    .select()
    .from(sponsorProductAds)
    .where(eq(sponsorProductAds.adSetId, adSet.id));
  const [bannerAd] = await db.select().from(sponsorBannerAds).where(eq(sponsorBannerAds.adSetId, adSet.id));
  const placements = bannerAd
    ? await db
        .select()
        .from(sponsorBannerPlacements)
        .where(eq(sponsorBannerPlacements.bannerAdId, bannerAd.id))
        .orderBy(asc(sponsorBannerPlacements.id))
    : [];
  return { campaign, adSet, productAd: productAd ?? null, bannerAd: bannerAd ?? null, placements };
}

/** A bundle as insertable rows (duplicate and copy start from the stored campaign). */
export function bundleToRows(bundle: CampaignBundle): CampaignRows {
  const { campaign, adSet, productAd, bannerAd, placements } = bundle;
  if (!adSet) throw new Error(`campaign ${campaign.id} has no ad set`);
  const {
    id: _adSetId,
    campaignId: _campaignId,
    companyId: _companyId,
    status: _status,
    runningStatus: _running,
    effectiveStatus: _effective,
    removedAt: _removed,
    createdAt: _created,
    updatedAt: _updated,
    ...adSetValues
  } = adSet;
  return {
    campaign: {
      brandId: campaign.brandId,
      name: campaign.name,
      goal: campaign.goal,
      goalOther: campaign.goalOther,
      adType: campaign.adType,
      isQuickCreate: campaign.isQuickCreate,
    },
    adSet: adSetValues,
    productAd: productAd
      ? {
          name: productAd.name,
          skus: productAd.skus,
          productMinPriceMicros: productAd.productMinPriceMicros,
          productMaxPriceMicros: productAd.productMaxPriceMicros,
          productCategoryIds: productAd.productCategoryIds,
          productSellerIds: productAd.productSellerIds,
          productImages: productAd.productImages,
        }
      : null,
    bannerAd: bannerAd ? { name: bannerAd.name } : null,
    placements: placements.map((placement) => ({
      bannerTypeId: placement.bannerTypeId,
      imageUrl: placement.imageUrl,
      landingUrl: placement.landingUrl,
      deeplink: placement.deeplink,
      skus: placement.skus,
    })),
  };
}

/**
 * Inserts a campaign, its ad set and its ad, and logs each as created ('+' with every set field).
 * Call inside the caller's transaction.
 */
export async function insertCampaignRows(
  tx: Db,
  input: {
    companyId: number;
    rows: CampaignRows;
    status: AdSetStatus;
    actor: HistoryActor;
    now: Date;
  },
): Promise<SponsorCampaignRow> {
  const { companyId, rows, status, actor, now } = input;
  const [campaign] = await tx
    .insert(sponsorCampaigns)
    .values({ ...rows.campaign, companyId, createdBy: actor.userId, createdAt: now, updatedAt: now })
    .returning();
  const [adSet] = await tx
    .insert(sponsorAdSets)
    .values({
      ...rows.adSet,
      campaignId: campaign!.id,
      companyId,
      brandId: campaign!.brandId,
      adType: campaign!.adType,
      status,
      runningStatus: 'STARTED',
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const log = { companyId, campaignId: campaign!.id, actor, now };
  await recordSponsorHistory(tx, {
    ...log,
    objectType: 'CAMPAIGN',
    objectId: campaign!.id,
    changes: diffFields('CAMPAIGN', null, campaignView(campaign!), CAMPAIGN_FIELDS),
  });
  await recordSponsorHistory(tx, {
    ...log,
    objectType: 'AD_SET',
    objectId: adSet!.id,
    changes: diffFields('AD_SET', null, adSetView(adSet!), AD_SET_FIELDS),
  });
  if (rows.productAd) {
    const [productAd] = await tx
      .insert(sponsorProductAds)
      .values({ ...rows.productAd, adSetId: adSet!.id, companyId, createdAt: now, updatedAt: now })
      .returning();
    await recordSponsorHistory(tx, {
      ...log,
      objectType: 'AD',
      objectId: productAd!.id,
      changes: diffFields('AD', null, productAdView(productAd!), PRODUCT_AD_FIELDS),
    });
  }
  if (rows.bannerAd) {
    const [bannerAd] = await tx
      .insert(sponsorBannerAds)
      .values({ name: rows.bannerAd.name, adSetId: adSet!.id, companyId, createdAt: now, updatedAt: now })
      .returning();
    if (rows.placements.length) {
      await tx
        .insert(sponsorBannerPlacements)
        .values(rows.placements.map((placement) => ({ ...placement, bannerAdId: bannerAd!.id })));
    }
    const view = bannerAdView(bannerAd!.name, rows.placements, await bannerTypeCodes(tx));
    await recordSponsorHistory(tx, {
      ...log,
      objectType: 'AD',
      objectId: bannerAd!.id,
      changes: diffFields('AD', null, view, fieldsOf(view)),
    });
  }
  return campaign!;
}
