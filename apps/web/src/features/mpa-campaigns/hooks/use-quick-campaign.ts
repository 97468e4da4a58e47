import { parseDecimalToMicros } from '@portal/domain';
import { type MetaFieldErrors, validateMetaCampaign } from '@portal/domain/meta-campaign-rules';
import { formatMicros } from '@portal/domain/money';
import { PRICE_INPUT_MAX_LENGTH, parseLocaleDecimal } from '@portal/domain/money-input';
import { addDays, zonedDay } from '@portal/domain/zoned-day';
import { useState } from 'react';
import { errorLines, type FieldError } from '../../../lib/form-errors';
import { useCreateMetaCampaign } from '../api/quick-campaign';

export type QuickCampaignValues = {
  name: string;
  lifetimeBudget: string;
  startDate: string | null;
  endDate: string | null;
  creativeText: string;
  customAudienceIds: string[];
  categories: string[];
  minPrice: string;
  maxPrice: string;
};

export const emptyQuickCampaign: QuickCampaignValues = {
  name: '',
  lifetimeBudget: '',
  startDate: null,
  endDate: null,
  creativeText: '',
  customAudienceIds: [],
  categories: [],
  minPrice: '',
  maxPrice: '',
};

/** Typed money in the user's language as canonical decimal and micros (null when empty or unreadable). */
function readMoney(text: string, language: string, maxLength?: number) {
  const decimal = text.trim() ? parseLocaleDecimal(text, language, maxLength) : null;
  const micros = decimal === null ? null : parseDecimalToMicros(decimal);
  return { decimal: micros === null ? null : formatMicros(micros), micros };
}

/** The createMetaCampaign arguments of the values (also what the advanced setup receives as `prefill`). */
export function quickCampaignArguments(
  values: QuickCampaignValues,
  language: string,
  creativeTextExcluded: boolean,
) {
  return {
    name: values.name.trim(),
    lifetimeBudget: readMoney(values.lifetimeBudget, language).decimal,
    startDate: values.startDate,
    endDate: values.endDate,
    creativeText: creativeTextExcluded ? null : values.creativeText.trim() || null,
    customAudienceIds: values.customAudienceIds.map(Number),
    categories: values.categories.map(Number),
    minPrice: readMoney(values.minPrice, language, PRICE_INPUT_MAX_LENGTH).decimal,
    maxPrice: readMoney(values.maxPrice, language, PRICE_INPUT_MAX_LENGTH).decimal,
  };
}

/** Spec 3 §5 through the shared rules: the start tomorrow at the earliest in the catalog's calendar. */
export function quickCampaignErrors(
  values: QuickCampaignValues,
  options: { language: string; timeZone: string; creativeTextExcluded: boolean; now?: Date },
): MetaFieldErrors {
  return validateMetaCampaign(
    {
      name: values.name,
      lifetimeBudget: readMoney(values.lifetimeBudget, options.language).micros,
      startDate: values.startDate,
      endDate: values.endDate,
      creativeText: values.creativeText,
      productMinPrice: readMoney(values.minPrice, options.language, PRICE_INPUT_MAX_LENGTH).micros,
      productMaxPrice: readMoney(values.maxPrice, options.language, PRICE_INPUT_MAX_LENGTH).micros,
    },
    {
      mode: 'create',
      today: zonedDay(options.now ?? new Date(), options.timeZone),
      creativeTextExcluded: options.creativeTextExcluded,
    },
  );
}

export function tomorrowIn(timeZone: string, now = new Date()): string {
  return addDays(zonedDay(now, timeZone), 1);
}

/**
 * The quick form: fields checked when left (on blur, not on change: spec 3 §5), every field on submit;
 * the server's refusals by field, and its first message above the buttons (spec 3 §8).
 */
export function useQuickCampaign(options: {
  sellerId: string;
  language: string;
  timeZone: string;
  creativeTextExcluded: boolean;
  onCreated: () => void;
}) {
  const { sellerId, language, timeZone, creativeTextExcluded, onCreated } = options;
  const [values, setValues] = useState<QuickCampaignValues>(emptyQuickCampaign);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<readonly FieldError[]>([]);
  const [{ fetching: sending }, create] = useCreateMetaCampaign();
  const ruleErrors = quickCampaignErrors(values, { language, timeZone, creativeTextExcluded });

  /** A field's messages: the rule's once left or submitted, the server's (under any of its names). */
  const errorsOf = (field: string, ...serverNames: string[]): string[] => [
    ...(submitted || touched.has(field) ? (ruleErrors[field] ?? []) : []),
    ...serverErrors
      .filter((error) => error.field === field || serverNames.includes(error.field ?? ''))
      .flatMap((error) => error.messages),
  ];
  const set = <K extends keyof QuickCampaignValues>(field: K, value: QuickCampaignValues[K]) => {
    setValues((now) => ({ ...now, [field]: value }));
    setServerErrors((now) => now.filter((error) => error.field !== field));
  };
  const blur = (field: string) => setTouched((now) => new Set(now).add(field));

  const submit = async () => {
    if (sending) return;
    setSubmitted(true);
    if (Object.keys(ruleErrors).length > 0) return;
    setServerErrors([]);
    const args = quickCampaignArguments(values, language, creativeTextExcluded);
    const result = await create(
      {
        sellerId,
        ...args,
        lifetimeBudget: args.lifetimeBudget ?? '0',
        startDate: args.startDate ?? '',
        endDate: args.endDate ?? '',
      },
      { additionalTypenames: ['MetaCampaignPage', 'MetaCampaign'] },
    );
    const payload = result.data?.createMetaCampaign;
    if (payload?.ok) {
      onCreated();
      return;
    }
    const refused = [...(payload?.errors ?? [])];
    if (result.error) refused.push({ field: null, messages: errorLines({ error: result.error }) });
    setServerErrors(refused.length > 0 ? refused : [{ field: null, messages: ['mpa:quick.failed'] }]);
  };

  /** Spec 3 §8: the first error, shown above the buttons (a rule's after a submit, else the server's). */
  const firstError =
    serverErrors[0]?.messages[0] ?? (submitted ? Object.values(ruleErrors)[0]?.[0] : undefined) ?? null;

  return {
    values,
    set,
    blur,
    errorsOf,
    submit,
    sending,
    firstError,
    args: () => quickCampaignArguments(values, language, creativeTextExcluded),
  };
}
