import type { BannerPlacementForm, SponsorCampaignForm } from '@portal/domain/sponsor-campaign-form';
import { SEARCH_PLACEMENTS } from '@portal/domain/sponsor-validation';

/**
 * Spec 2 §2 leaves open for which banner types the quick campaign's keywords are disabled
 * (decision 0095): the search placements. They are shown on search-result pages and targeted by the
 * banner category the dialog requires for them, so keywords are offered for the other placements only.
 */
export const QUICK_KEYWORDLESS_BANNER_TYPES: readonly string[] = SEARCH_PLACEMENTS;

/**
 * Keywords are offered once at least one chosen placement lies outside that set: with several
 * placements they target the non-search ones (the search ones are targeted by the banner category).
 */
export function quickKeywordsEnabled(bannerTypes: string | null | undefined | readonly string[]): boolean {
  const list = Array.isArray(bannerTypes) ? bannerTypes : [bannerTypes];
  return list.some((type) => Boolean(type) && !QUICK_KEYWORDLESS_BANNER_TYPES.includes(type ?? ''));
}

/** Fields whose errors wait until touched (or Start attempted): the budget amounts and the dates. */
export const QUICK_TOUCHABLE_FIELDS: readonly string[] = [
  'budgetDaily',
  'budgetTotal',
  'startDate',
  'endDate',
];

/** The chosen placements in the order picked: kept ones keep their image and landing path. */
export function quickPlacementsWithTypes(
  current: readonly BannerPlacementForm[],
  bannerTypeIds: readonly string[],
): BannerPlacementForm[] {
  return bannerTypeIds.map(
    (id) =>
      current.find((placement) => placement.bannerTypeId === id) ?? {
        bannerTypeId: id,
        url: '',
        landingUrl: '',
        deeplink: '',
        skus: [],
      },
  );
}

/**
 * Spec 2 §5 "Quick campaign start": a banner type and an uploaded image — for every chosen placement;
 * each also needs its landing path (banner content rule; the quick dialog has no products to build
 * it from, and the server refuses a placement without one).
 */
export function quickPlacementsReady(placements: readonly BannerPlacementForm[]): boolean {
  return (
    placements.length > 0 &&
    placements.every((placement) => placement.url.trim() !== '' && placement.landingUrl.trim() !== '')
  );
}

const dailyTypes = ['DAILY', 'DAILY_TOTAL'];
const totalTypes = ['TOTAL', 'DAILY_TOTAL'];

/** The createQuickSponsorCampaign arguments (the spec's quick campaign form, §3). */
export function quickCampaignVariables(
  form: SponsorCampaignForm,
  bannerTypes: readonly { id: string; bannerType: string }[],
) {
  const isBanner = form.adType === 'BANNER';
  const chosenTypes = form.placements.map(
    (placement) => bannerTypes.find((type) => type.id === placement.bannerTypeId)?.bannerType ?? null,
  );
  const keywordsEnabled = quickKeywordsEnabled(chosenTypes.filter((type): type is string => type !== null));
  return {
    name: form.name.trim(),
    goal: form.goal,
    goalOther: form.goal === 'OTHERS' ? form.goalOther.trim() : null,
    brandId: form.brandId ?? '',
    adType: form.adType ?? 'PRODUCT',
    catalogId: form.catalogId ?? '',
    budgetType: form.budgetType,
    budgetDailyTotal: dailyTypes.includes(form.budgetType) ? form.budgetDaily.trim() || null : null,
    budgetTotal: totalTypes.includes(form.budgetType) ? form.budgetTotal.trim() || null : null,
    scheduleType: form.endDate ? ('DATE_RANGE' as const) : ('START_DATE' as const),
    startDate: form.startDate ?? new Date().toISOString(),
    endDate: form.endDate,
    bannerCategoryIds: isBanner ? form.bannerCategoryIds : [],
    keywords: isBanner && keywordsEnabled ? form.keywords : [],
    categoryIds: isBanner ? [] : form.product.categoryIds,
    sellerIds: isBanner ? [] : form.product.sellerIds,
    placements: isBanner
      ? form.placements.map((placement) => ({
          id: placement.bannerTypeId,
          url: placement.url,
          landingUrl: placement.landingUrl,
          selected: true,
        }))
      : [],
  };
}

const LANDING_FIELD = /^adSet\.bannerAd\.placements\.(\d+)\.landingUrl$/;

/** The server's field errors split into those of a placement's landing URL (by index) and the rest. */
export function splitLandingRefusals(
  errors: readonly { field: string | null; messages: readonly string[] }[],
) {
  const atLanding: Record<number, string> = {};
  const rest: { field: string | null; messages: string[] }[] = [];
  for (const error of errors) {
    const match = LANDING_FIELD.exec(error.field ?? '');
    const first = error.messages[0];
    if (match && first) atLanding[Number(match[1])] = first;
    else rest.push({ field: error.field, messages: [...error.messages] });
  }
  return { atLanding, rest };
}
