import { formatDecimalForInput } from '@portal/domain/money-input';
import { isCalendarDay } from '@portal/domain/zoned-day';
import type { MpaCampaign } from '../api/get-mpa-campaign';
import { emptyFormValues, type MpaFormValues } from './form-values';

type Loose = Record<string, unknown>;

const text = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;
const day = (value: unknown) => (typeof value === 'string' && isCalendarDay(value) ? value : null);
const list = (value: unknown) =>
  Array.isArray(value) ? value.map(text).filter((item): item is string => item !== null) : null;

function decimalInput(value: unknown, language: string): string {
  const decimal = text(value);
  return decimal === null ? '' : formatDecimalForInput(decimal, language);
}

/**
 * The quick form's values handed over in the router state (spec 3 §2.2 "passes the entered values along"),
 * under `prefill` or at the top; either the quick form's argument names (createMetaCampaign: categories,
 * minPrice, maxPrice, skus) or the form's own. Anything unreadable is left empty.
 */
export function prefillFromState(state: unknown, language: string): MpaFormValues | null {
  if (!state || typeof state !== 'object') return null;
  const outer = state as Loose;
  const source = (outer.prefill && typeof outer.prefill === 'object' ? outer.prefill : outer) as Loose;
  if (!('name' in source) && !('lifetimeBudget' in source)) return null;
  return {
    name: text(source.name) ?? '',
    lifetimeBudget: decimalInput(source.lifetimeBudget, language),
    startDate: day(source.startDate),
    endDate: day(source.endDate),
    creativeText: text(source.creativeText) ?? '',
    customAudienceIds: list(source.customAudienceIds) ?? [],
    productCategoryIds: list(source.productCategoryIds ?? source.categories) ?? [],
    productMinPrice: decimalInput(source.productMinPrice ?? source.minPrice, language),
    productMaxPrice: decimalInput(source.productMaxPrice ?? source.maxPrice, language),
    productSKUs: list(source.productSKUs ?? source.skus) ?? [],
  };
}

/** A stored campaign as the edit form's values. */
export function valuesFromCampaign(campaign: MpaCampaign, language: string): MpaFormValues {
  return {
    ...emptyFormValues,
    name: campaign.name,
    lifetimeBudget: decimalInput(campaign.lifetimeBudget, language),
    startDate: day(campaign.startDate),
    endDate: day(campaign.endDate),
    creativeText: campaign.creativeText,
    customAudienceIds: campaign.customAudienceIds.map(String),
    productCategoryIds: campaign.productCategoryIds.map(String),
    productMinPrice: decimalInput(campaign.productMinPrice, language),
    productMaxPrice: decimalInput(campaign.productMaxPrice, language),
    productSKUs: [...campaign.productSKUs],
  };
}
