import type { PlacementInput, SponsorCampaignInput } from '../../modules/sponsor-campaigns/campaign-input';
import type { CampaignBundle } from '../../modules/sponsor-campaigns/write-campaign-rows';

/**
 * A stored campaign as the wizard sends it back when a user opens it and saves without a change (tests: the
 * demo campaigns must pass the server's validation as they are).
 */
export function savedCampaignInput(bundle: CampaignBundle): SponsorCampaignInput {
  const { campaign, adSet, productAd, placements } = bundle;
  if (!adSet) throw new Error(`campaign ${campaign.name} has no ad set`);
  const ids = (values: readonly number[]) => values.map(String);
  return {
    name: campaign.name,
    goal: campaign.goal,
    goalOther: campaign.goalOther,
    brandId: String(campaign.brandId),
    adType: campaign.adType,
    adSet: {
      name: adSet.name,
      catalogId: String(adSet.catalogId),
      budgetType: adSet.budgetType,
      budgetTotal: adSet.budgetTotalMicros,
      budgetDailyTotal: adSet.budgetDailyMicros,
      scheduleType: adSet.scheduleType,
      startDate: adSet.startDate,
      endDate: adSet.endDate,
      bidType: adSet.bidType,
      bidWalletCurrency: adSet.bidType === 'AUTOMATED' ? null : adSet.bidMicros,
      targetRoas: adSet.targetRoas === null ? null : Number(adSet.targetRoas),
      audienceName: adSet.audienceName,
      tagIds: adSet.tagIds,
      keywords: adSet.keywords,
      negativeKeywords: adSet.negativeKeywords,
      minAge: adSet.minAge,
      maxAge: adSet.maxAge,
      gender: adSet.gender,
      locations: adSet.locations,
      trafficControl: adSet.trafficControl,
      bannerCategoryIds: ids(adSet.bannerCategoryIds),
      segments: ids(adSet.segmentIds),
      productAd: productAd && {
        name: productAd.name,
        skus: productAd.skus,
        productMinPrice: productAd.productMinPriceMicros,
        productMaxPrice: productAd.productMaxPriceMicros,
        productCategoryIds: ids(productAd.productCategoryIds),
        productSellerIds: ids(productAd.productSellerIds),
        productImages: JSON.stringify(productAd.productImages),
      },
      bannerAd:
        campaign.adType === 'BANNER'
          ? {
              name: bundle.bannerAd?.name ?? null,
              placements: placements.map(
                (placement): PlacementInput => ({
                  id: String(placement.bannerTypeId),
                  url: placement.imageUrl,
                  landingUrl: placement.landingUrl,
                  deeplink: placement.deeplink,
                  skus: placement.skus,
                }),
              ),
            }
          : null,
    },
  };
}
