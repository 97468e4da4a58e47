import { parseDecimalToMicros } from '@portal/domain/money';
import { isLowDailyBudget } from '@portal/domain/sponsor-budget';
import type { SponsorCampaignForm } from '@portal/domain/sponsor-campaign-form';
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
      };
    };

const decimal = (text: string) => {
  const trimmed = text.trim();
  return trimmed !== '' && parseDecimalToMicros(trimmed) !== null ? trimmed : null;
};

/**
 * What the forecast calls are asked with (spec 2 §7), from the wizard's form: null until the campaign has
 * a catalog and a type. A product ad's bid counts only when it is a maximum CPC (AUTOMATED: none).
 * Banners send their placements' banner types (DESKTOP_HOME…) as `platforms`.
 */
export function forecastVariables(
  form: SponsorCampaignForm,
  countDay: ForecastPeriod,
  bannerTypes: readonly WizardBannerType[],
): ForecastVariables | null {
  if (!form.catalogId || !form.adType) return null;
  if (form.adType === 'BANNER') {
    const types = new Map(bannerTypes.map((type) => [type.id, type.bannerType]));
    return {
      kind: 'BANNER',
      variables: {
        catalogId: form.catalogId,
        brandId: form.brandId,
        countDay,
        categoryIds: form.bannerCategoryIds,
        platforms: form.placements.flatMap((placement) => types.get(placement.bannerTypeId) ?? []),
        goal: form.goal,
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
      trafficControl: Math.min(100, Math.max(0, Math.round(form.trafficControl))),
      bid: form.bidType === 'MAXIMUM_CPC' ? decimal(form.bid) : null,
    },
  };
}

/** Spec 2 §5: the warning lowDailyBudget (the domain's rule) while the budget type has a daily budget. */
export function isDailyBudgetLow(form: SponsorCampaignForm, suggestion: string | null | undefined): boolean {
  if (form.budgetType !== 'DAILY' && form.budgetType !== 'DAILY_TOTAL') return false;
  return isLowDailyBudget(form.budgetDaily.trim(), suggestion);
}
