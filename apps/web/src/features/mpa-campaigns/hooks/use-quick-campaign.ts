import {
  emptyMetaCampaignForm,
  type MetaCampaignFormValues,
  metaCampaignFormArguments,
  metaCampaignFormErrors,
} from '@portal/domain/meta-campaign-form';
import type { MetaFieldErrors } from '@portal/domain/meta-campaign-rules';
import { addDays, zonedDay } from '@portal/domain/zoned-day';
import { useState } from 'react';
import { errorLines, type FieldError } from '../../../lib/form-errors';
import { useCreateMetaCampaign } from '../api/quick-campaign';

/** The quick form's values: the Meta campaign form's (packages/domain/meta-campaign-form) without SKUs. */
export type QuickCampaignValues = MetaCampaignFormValues;

/** createMetaCampaign's names of the fields it names otherwise (spec 3 §7): its refusals come under them. */
const argumentNames: Partial<Record<keyof QuickCampaignValues, string>> = {
  productCategoryIds: 'categories',
  productMinPrice: 'minPrice',
  productMaxPrice: 'maxPrice',
};

const isAbout = (error: FieldError, field: keyof QuickCampaignValues) =>
  error.field === field || (error.field != null && error.field === argumentNames[field]);

/** The createMetaCampaign arguments of the values (also what the advanced setup receives as `prefill`). */
export function quickCampaignArguments(
  values: QuickCampaignValues,
  language: string,
  creativeTextExcluded: boolean,
) {
  const args = metaCampaignFormArguments(values, language);
  return {
    name: args.name,
    lifetimeBudget: args.lifetimeBudget,
    startDate: args.startDate,
    endDate: args.endDate,
    creativeText: creativeTextExcluded ? null : args.creativeText || null,
    customAudienceIds: args.customAudienceIds,
    categories: args.productCategoryIds,
    minPrice: args.productMinPrice,
    maxPrice: args.productMaxPrice,
  };
}

/** Spec 3 §5 through the shared rules: the start tomorrow at the earliest in the catalog's calendar. */
export function quickCampaignErrors(
  values: QuickCampaignValues,
  options: { language: string; timeZone: string; creativeTextExcluded: boolean; now?: Date },
): MetaFieldErrors {
  return metaCampaignFormErrors(values, options.language, {
    mode: 'create',
    today: zonedDay(options.now ?? new Date(), options.timeZone),
    creativeTextExcluded: options.creativeTextExcluded,
  });
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
  const [values, setValues] = useState<QuickCampaignValues>(emptyMetaCampaignForm);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<readonly FieldError[]>([]);
  const [{ fetching: sending }, create] = useCreateMetaCampaign();
  const ruleErrors = quickCampaignErrors(values, { language, timeZone, creativeTextExcluded });

  /** A field's messages: the rule's once left or submitted, the server's (under either of its names). */
  const errorsOf = (field: keyof QuickCampaignValues): string[] => [
    ...(submitted || touched.has(field) ? (ruleErrors[field] ?? []) : []),
    ...serverErrors.filter((error) => isAbout(error, field)).flatMap((error) => error.messages),
  ];
  const set = <K extends keyof QuickCampaignValues>(field: K, value: QuickCampaignValues[K]) => {
    setValues((now) => ({ ...now, [field]: value }));
    setServerErrors((now) => now.filter((error) => !isAbout(error, field)));
  };
  const blur = (field: keyof QuickCampaignValues) => setTouched((now) => new Set(now).add(field));

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
