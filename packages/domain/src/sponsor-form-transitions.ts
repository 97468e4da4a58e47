import { normalizeBidType } from './sponsor-bid';
import { scheduleTypeForDates } from './sponsor-budget';
import type { SponsorAdType, SponsorCampaignForm } from './sponsor-campaign-form';

/**
 * Changing the campaign type resets the other type's content and the bid type when it no
 * longer fits (spec 2 §4). Callers lock the type when editing.
 */
export function changeAdType(form: SponsorCampaignForm, adType: SponsorAdType): SponsorCampaignForm {
  if (form.adType === adType) return form;
  const next: SponsorCampaignForm = { ...form, adType, bidType: normalizeBidType(form.bidType, adType) };
  if (next.bidType !== form.bidType) next.bid = '';
  if (adType === 'PRODUCT') {
    next.placements = [];
    next.bannerCategoryIds = [];
    next.segmentIds = [];
  } else {
    next.product = { skus: [], minPrice: '', maxPrice: '', categoryIds: [], sellerIds: [], images: {} };
  }
  return next;
}

/**
 * Changing the catalog resets categories, prices, sellers, SKUs, segments and banners; after the
 * confirmation dialog (`clearTargeting`) also keywords, negative keywords and targeting.
 */
export function changeCatalog(
  form: SponsorCampaignForm,
  catalogId: string | null,
  options: { clearTargeting?: boolean } = {},
): SponsorCampaignForm {
  if (form.catalogId === catalogId) return form;
  const next: SponsorCampaignForm = {
    ...form,
    catalogId,
    product: { skus: [], minPrice: '', maxPrice: '', categoryIds: [], sellerIds: [], images: {} },
    bannerCategoryIds: [],
    segmentIds: [],
    placements: form.placements.map((placement) => ({
      bannerTypeId: placement.bannerTypeId,
      url: '',
      landingUrl: '',
      deeplink: '',
      skus: [],
    })),
  };
  if (options.clearTargeting) {
    Object.assign(next, {
      keywords: [],
      negativeKeywords: [],
      locations: [],
      tagIds: [],
      audienceName: '',
      minAge: null,
      maxAge: null,
      gender: 'ALL',
    } satisfies Partial<SponsorCampaignForm>);
  }
  return next;
}

/** The first catalog of the brand is preselected when none is set (spec 2 §4). */
export function defaultCatalogId(current: string | null, brandCatalogIds: readonly string[]): string | null {
  return current ?? brandCatalogIds[0] ?? null;
}

/** A loaded campaign's schedule type follows its dates; its bid type must fit its ad type. */
export function normalizeLoadedForm(form: SponsorCampaignForm): SponsorCampaignForm {
  return {
    ...form,
    scheduleType: scheduleTypeForDates(form.startDate, form.endDate),
    bidType: normalizeBidType(form.bidType, form.adType),
  };
}

/** Selecting or unselecting a banner placement (a banner type) keeps the others' content. */
export function togglePlacement(form: SponsorCampaignForm, bannerTypeId: string): SponsorCampaignForm {
  const exists = form.placements.some((placement) => placement.bannerTypeId === bannerTypeId);
  const placements = exists
    ? form.placements.filter((placement) => placement.bannerTypeId !== bannerTypeId)
    : [...form.placements, { bannerTypeId, url: '', landingUrl: '', deeplink: '', skus: [] }];
  return { ...form, placements };
}
