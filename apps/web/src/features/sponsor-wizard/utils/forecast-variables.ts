import { parseDecimalToMicros } from '@portal/domain/money';
import { isLowDailyBudget } from '@portal/domain/sponsor-budget';
import type { SponsorCampaignForm } from '@portal/domain/sponsor-campaign-form';
import { numberInputMicros } from '@portal/domain/sponsor-number-input';
import type { WizardBannerType } from './wizard-context';

export type ForecastPeriod = 7 | 30;

export type ForecastVariables =
  | {
      kind: 'PRODUCT';
      variables: {
        catalogId: string;
        skus: string[];
        countDay: ForecastPeriod;
        minPrice: string | null;
        maxPrice: string | null;
        categoryIds: string[];
        brandId: string | null;
        trafficControl: number;
        bid: string | null;
      };
    }
  | {
      kind: 'BANNER';
      variables: {
        catalogId: string;
        brandId: string | null;
        countDay: ForecastPeriod;
        categoryIds: string[];
        platforms: string[];
        goal: SponsorCampaignForm['goal'];
        trafficControl: number;
        bid: string | null;
      };
    };

const decimal = (text: string) => {
  const trimmed = text.trim();
  return trimmed !== '' && parseDecimalToMicros(trimmed) !== null ? trimmed : null;
};

/** The slider's value as the calls take it: a whole 0..100. */
const trafficControlOf = (form: SponsorCampaignForm) =>
  Math.min(100, Math.max(0, Math.round(form.trafficControl)));

/**
 * What the forecast calls are asked with (spec 2 §7), from the wizard's form: null until the campaign has
 * a catalog and a type. A product ad's bid counts only when it is a maximum CPC (AUTOMATED: none).
 * Banners send their placements' banner types (DESKTOP_HOME…) as `platforms`; both send the traffic control
 * and a banner its maximum CPI (the engine draws and weighs them for banners too, decision 0271).
 */
export function forecastVariables(
  form: SponsorCampaignForm,
  countDay: ForecastPeriod,
  bannerTypes: readonly WizardBannerType[],
): ForecastVariables | null {
  if (!form.catalogId || !form.adType) return null;
  if (form.adType === 'BANNER') {
    const types = new Map(bannerTypes.map((type) => [type.id, type.bannerType]));
    // Placements while the banner types are not loaded yet: asking now would forecast every page, then ask
    // again once they are (QA walk 19: two calls, the first for the wrong pages, on opening a banner campaign).
    if (form.placements.length > 0 && bannerTypes.length === 0) return null;
    return {
      kind: 'BANNER',
      variables: {
        catalogId: form.catalogId,
        brandId: form.brandId,
        countDay,
        categoryIds: form.bannerCategoryIds,
        platforms: form.placements.flatMap((placement) => types.get(placement.bannerTypeId) ?? []),
        goal: form.goal,
        trafficControl: trafficControlOf(form),
        bid: form.bidType === 'MAXIMUM_CPI' ? decimal(form.bid) : null,
      },
    };
  }
  return {
    kind: 'PRODUCT',
    variables: {
      catalogId: form.catalogId,
      skus: form.product.skus,
      countDay,
      minPrice: decimal(form.product.minPrice),
      maxPrice: decimal(form.product.maxPrice),
      categoryIds: form.product.categoryIds,
      brandId: form.brandId,
      trafficControl: trafficControlOf(form),
      bid: form.bidType === 'MAXIMUM_CPC' ? decimal(form.bid) : null,
    },
  };
}

/** Spec 2 §5: the warning lowDailyBudget (the domain's rule) while the budget type has a daily budget. */
export function isDailyBudgetLow(form: SponsorCampaignForm, suggestion: string | null | undefined): boolean {
  if (form.budgetType !== 'DAILY' && form.budgetType !== 'DAILY_TOTAL') return false;
  return isLowDailyBudget(form.budgetDaily.trim(), suggestion);
}

/**
 * Why a forecast of no impression at all is owed to the campaign's own inputs rather than to the recorded
 * traffic (QA walk 19): traffic control at 0 shows the ad to no request, and a maximum bid below the catalog's
 * minimum never enters an auction (the server's forecast answers 0 for both). Null: neither; the recorded
 * days are the reason.
 */
export function noImpressionReason(
  form: Pick<SponsorCampaignForm, 'bidType' | 'bid' | 'trafficControl'>,
  minBid: string | null,
): 'trafficControlOff' | 'bidBelowMinimum' | null {
  if (Math.round(form.trafficControl) <= 0) return 'trafficControlOff';
  if (form.bidType === 'AUTOMATED' || minBid === null) return null;
  const bid = numberInputMicros(form.bid ?? '');
  const min = parseDecimalToMicros(minBid);
  return bid !== null && min !== null && bid < min ? 'bidBelowMinimum' : null;
}
