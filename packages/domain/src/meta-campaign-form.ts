import {
  type MetaCampaignRuleOptions,
  type MetaFieldErrors,
  validateMetaCampaign,
} from './meta-campaign-rules';
import { formatMicros, parseDecimalToMicros } from './money';
import {
  amountFormatError,
  MONEY_INPUT_MAX_LENGTH,
  PRICE_INPUT_MAX_LENGTH,
  parseLocaleDecimal,
} from './money-input';

/**
 * The Meta campaign form as a person typed it, shared by the quick form and the advanced form (spec 3 §2.2,
 * §5): money as written in their language (decision 0117), days as `YYYY-MM-DD`, ids as text.
 */
export type MetaCampaignFormValues = {
  name: string;
  lifetimeBudget: string;
  startDate: string | null;
  endDate: string | null;
  creativeText: string;
  customAudienceIds: string[];
  productCategoryIds: string[];
  productMinPrice: string;
  productMaxPrice: string;
};

export const emptyMetaCampaignForm: MetaCampaignFormValues = {
  name: '',
  lifetimeBudget: '',
  startDate: null,
  endDate: null,
  creativeText: '',
  customAudienceIds: [],
  productCategoryIds: [],
  productMinPrice: '',
  productMaxPrice: '',
};

/** Spec 1 §5: the budget is an amount input (11 characters), the prices are price inputs (12). */
export const metaMoneyFieldLengths = {
  lifetimeBudget: MONEY_INPUT_MAX_LENGTH,
  productMinPrice: PRICE_INPUT_MAX_LENGTH,
  productMaxPrice: PRICE_INPUT_MAX_LENGTH,
} as const;

export type MetaMoneyField = keyof typeof metaMoneyFieldLengths;

const moneyFields = Object.keys(metaMoneyFieldLengths) as MetaMoneyField[];

/** A money field's text in micros; null when empty, not an amount in that language, too long or finer than a micro. */
export function metaMoneyMicros(text: string, field: MetaMoneyField, language: string) {
  const decimal =
    text.trim() === '' ? null : parseLocaleDecimal(text, language, metaMoneyFieldLengths[field]);
  return decimal === null ? null : parseDecimalToMicros(decimal);
}

/** A money field as the API's canonical decimal ("1250.5"); null as `metaMoneyMicros`. */
export function metaMoneyDecimal(text: string, field: MetaMoneyField, language: string) {
  const micros = metaMoneyMicros(text, field, language);
  return micros === null ? null : formatMicros(micros);
}

/**
 * Every rule of spec 3 §5 (`validateMetaCampaign`) as message keys per field; money typed but unreadable in
 * the person's language gets the common format message rather than "required".
 */
export function metaCampaignFormErrors(
  values: MetaCampaignFormValues,
  language: string,
  options: MetaCampaignRuleOptions,
): MetaFieldErrors {
  const errors = validateMetaCampaign(
    {
      name: values.name,
      lifetimeBudget: metaMoneyMicros(values.lifetimeBudget, 'lifetimeBudget', language),
      startDate: values.startDate,
      endDate: values.endDate,
      creativeText: values.creativeText,
      productMinPrice: metaMoneyMicros(values.productMinPrice, 'productMinPrice', language),
      productMaxPrice: metaMoneyMicros(values.productMaxPrice, 'productMaxPrice', language),
    },
    options,
  );
  for (const field of moneyFields) {
    if (values[field].trim() !== '' && metaMoneyMicros(values[field], field, language) === null) {
      errors[field] = [amountFormatError];
    }
  }
  return errors;
}

/** Ids typed or chosen as text, as the API's numbers (anything else left out). */
export const idsAsNumbers = (ids: readonly string[]) => ids.map(Number).filter((id) => Number.isFinite(id));

/** The values as the API takes them: text trimmed, money as canonical decimals (null when empty), ids as numbers. */
export function metaCampaignFormArguments(values: MetaCampaignFormValues, language: string) {
  return {
    name: values.name.trim(),
    lifetimeBudget: metaMoneyDecimal(values.lifetimeBudget, 'lifetimeBudget', language),
    startDate: values.startDate,
    endDate: values.endDate,
    creativeText: values.creativeText.trim(),
    customAudienceIds: idsAsNumbers(values.customAudienceIds),
    productCategoryIds: idsAsNumbers(values.productCategoryIds),
    productMinPrice: metaMoneyDecimal(values.productMinPrice, 'productMinPrice', language),
    productMaxPrice: metaMoneyDecimal(values.productMaxPrice, 'productMaxPrice', language),
  };
}
