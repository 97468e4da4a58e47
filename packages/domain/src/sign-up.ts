import { z } from 'zod';
import { findCountry } from './countries';
import { isPasswordValid } from './password-policy';
import { isValidPhoneNumber, toE164 } from './phone';

/** Longest text a company field accepts (names, addresses, registration numbers). */
export const COMPANY_TEXT_MAX = 255;
export const FULL_NAME_MAX = 150;
export const EMAIL_MAX = 254;
/** argon2 hashes any length; the cap keeps a request from making the server hash megabytes. */
export const PASSWORD_MAX = 128;
export const MAX_SIGN_UP_BRANDS = 50;
export const MAX_SIGN_UP_SELLERS = 100;
export const DEFAULT_SIGN_UP_TIMEZONE = 'Asia/Singapore';

/** The company fields configuration `sign_up_exclude_fields` may remove (spec 1 §5). */
export const excludableSignUpFields = [
  'companyName',
  'registrationNo',
  'authorizedName',
  'address',
  'postalCode',
  'phoneNumber',
] as const;
export type ExcludableSignUpField = (typeof excludableSignUpFields)[number];

const requiredMessages: Record<ExcludableSignUpField, string> = {
  companyName: 'signup:error.requireCompanyName',
  registrationNo: 'signup:error.requireRegistrationNo',
  authorizedName: 'signup:error.requireRepresentative',
  address: 'signup:error.requireCompanyAddress',
  postalCode: 'signup:error.requirePostalCode',
  phoneNumber: 'signup:error.requirePhoneNumber',
};

/** The configuration value (a JSON list of field names); unknown names and malformed values are ignored. */
export function parseExcludedSignUpFields(value: unknown): ExcludableSignUpField[] {
  if (!Array.isArray(value)) return [];
  return excludableSignUpFields.filter((field) => value.includes(field));
}

const TOO_LONG = 'signup:error.tooLong';

function companyText(field: ExcludableSignUpField, excluded: readonly string[]) {
  const text = z.string().trim().max(COMPANY_TEXT_MAX, { message: TOO_LONG });
  return excluded.includes(field) ? text : text.min(1, { message: requiredMessages[field] });
}

const INVALID_PHONE = 'signup:error.invalidPhoneNumber';

/**
 * The phone as the API takes it (spec 1 §5: "sent as dial code plus number"): international, with or
 * without spaces ("+6591234567", "+65 9123 4567"), valid for its country; parsed to E.164, which is what
 * is stored (`phone.ts`).
 */
function phoneSchema(excluded: readonly string[]) {
  const isExcluded = excluded.includes('phoneNumber');
  return z
    .string()
    .trim()
    .refine((value) => isExcluded || value.length > 0, { message: requiredMessages.phoneNumber })
    .refine((value) => value.length === 0 || toE164(value) !== null, { message: INVALID_PHONE })
    .transform((value) => (value ? (toE164(value) ?? value) : value));
}

/** The phone as the form holds it: national in the phone country, or international; checked with it below. */
function localPhoneSchema(excluded: readonly string[]) {
  const isExcluded = excluded.includes('phoneNumber');
  return z
    .string()
    .trim()
    .refine((value) => isExcluded || value.length > 0, { message: requiredMessages.phoneNumber });
}

/** The form's phone number must be valid in its phone country (or name its own, "+65 …"). */
function checkFormPhone(
  values: { phoneCountry: string; phoneNumber: string },
  context: { addIssue: (issue: { code: 'custom'; message: string; path: string[] }) => void },
) {
  const number = values.phoneNumber.trim();
  if (number && !isValidPhoneNumber(number, values.phoneCountry.trim().toUpperCase()))
    context.addIssue({ code: 'custom', message: INVALID_PHONE, path: ['phoneNumber'] });
}

function isTimezone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const countryCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine((code) => findCountry(code) !== undefined, { message: 'signup:error.requireCountry' });

const walletCurrencyCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine((code) => code === '' || /^[A-Z]{3}$/.test(code), {
    message: 'signup:error.invalidWalletCurrency',
  });

const timezoneSchema = z
  .string()
  .trim()
  .max(64, { message: TOO_LONG })
  .transform((value) => value || DEFAULT_SIGN_UP_TIMEZONE)
  .refine(isTimezone, { message: 'signup:error.invalidTimezone' });

const passwordSchema = z
  .string()
  .max(PASSWORD_MAX, { message: 'signup:error.passwordTooLong' })
  .refine(isPasswordValid, { message: 'signup:error.invalidPassword' });

/** The new user: full name, e-mail and (required in the form, optional through the API) a password. */
export function signUpUserSchema({ requirePassword }: { requirePassword: boolean }) {
  return z.object({
    fullName: z
      .string()
      .trim()
      .min(1, { message: 'signup:error.requireFullName' })
      .max(FULL_NAME_MAX, { message: TOO_LONG }),
    email: z
      .string()
      .trim()
      .toLowerCase()
      .max(EMAIL_MAX, { message: TOO_LONG })
      .pipe(z.email({ message: 'signup:error.invalidEmail' })),
    password: requirePassword ? passwordSchema : passwordSchema.optional(),
  });
}

/** Company fields as the API receives them (phone already joined with its dial code). */
export function companyDetailsSchema(excluded: readonly string[]) {
  return z.object({
    companyName: companyText('companyName', excluded),
    registrationNo: companyText('registrationNo', excluded),
    authorizedName: companyText('authorizedName', excluded),
    address: companyText('address', excluded),
    postalCode: companyText('postalCode', excluded),
    phoneNumber: phoneSchema(excluded),
    countryCode: countryCodeSchema,
    timezone: timezoneSchema,
    walletCurrencyCode: walletCurrencyCodeSchema,
  });
}

/** Company fields as the form holds them: the phone's country apart from the local number. */
export function companyFormSchema(excluded: readonly string[]) {
  return z.object({
    companyName: companyText('companyName', excluded),
    registrationNo: companyText('registrationNo', excluded),
    authorizedName: companyText('authorizedName', excluded),
    address: companyText('address', excluded),
    postalCode: companyText('postalCode', excluded),
    phoneCountry: countryCodeSchema,
    phoneNumber: localPhoneSchema(excluded),
    countryCode: countryCodeSchema,
    walletCurrencyCode: walletCurrencyCodeSchema,
  });
}

const idList = (max: number, tooMany: string) =>
  z.array(z.coerce.number().int().positive()).max(max, { message: tooMany });

/** Step 1: at least one brand (auth:error.requireBrand in the spec), optional seller stores. */
export const brandSelectionSchema = z.object({
  brandIds: idList(MAX_SIGN_UP_BRANDS, 'signup:error.tooManyBrands').min(1, {
    message: 'signup:error.requireBrand',
  }),
  sellerIds: idList(MAX_SIGN_UP_SELLERS, 'signup:error.tooManySellers'),
});

/** Everything createAccount takes; the server validates with this. */
export function signUpSchema(excluded: readonly string[], { requirePassword = false } = {}) {
  return signUpUserSchema({ requirePassword })
    .extend(companyDetailsSchema(excluded).shape)
    .extend(brandSelectionSchema.shape);
}
export type SignUpInput = z.infer<ReturnType<typeof signUpSchema>>;

/** Step 0 of the form: the user, the company and the terms agreement. */
export function signUpFormStepSchema(excluded: readonly string[]) {
  return signUpUserSchema({ requirePassword: true })
    .extend(companyFormSchema(excluded).shape)
    .extend({
      acceptTerms: z.boolean().refine((value) => value, { message: 'signup:error.requireTerms' }),
    })
    .superRefine(checkFormPhone);
}

/** New company (spec 1 §5): the same company rules, phone always excluded, at least one brand. */
export function newCompanySchema(excluded: readonly string[]) {
  return companyDetailsSchema([...excluded, 'phoneNumber']).extend(brandSelectionSchema.shape);
}
export type NewCompanyInput = z.infer<ReturnType<typeof newCompanySchema>>;

/** The new-company form: no phone at all. */
export function newCompanyFormSchema(excluded: readonly string[]) {
  return companyFormSchema([...excluded, 'phoneNumber']).omit({ phoneCountry: true, phoneNumber: true });
}

/** "Ada Lovelace King" → first "Ada", last "Lovelace King" (the users table keeps both parts). */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = fullName.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}
