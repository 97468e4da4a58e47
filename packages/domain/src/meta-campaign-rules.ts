import { addDays, type CalendarDay, isCalendarDay } from './zoned-day';

/**
 * The Meta campaign form's rules (spec 3 §5), shared by the quick form, the advanced form and the server
 * (docs/decisions/0230). Messages are i18n keys of the `mpa` namespace; the server sends them as field
 * errors unchanged and the web translates them.
 */
export const MPA_NAMESPACE = 'mpa';

export const metaCampaignMessages = {
  nameRequired: 'mpa:error.nameRequired',
  lifetimeBudgetRequired: 'mpa:error.lifetimeBudgetRequired',
  lifetimeBudgetPositive: 'mpa:error.lifetimeBudgetPositive',
  startDateRequired: 'mpa:error.startDateRequired',
  startDateTooEarly: 'mpa:error.startDateTooEarly',
  endDateRequired: 'mpa:error.endDateRequired',
  endDateBeforeStart: 'mpa:error.endDateBeforeStart',
  creativeTextRequired: 'mpa:error.creativeTextRequired',
  minPriceAboveMax: 'mpa:error.minPriceAboveMax',
  priceNegative: 'mpa:error.priceNegative',
  urlRequired: 'mpa:error.urlRequired',
  invalidUrl: 'mpa:error.invalidUrl',
  confirmRequired: 'mpa:error.confirmRequired',
  topUpAmountRequired: 'mpa:error.topUpAmountRequired',
  paymentMethodRequired: 'mpa:error.paymentMethodRequired',
} as const;

/** English texts of the keys, as spec 3 §5 writes them (the web's `mpa` translations start from these). */
export const metaCampaignMessagesEn: Record<keyof typeof metaCampaignMessages, string> = {
  nameRequired: 'Campaign name is required',
  lifetimeBudgetRequired: 'Lifetime budget is required',
  lifetimeBudgetPositive: 'Lifetime budget must be larger than zero',
  startDateRequired: 'Start Date is required',
  startDateTooEarly: 'Start Date must be tomorrow or later',
  endDateRequired: 'End Date is required',
  endDateBeforeStart: 'End Date must not be before the Start Date',
  creativeTextRequired: 'Creative text is required',
  minPriceAboveMax: 'Min price must not be above the max price',
  priceNegative: 'Price must not be negative',
  urlRequired: 'URL is required',
  invalidUrl: 'Invalid URL',
  confirmRequired: 'Please confirm to continue',
  topUpAmountRequired: 'Top Up Amount is required',
  paymentMethodRequired: 'Payment method is required',
};

export type MetaFieldErrors = Record<string, string[]>;

export type MetaCampaignInput = {
  name: string;
  /** Micros; null when empty or not a number. */
  lifetimeBudget: bigint | null;
  startDate: string | null;
  endDate: string | null;
  creativeText?: string | null;
  productMinPrice?: bigint | null;
  productMaxPrice?: bigint | null;
};

export type MetaCampaignRuleOptions = {
  mode: 'create' | 'edit';
  /** Today in the seller's catalog zone; a new campaign starts tomorrow at the earliest. */
  today: CalendarDay;
  /** mpa_campaign_exclude_fields lists creativeText. */
  creativeTextExcluded: boolean;
  /** On edit, the start date already stored (a past start stays as it is). */
  storedStartDate?: string | null;
};

function add(errors: MetaFieldErrors, field: string, message: string) {
  errors[field] = [...(errors[field] ?? []), message];
}

/** Every rule of the Meta campaign form; an empty object when the input is valid. */
export function validateMetaCampaign(
  input: MetaCampaignInput,
  options: MetaCampaignRuleOptions,
): MetaFieldErrors {
  const errors: MetaFieldErrors = {};
  const m = metaCampaignMessages;
  if (!input.name.trim()) add(errors, 'name', m.nameRequired);
  if (input.lifetimeBudget === null) add(errors, 'lifetimeBudget', m.lifetimeBudgetRequired);
  else if (input.lifetimeBudget <= 0n) add(errors, 'lifetimeBudget', m.lifetimeBudgetPositive);
  const start = input.startDate && isCalendarDay(input.startDate) ? input.startDate : null;
  const end = input.endDate && isCalendarDay(input.endDate) ? input.endDate : null;
  if (!start) add(errors, 'startDate', m.startDateRequired);
  else if (
    start < addDays(options.today, 1) &&
    !(options.mode === 'edit' && start === options.storedStartDate)
  ) {
    add(errors, 'startDate', m.startDateTooEarly);
  }
  if (!end) add(errors, 'endDate', m.endDateRequired);
  else if (start && end < start) add(errors, 'endDate', m.endDateBeforeStart);
  if (options.mode === 'create' && !options.creativeTextExcluded && !input.creativeText?.trim()) {
    add(errors, 'creativeText', m.creativeTextRequired);
  }
  const { productMinPrice: min, productMaxPrice: max } = input;
  if (min != null && min < 0n) add(errors, 'productMinPrice', m.priceNegative);
  if (max != null && max < 0n) add(errors, 'productMaxPrice', m.priceNegative);
  if (min != null && max != null && min > max) add(errors, 'productMaxPrice', m.minPriceAboveMax);
  return errors;
}

/** The Link Account URL rule: required, and an absolute http(s) URL. */
export function sellerPageUrlError(value: string | null | undefined): string | null {
  const text = value?.trim() ?? '';
  if (!text) return metaCampaignMessages.urlRequired;
  try {
    const url = new URL(text);
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !url.hostname.includes('.')) {
      return metaCampaignMessages.invalidUrl;
    }
    return null;
  } catch {
    return metaCampaignMessages.invalidUrl;
  }
}
