import type { SponsorCampaignForm } from '@portal/domain/sponsor-campaign-form';

export type ProductAdInput = {
  name: string;
  skus: string[];
  productMinPrice: string | null;
  productMaxPrice: string | null;
  productCategoryIds: string[];
  productSellerIds: string[];
  productImages: string;
};

export type BannerAdInput = {
  name: string;
  placements: { id: string; url: string; landingUrl: string; deeplink: string | null; skus: string[] }[];
};

export type SponsorAdSetInput = {
  name: string;
  catalogId: string;
  budgetType: SponsorCampaignForm['budgetType'];
  budgetTotal: string | null;
  budgetDailyTotal: string | null;
  scheduleType: SponsorCampaignForm['scheduleType'];
  startDate: string | null;
  endDate: string | null;
  bidType: SponsorCampaignForm['bidType'];
  bidWalletCurrency: string | null;
  targetRoas: number | null;
  audienceName: string | null;
  tagIds: string[];
  keywords: string[];
  negativeKeywords: string[];
  minAge: number | null;
  maxAge: number | null;
  gender: SponsorCampaignForm['gender'];
  locations: string[];
  trafficControl: number;
  bannerCategoryIds: string[];
  segments: string[];
  productAd?: ProductAdInput;
  bannerAd?: BannerAdInput;
};

export type SponsorCampaignInput = {
  name: string;
  goal: SponsorCampaignForm['goal'];
  goalOther: string | null;
  brandId: string;
  adType: NonNullable<SponsorCampaignForm['adType']>;
  adSet: SponsorAdSetInput;
};

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());
const isoOrNull = (date: string | null) => (date ? new Date(date).toISOString() : null);

/**
 * The submission (spec 2 §7): product ads carry no banner fields and banner ads no product fields;
 * placements are trimmed to id, url, landingUrl, deeplink and skus; dates are ISO; product images
 * travel as JSON text. Budgets the budget type does not use are sent empty.
 */
export function toCampaignInput(form: SponsorCampaignForm): SponsorCampaignInput {
  const adType = form.adType ?? 'PRODUCT';
  const usesDaily = form.budgetType === 'DAILY' || form.budgetType === 'DAILY_TOTAL';
  const usesTotal = form.budgetType === 'TOTAL' || form.budgetType === 'DAILY_TOTAL';
  const name = form.name.trim();
  const adSet: SponsorAdSetInput = {
    name: form.adSetName.trim() || name,
    catalogId: form.catalogId ?? '',
    budgetType: form.budgetType,
    budgetTotal: usesTotal ? orNull(form.budgetTotal) : null,
    budgetDailyTotal: usesDaily ? orNull(form.budgetDaily) : null,
    scheduleType: form.scheduleType,
    startDate: isoOrNull(form.startDate),
    endDate: form.scheduleType === 'DATE_RANGE' ? isoOrNull(form.endDate) : null,
    bidType: form.bidType,
    bidWalletCurrency: form.bidType === 'AUTOMATED' ? null : orNull(form.bid),
    targetRoas: form.targetRoas.trim() === '' ? null : Number(form.targetRoas),
    audienceName: orNull(form.audienceName),
    tagIds: form.tagIds,
    keywords: form.keywords,
    negativeKeywords: form.negativeKeywords,
    minAge: form.minAge,
    maxAge: form.maxAge,
    gender: form.gender,
    locations: form.locations,
    trafficControl: form.trafficControl,
    bannerCategoryIds: adType === 'BANNER' ? form.bannerCategoryIds : [],
    segments: adType === 'BANNER' ? form.segmentIds : [],
  };
  if (adType === 'PRODUCT') {
    adSet.productAd = {
      name: adSet.name,
      skus: form.product.skus,
      productMinPrice: orNull(form.product.minPrice),
      productMaxPrice: orNull(form.product.maxPrice),
      productCategoryIds: form.product.categoryIds,
      productSellerIds: form.product.sellerIds,
      productImages: JSON.stringify(form.product.images),
    };
  } else {
    adSet.bannerAd = {
      name: adSet.name,
      placements: form.placements.map((placement) => ({
        id: placement.bannerTypeId,
        url: placement.url,
        landingUrl: placement.landingUrl,
        deeplink: orNull(placement.deeplink),
        skus: placement.skus,
      })),
    };
  }
  return {
    name,
    goal: form.goal,
    goalOther: form.goal === 'OTHERS' ? orNull(form.goalOther) : null,
    brandId: form.brandId ?? '',
    adType,
    adSet,
  };
}
