import { metaCampaignFormArguments } from '@portal/domain/meta-campaign-form';
import type { CreateCampaignVariables } from '../api/create-campaign';
import type { UpdateCampaignVariables } from '../api/update-campaign';
import type { MpaFormValues } from './form-values';

export type PayloadContext = {
  sellerId: string;
  walletCurrency: string;
  creativeTextExcluded: boolean;
};

/** A valid form as createCampaign's arguments (money as decimals, ids as numbers, empty prices as null). */
export function createPayload(
  values: MpaFormValues,
  language: string,
  context: PayloadContext,
): CreateCampaignVariables {
  return {
    ...commonPayload(values, language, context),
    creativeText: context.creativeTextExcluded ? null : values.creativeText.trim(),
  };
}

/** updateCampaign takes no creative text: it is fixed once the ad exists (spec 3 §5, disabled on edit). */
export function updatePayload(
  values: MpaFormValues,
  language: string,
  context: PayloadContext & { campaignId: string },
): UpdateCampaignVariables {
  return { ...commonPayload(values, language, context), campaignId: context.campaignId };
}

function commonPayload(values: MpaFormValues, language: string, context: PayloadContext) {
  const { creativeText: _fixedOnEdit, ...args } = metaCampaignFormArguments(values, language);
  return {
    ...args,
    sellerId: context.sellerId,
    walletCurrency: context.walletCurrency,
    lifetimeBudget: args.lifetimeBudget ?? '',
    startDate: args.startDate ?? '',
    endDate: args.endDate ?? '',
    productSKUs: values.productSKUs,
  };
}

/** The server's field names (the quick form's among them) as the form's. */
const fieldAliases: Record<string, keyof MpaFormValues> = {
  categories: 'productCategoryIds',
  minPrice: 'productMinPrice',
  maxPrice: 'productMaxPrice',
  skus: 'productSKUs',
};

const formFields = new Set<string>([
  'name',
  'lifetimeBudget',
  'startDate',
  'endDate',
  'creativeText',
  'customAudienceIds',
  'productCategoryIds',
  'productMinPrice',
  'productMaxPrice',
  'productSKUs',
]);

export type ServerErrors = { fields: Record<string, string>; lines: string[] };

/** A payload's errors: those of a form field onto it (its first message), the rest for the banner. */
export function splitServerErrors(
  errors: readonly { field?: string | null; messages: readonly string[] }[],
): ServerErrors {
  const fields: Record<string, string> = {};
  const lines: string[] = [];
  for (const error of errors) {
    const field = error.field ? (fieldAliases[error.field] ?? error.field) : null;
    const [first] = error.messages;
    if (first === undefined) continue;
    if (field && formFields.has(field)) fields[field] ??= first;
    else lines.push(first);
  }
  return { fields, lines };
}
