import { scheduleTypeForDates } from '@portal/domain/sponsor-budget';
import type {
  BidType,
  BudgetType,
  CampaignGoal,
  Gender,
  ProductImage,
  SponsorAdType,
  SponsorCampaignForm,
} from '@portal/domain/sponsor-campaign-form';
import { emptyCampaignForm } from '@portal/domain/sponsor-campaign-form';
import { normalizeLoadedForm } from '@portal/domain/sponsor-form-transitions';
import { editablePriceRange } from '@portal/domain/sponsor-price-range';

/** The fields of `sponsorCampaign(id)` the form needs (see api/get-sponsor-campaign.ts). */
export type LoadedCampaign = {
  id: string;
  name: string;
  goal: CampaignGoal;
  goalOther: string | null;
  adType: SponsorAdType;
  brand: { id: string } | null;
  adsetSet: readonly {
    name: string;
    catalogId: string;
    budgetType: BudgetType;
    budgetTotal: string | null;
    budgetDailyTotal: string | null;
    startDate: string;
    endDate: string | null;
    bidType: BidType;
    bidWalletCurrency: string | null;
    targetRoas: number | null;
    audienceName: string | null;
    tagIds: readonly string[];
    keywords: readonly string[];
    negativeKeywords: readonly string[];
    minAge: number | null;
    maxAge: number | null;
    gender: Gender;
    locations: readonly string[];
    trafficControl: number;
    bannerCategoryIds: readonly string[];
    segments: readonly string[];
    productAd: {
      skus: readonly string[];
      productMinPrice: string | null;
      productMaxPrice: string | null;
      productCategoryIds: readonly string[];
      productSellerIds: readonly string[];
      productImages: string | null;
    } | null;
    bannerAd: {
      placements: readonly {
        id: string;
        url: string | null;
        landingUrl: string | null;
        deeplink: string | null;
        skus: readonly string[];
      }[];
    } | null;
  }[];
};

function parseImages(text: string | null): Record<string, ProductImage> {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, ProductImage>)
      : {};
  } catch {
    return {};
  }
}

/** `sponsorCampaign(id)` → the form; the first ad set is the one the screens edit (spec 2 §3). */
export function campaignToForm(campaign: LoadedCampaign): SponsorCampaignForm {
  return normalizeLoadedForm(mapCampaign(campaign));
}

function mapCampaign(campaign: LoadedCampaign): SponsorCampaignForm {
  const empty = emptyCampaignForm();
  const adSet = campaign.adsetSet[0];
  const base: SponsorCampaignForm = {
    ...empty,
    id: campaign.id,
    name: campaign.name,
    goal: campaign.goal,
    goalOther: campaign.goalOther ?? '',
    adType: campaign.adType,
    brandId: campaign.brand?.id ?? null,
  };
  if (!adSet) return base;
  const scheduleType = scheduleTypeForDates(adSet.startDate, adSet.endDate);
  const product = adSet.productAd;
  return {
    ...base,
    catalogId: adSet.catalogId,
    adSetName: adSet.name,
    budgetType: adSet.budgetType,
    budgetDaily: adSet.budgetDailyTotal ?? '',
    budgetTotal: adSet.budgetTotal ?? '',
    scheduleType,
    startDate: adSet.startDate,
    endDate: scheduleType === 'DATE_RANGE' ? adSet.endDate : null,
    bidType: adSet.bidType,
    bid: adSet.bidType === 'AUTOMATED' ? '' : (adSet.bidWalletCurrency ?? ''),
    targetRoas: adSet.targetRoas === null ? '' : String(adSet.targetRoas),
    keywords: [...adSet.keywords],
    negativeKeywords: [...adSet.negativeKeywords],
    trafficControl: adSet.trafficControl,
    audienceName: adSet.audienceName ?? '',
    minAge: adSet.minAge,
    maxAge: adSet.maxAge,
    gender: adSet.gender,
    locations: [...adSet.locations],
    tagIds: [...adSet.tagIds],
    bannerCategoryIds: [...adSet.bannerCategoryIds],
    segmentIds: [...adSet.segments],
    product: product
      ? {
          skus: [...product.skus],
          ...editablePriceRange(product.productMinPrice ?? '', product.productMaxPrice ?? ''),
          categoryIds: [...product.productCategoryIds],
          sellerIds: [...product.productSellerIds],
          images: parseImages(product.productImages),
        }
      : empty.product,
    placements: (adSet.bannerAd?.placements ?? []).map((placement) => ({
      bannerTypeId: placement.id,
      url: placement.url ?? '',
      landingUrl: placement.landingUrl ?? '',
      deeplink: placement.deeplink ?? '',
      skus: [...placement.skus],
    })),
  };
}
