import { parseConfigurationValue } from '@portal/domain';
import { type MetaFieldErrors, validateMetaCampaign } from '@portal/domain/meta-campaign-rules';
import { addDays, startOfZonedDay, zonedDay } from '@portal/domain/zoned-day';
import type { Db } from '../../db/client';
import { type FieldError, inputErrors } from '../../graphql/errors';
import { getConfiguration } from '../platform/configurations';
import type { CompanySeller } from './meta-scope';

/** The campaign form's values, whichever call brought them (quick form or advanced form). */
export type CampaignFormInput = {
  name: string;
  lifetimeBudget: bigint | null;
  startDate: string | null;
  endDate: string | null;
  creativeText?: string | null;
  customAudienceIds?: readonly number[] | null;
  categories?: readonly number[] | null;
  minPrice?: bigint | null;
  maxPrice?: bigint | null;
  skus?: readonly string[] | null;
};

export const MPA_EXCLUDE_FIELDS_KEY = 'mpa_campaign_exclude_fields';

/**
 * The Meta campaign form's fields left out (configuration `mpa_campaign_exclude_fields`), read as the sponsor
 * form's entry is (JSON through parseConfigurationValue); a plain comma list ("creativeText, skus") is
 * accepted too, since staff edit the value by hand.
 */
export function parseExcludedFields(value: unknown): string[] {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  const names = items.filter((item) => typeof item === 'string').map((item: string) => item.trim());
  return [...new Set(names.filter(Boolean))];
}

/** The fields configuration leaves out of the form (getExcludedMPAFields answers the same list). */
export async function excludedMpaFields(db: Db): Promise<string[]> {
  const row = await getConfiguration({ deps: { db }, input: { key: MPA_EXCLUDE_FIELDS_KEY } });
  return row ? parseExcludedFields(parseConfigurationValue(row.value)) : [];
}

/**
 * The shared rules (packages/domain meta-campaign-rules) with today in the seller's catalog zone, as
 * FieldErrors whose fields are the call's argument names (`rename`: rule field → argument).
 */
export async function campaignErrors(
  db: Db,
  seller: CompanySeller,
  input: CampaignFormInput,
  options: { mode: 'create' | 'edit'; now: Date; storedStartDate?: string; rename?: Record<string, string> },
): Promise<FieldError[]> {
  const excluded = await excludedMpaFields(db);
  const errors: MetaFieldErrors = validateMetaCampaign(
    {
      name: input.name,
      lifetimeBudget: input.lifetimeBudget,
      startDate: input.startDate,
      endDate: input.endDate,
      creativeText: input.creativeText ?? null,
      productMinPrice: input.minPrice ?? null,
      productMaxPrice: input.maxPrice ?? null,
    },
    {
      mode: options.mode,
      today: zonedDay(options.now, seller.catalog.timeZone),
      creativeTextExcluded: excluded.includes('creativeText'),
      storedStartDate: options.storedStartDate ?? null,
    },
  );
  const answer = Object.entries(errors).map(([field, messages]) => ({
    field: options.rename?.[field] ?? field,
    messages,
  }));
  if (input.customAudienceIds?.some((id) => !isAudienceId(id)))
    answer.push({ field: 'customAudienceIds', messages: [inputErrors.invalidValue] });
  return answer;
}

/**
 * An audience id as Meta numbers them: a positive whole number. The contract's ids are Float (decision 0230),
 * so a fraction or one past the bigint column's range arrives too: bad input, not a database error.
 */
const MAX_AUDIENCE_ID = 2 ** 63;
const isAudienceId = (id: number) => Number.isInteger(id) && id > 0 && id < MAX_AUDIENCE_ID;

/** A campaign's days in the catalog's zone as Meta's start and stop moments (the end day included). */
export function scheduleOf(
  zone: string,
  startDate: string,
  endDate: string,
): { startTime: Date; stopTime: Date } {
  return {
    startTime: startOfZonedDay(startDate, zone),
    stopTime: startOfZonedDay(addDays(endDate, 1), zone),
  };
}
