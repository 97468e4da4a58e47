import { adSetStatuses, sponsorAdTypes } from '@portal/domain/sponsor-campaign-form';
import { z } from 'zod';
import { creditKinds, creditPaymentMethods, creditStatuses } from '../../db/schema/index';
import { type FieldError, inputErrors, issuesToFieldErrors } from '../../graphql/errors';
import { parseRowId } from '../../graphql/row-id';
import { parseDateTimeInput } from '../../graphql/scalars';

/**
 * The filters each export takes, checked when the export is asked for (docs/decisions/0116): a bad one is
 * a field error then (`params.catalogId`), instead of a job that fails later with whatever the database
 * said. Absent, null and "" mean "no filter"; keys no export reads are left alone.
 */
const filter = (isValid: (value: unknown) => boolean, message: string) =>
  z
    .unknown()
    .refine((value) => value === null || value === undefined || value === '' || isValid(value), { message })
    .optional();

const isInstant = (value: string) => {
  try {
    parseDateTimeInput(value);
    return true;
  } catch {
    return false;
  }
};

const rowId = filter((value) => parseRowId(value) !== null, inputErrors.invalidId);
const text = filter((value) => typeof value === 'string' && value.length <= 200, inputErrors.invalidValue);
const oneOf = (allowed: readonly string[]) =>
  filter((value) => typeof value === 'string' && allowed.includes(value.trim()), inputErrors.invalidValue);
/** A billing filter day ("2026-03-01", the picker's "2026/03/01") or an ISO instant, years 1900 to 9999. */
const billingDate = filter((value) => {
  if (typeof value !== 'string') return false;
  const day = /^(\d{4})[-/](\d{2})[-/](\d{2})$/.exec(value.trim());
  if (day) return isInstant(`${day[1]}-${day[2]}-${day[3]}`);
  return /^\d{4}-\d{2}-\d{2}T/.test(value) && isInstant(value);
}, inputErrors.invalidDate);
const instant = filter(
  (value) => typeof value === 'string' && isInstant(value.trim()),
  inputErrors.invalidDate,
);

const common = { timeZone: text, sortBy: text };

export const creditsParams = z.looseObject({
  ...common,
  kind: oneOf(creditKinds),
  status: oneOf(creditStatuses),
  paymentMethod: oneOf(creditPaymentMethods),
  fromDate: billingDate,
  toDate: billingDate,
});

export const walletTransactionsParams = z.looseObject({
  ...common,
  fromDate: billingDate,
  toDate: billingDate,
  catalogId: rowId,
  brandId: rowId,
});

export const sponsorCampaignsParams = z.looseObject({
  ...common,
  adType: oneOf(sponsorAdTypes),
  status: oneOf(adSetStatuses),
  campaignName: text,
  brand: rowId,
  ventureId: rowId,
  startDate: instant,
  endDate: instant,
  direction: oneOf(['asc', 'desc']),
});

/** A required instant (the dashboard's range ends). */
const requiredInstant = z.unknown().refine((value) => typeof value === 'string' && isInstant(value.trim()), {
  message: inputErrors.invalidDate,
});

/** DASHBOARD_DAILY: the dashboard's arguments (spec 2 §7); the range's end may not be before its start. */
export const dashboardDailyParams = z
  .looseObject({
    ...common,
    fromDate: requiredInstant,
    toDate: requiredInstant,
    adType: oneOf(sponsorAdTypes),
    campaignType: text,
    brandId: rowId,
    campaignId: rowId,
    adSetId: rowId,
    ventureId: rowId,
  })
  .refine(
    (params) =>
      typeof params.fromDate !== 'string' ||
      typeof params.toDate !== 'string' ||
      parseDateTimeInput(params.toDate.trim()) >= parseDateTimeInput(params.fromDate.trim()),
    { message: inputErrors.invalidValue, path: ['toDate'] },
  );

/** The params' field errors, each under `params.` ("params.catalogId"); empty when every filter is good. */
export function exportParamsErrors(schema: z.ZodType, params: unknown): FieldError[] {
  const result = schema.safeParse(params);
  if (result.success) return [];
  return issuesToFieldErrors(
    result.error.issues.map((issue) => ({ ...issue, path: ['params', ...issue.path] })),
  );
}

// Reading a stored filter when the job runs, with the same idea of "no filter" as the checks above. A value the
// checks would refuse (a request stored before a rule changed) fails the job instead of exporting unfiltered rows.

/** Trimmed text, or null for no filter. */
export const paramText = (value: unknown) =>
  typeof value === 'string' && value.trim() ? value.trim() : null;

export function paramRowId(value: unknown, name: string): number | null {
  if (value === null || value === undefined || value === '') return null;
  const id = parseRowId(value);
  if (id === null) throw new Error(`Invalid ${name}: ${String(value)}`);
  return id;
}

export function paramOneOf<T extends string>(value: unknown, allowed: readonly T[], name: string): T | null {
  const chosen = paramText(value);
  if (chosen === null) return null;
  if (!allowed.includes(chosen as T)) throw new Error(`Invalid ${name}: ${chosen}`);
  return chosen as T;
}

export function paramInstant(value: unknown, name: string): Date | null {
  const chosen = paramText(value);
  if (chosen === null) return null;
  try {
    return parseDateTimeInput(chosen);
  } catch {
    throw new Error(`Invalid ${name}: ${chosen}`);
  }
}
