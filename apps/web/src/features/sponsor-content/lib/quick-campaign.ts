import type { SponsorCampaignForm } from '@portal/domain/sponsor-campaign-form';
import { SEARCH_PLACEMENTS } from '@portal/domain/sponsor-validation';

/**
 * Spec 2 §2 leaves open for which banner types the quick campaign's keywords are disabled
 * (decision 0095): the search placements. They are shown on search-result pages and targeted by the
 * banner category the dialog requires for them, so keywords are offered for the other placements only.
 */
export const QUICK_KEYWORDLESS_BANNER_TYPES: readonly string[] = SEARCH_PLACEMENTS;

export function quickKeywordsEnabled(bannerType: string | null | undefined): boolean {
  return Boolean(bannerType) && !QUICK_KEYWORDLESS_BANNER_TYPES.includes(bannerType ?? '');
}

const dailyTypes = ['DAILY', 'DAILY_TOTAL'];
const totalTypes = ['TOTAL', 'DAILY_TOTAL'];

/** The createQuickSponsorCampaign arguments (the spec's quick campaign form, §3). */
export function quickCampaignVariables(form: SponsorCampaignForm, bannerType: string | null) {
  const isBanner = form.adType === 'BANNER';
  const placement = form.placements[0];
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
    keywords: isBanner && quickKeywordsEnabled(bannerType) ? form.keywords : [],
    categoryIds: isBanner ? [] : form.product.categoryIds,
    sellerIds: isBanner ? [] : form.product.sellerIds,
    placements:
      isBanner && placement
        ? [
            {
              id: placement.bannerTypeId,
              url: placement.url,
              landingUrl: placement.landingUrl,
              selected: true,
            },
          ]
        : [],
  };
}
