import {
  type MetaCampaignRuleOptions,
  type MetaFieldErrors,
  validateMetaCampaign,
} from '@portal/domain/meta-campaign-rules';
import { parseDecimalToMicros } from '@portal/domain/money';
import { amountFormatError, PRICE_INPUT_MAX_LENGTH, parseLocaleDecimal } from '@portal/domain/money-input';

/** The form as typed: money as the person wrote it (decision 0117), days as `YYYY-MM-DD`, ids as text. */
export type MpaFormValues = {
  name: string;
  lifetimeBudget: string;
  startDate: string | null;
  endDate: string | null;
  creativeText: string;
  customAudienceIds: string[];
  productCategoryIds: string[];
  productMinPrice: string;
  productMaxPrice: string;
  /** Spec 3 §2.2's hidden skus field: the sponsored list, or the stored SKUs kept on edit. */
  productSKUs: string[];
};

export const emptyFormValues: MpaFormValues = {
  name: '',
  lifetimeBudget: '',
  startDate: null,
  endDate: null,
  creativeText: '',
  customAudienceIds: [],
  productCategoryIds: [],
  productMinPrice: '',
  productMaxPrice: '',
  productSKUs: [],
};

export const moneyFields = ['lifetimeBudget', 'productMinPrice', 'productMaxPrice'] as const;

/** Typed money as the API's decimal; null when empty or unreadable in that language. */
export function typedDecimal(text: string, language: string): string | null {
  return text.trim() === '' ? null : parseLocaleDecimal(text, language, PRICE_INPUT_MAX_LENGTH);
}

function typedMicros(text: string, language: string): bigint | null {
  const decimal = typedDecimal(text, language);
  return decimal === null ? null : parseDecimalToMicros(decimal);
}

/**
 * Every rule of spec 3 §5 through the shared `validateMetaCampaign`, as message keys per field; typed money
 * that is no number in the user's language gets the common format message rather than "required".
 */
export function formErrors(
  values: MpaFormValues,
  language: string,
  options: MetaCampaignRuleOptions,
): MetaFieldErrors {
  const errors = validateMetaCampaign(
    {
      name: values.name,
      lifetimeBudget: typedMicros(values.lifetimeBudget, language),
      startDate: values.startDate,
      endDate: values.endDate,
      creativeText: values.creativeText,
      productMinPrice: typedMicros(values.productMinPrice, language),
      productMaxPrice: typedMicros(values.productMaxPrice, language),
    },
    options,
  );
  for (const field of moneyFields) {
    const text = values[field];
    if (text.trim() !== '' && typedDecimal(text, language) === null) errors[field] = [amountFormatError];
  }
  return errors;
}

export const toNumbers = (ids: readonly string[]) => ids.map(Number).filter((id) => Number.isFinite(id));
