/**
 * Validation messages of the sponsored-campaign rules (spec 2 §5), shared by the server and the web.
 *
 * Design (one for both callers): every rule returns `FieldErrors` = `Record<fieldPath, string[]>`
 * where each string is an i18n key of the `sponsorRules` namespace, e.g.
 * `'sponsorRules:requireFillOutTheField'`. A message that needs values carries them after a `?`
 * as URL query text: `'sponsorRules:dailyBudgetLessThanMin?min=1.5'`. The server passes these
 * strings unchanged into `FieldError.messages`; the web shows one with
 * `const { key, values } = parseRuleMessage(message); t(key, values)` (or `translateRuleMessage`).
 * Field paths are the form's (`name`, `budgetDaily`, `product.skus`, `placements.0.landingUrl`).
 */
export const RULES_NAMESPACE = 'sponsorRules';

export const sponsorRuleKeys = [
  'requireFillOutTheField',
  'requireAdType',
  'requirePlacement',
  'requireBudgetType',
  'requireScheduleType',
  'requireBidType',
  'invalidNumber',
  'numberTooLong',
  'dailyBudgetLessThanMin',
  'totalBudgetLessThanMin',
  'lowDailyBudget',
  'startDateInPast',
  'endDateBeforeStartDate',
  'requireEnterHigherMinimumBid',
  'bidNotNegative',
  'tooManyDecimals',
  'targetRoasNotNegative',
  'requireSkus',
  'requireSkuOrCategoryAndPriceRange',
  'requireMinPriceLowerThanMaxPrice',
  'requireSeller',
  'maxSkus',
  'skuNotFound',
  /** A typed SKU sold by a seller that is not the company's (flag validate_uploaded_product_seller, 0267). */
  'skuSellerNotInCompany',
  'targetCountryIsNotSelected',
  'brandIsNotSelected',
  'errorGettingCompanyId',
  'requireInputDetailsFor',
  'requireCategory',
  'requireSegment',
  'unknownBannerType',
  'urlTooLong',
  'invalidBaseUrl',
  'requirePathStartWith',
  'requireKeywords',
  'maxKeywords',
  'invalidTrafficControl',
  'invalidAge',
  'requireMinAgeLowerThanMaxAge',
  'requireRejectReason',
  'accountNotApprovedByStaff',
] as const;

export type SponsorRuleKey = (typeof sponsorRuleKeys)[number];

/** Field path → messages (encoded as described in the header). Empty object = valid. */
export type FieldErrors = Record<string, string[]>;

export type RuleMessage = { key: string; values: Record<string, string> };

/** `'sponsorRules:<key>'`, with `?name=value&…` when the message interpolates values. */
export function ruleMessage(key: SponsorRuleKey, values?: Record<string, string | number>): string {
  const base = `${RULES_NAMESPACE}:${key}`;
  if (!values || Object.keys(values).length === 0) return base;
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) query.set(name, String(value));
  return `${base}?${query.toString()}`;
}

/** Splits an encoded message into the i18next key and its interpolation values. */
export function parseRuleMessage(message: string): RuleMessage {
  const question = message.indexOf('?');
  if (question === -1) return { key: message, values: {} };
  const values: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(message.slice(question + 1))) values[name] = value;
  return { key: message.slice(0, question), values };
}

/** For callers holding an i18next `t`: `translateRuleMessage(t, message)`. */
export function translateRuleMessage<T>(
  t: (key: string, values: Record<string, string>) => T,
  message: string,
): T {
  const { key, values } = parseRuleMessage(message);
  return t(key, values);
}

export function addError(errors: FieldErrors, field: string, message: string): FieldErrors {
  const list = errors[field] ?? [];
  if (!list.includes(message)) errors[field] = [...list, message];
  return errors;
}

export function mergeErrors(...all: FieldErrors[]): FieldErrors {
  const merged: FieldErrors = {};
  for (const errors of all) {
    for (const [field, messages] of Object.entries(errors)) {
      for (const message of messages) addError(merged, field, message);
    }
  }
  return merged;
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.values(errors).some((messages) => messages.length > 0);
}

/** Server helper: FieldErrors → `[{ field, messages }]`, field paths optionally prefixed (`adSet.`). */
export function toFieldErrorList(
  errors: FieldErrors,
  mapField: (field: string) => string = (field) => field,
): { field: string; messages: string[] }[] {
  return Object.entries(errors)
    .filter(([, messages]) => messages.length > 0)
    .map(([field, messages]) => ({ field: mapField(field), messages }));
}
