import { z } from 'zod';
import { findCountry } from './countries';
import { isValidTimezone, PROFILE_TEXT_MAX } from './profile';

/** Spec 1 §2: the company sizes, stored as written. */
export const companySizes = ['1-50', '50-100', '100-250', '250'] as const;
export type CompanySize = (typeof companySizes)[number];

export function isCompanySize(value: string): value is CompanySize {
  return (companySizes as readonly string[]).includes(value);
}

/** '1-50' → { from: 1, to: 50 } ('a - b people'); '250' → { from: 250, to: null } ('a+ people'). */
export function companySizeRange(size: CompanySize): { from: number; to: number | null } {
  const [from, to] = size.split('-').map(Number);
  return { from: from!, to: to ?? null };
}

/** Fields of the company form that the configuration `company_exclude_fields` may hide (name and address never). */
export const excludableCompanyFields = [
  'registrationNo',
  'size',
  'countryCode',
  'authorizedName',
  'address2',
  'postalCode',
  'timezone',
  'reportCurrency',
  'sellerIds',
] as const;
export type ExcludableCompanyField = (typeof excludableCompanyFields)[number];

/** The configuration value (a JSON list) as the set of fields to hide; anything else hides nothing. */
export function parseExcludedCompanyFields(value: unknown): Set<ExcludableCompanyField> {
  if (!Array.isArray(value)) return new Set();
  return new Set(
    value.filter((field): field is ExcludableCompanyField =>
      (excludableCompanyFields as readonly unknown[]).includes(field),
    ),
  );
}

export const MAX_SELLERS_PER_REQUEST = 100;

const optionalText = z.string().trim().max(PROFILE_TEXT_MAX, { message: 'company:error.tooLong' });
const requiredText = (key: string) =>
  z
    .string({ message: key })
    .trim()
    .min(1, { message: key })
    .max(PROFILE_TEXT_MAX, { message: 'company:error.tooLong' });

/** updateTeamProfile (spec 1 §5: name and address required); the server skips excluded fields. */
export const companySettingsSchema = z.object({
  name: requiredText('company:error.requireName'),
  address: requiredText('company:error.requireAddress'),
  address2: optionalText,
  postalCode: z.string().trim().max(32, { message: 'company:error.tooLong' }),
  registrationNo: z.string().trim().max(64, { message: 'company:error.tooLong' }),
  authorizedName: optionalText,
  countryCode: z.string().refine((code) => findCountry(code) !== undefined, {
    message: 'company:error.invalidCountry',
  }),
  reportCurrency: z.string().regex(/^[A-Z]{3}$/, { message: 'company:error.invalidCurrency' }),
  timezone: z.string().refine(isValidTimezone, { message: 'company:error.invalidTimezone' }),
  size: z
    .string()
    .refine((size): boolean => isCompanySize(size), { message: 'company:error.invalidSize' })
    .nullable(),
  sellerIds: z
    .array(z.string().regex(/^\d{1,9}$/, { message: 'company:error.unknownSeller' }))
    .max(MAX_SELLERS_PER_REQUEST, { message: 'company:error.tooManySellers' }),
});

export type CompanySettingsInput = z.infer<typeof companySettingsSchema>;

/**
 * How two companies' names are compared (issue 12, decision 0180): case and spacing do not make a
 * different company ("  acme   FASHION " is "Acme Fashion").
 */
export function companyNameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Registration numbers are compared without any spaces and case ("2012 3456 7k" is "201234567K"). */
export function registrationNoKey(registrationNo: string): string {
  return registrationNo.replace(/\s+/g, '').toLowerCase();
}
