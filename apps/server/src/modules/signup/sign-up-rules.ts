import { createHash } from 'node:crypto';
import { parseConfigurationValue } from '@portal/domain';
import { companyNameKey, registrationNoKey } from '@portal/domain/company';
import { parseExcludedSignUpFields } from '@portal/domain/sign-up';
import { and, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import {
  brandCatalogs,
  brands,
  companies,
  configurations,
  currencies,
  sellers,
  users,
} from '../../db/schema/index';
import { DomainError, type FieldError } from '../../graphql/errors';
import {
  isRateLimited,
  type RateLimit,
  rateLimits,
  recordHit,
  TOO_MANY_REQUESTS,
  takeRateLimit,
} from '../platform/rate-limit';

const HOUR_MS = 60 * 60 * 1000;
/** Accounts a single address may create per hour (docs/decisions/0010-sign-up.md). */
export const signUpPerAddress: RateLimit = { bucket: 'sign-up:address', max: 20, windowMs: HOUR_MS };
/** The pre-checks tell whether an e-mail is registered, so they are limited too, more loosely. */
export const signUpCheckPerAddress: RateLimit = {
  bucket: 'sign-up-check:address',
  max: 120,
  windowMs: HOUR_MS,
};
export const createCompanyPerUser: RateLimit = { bucket: 'create-company:user', max: 10, windowMs: HOUR_MS };

/** The marketplace's default wallet currency (spec 1 §9: SGD unless the retailer is AU, BR or RU). */
export const DEFAULT_WALLET_CURRENCY = 'SGD';

export const EMAIL_TAKEN = 'signup:error.emailTaken';
export const COMPANY_NAME_TAKEN = 'signup:warning.companyNameTaken';
export const REGISTRATION_NO_TAKEN = 'signup:warning.registrationNoTaken';

export async function excludedSignUpFields(db: Db): Promise<string[]> {
  const [row] = await db
    .select({ value: configurations.value })
    .from(configurations)
    .where(eq(configurations.key, 'sign_up_exclude_fields'));
  return row ? parseExcludedSignUpFields(parseConfigurationValue(row.value)) : [];
}

/** Counts one hit of the limit; over it, the request is refused (common:error.tooManyRequests). */
export async function refuseOverLimit(
  deps: Pick<AppDeps, 'db' | 'now'>,
  limit: RateLimit,
  key: string,
): Promise<void> {
  if (!(await takeRateLimit(deps, limit, key))) throw new DomainError(TOO_MANY_REQUESTS);
}

/** Marks an (address, e-mail) pair already counted this hour, so asking about the same e-mail again is free. */
const emailLookupSeen: RateLimit = { bucket: 'sign-up-email:seen', max: 1, windowMs: HOUR_MS };

/**
 * Whether `address` may learn if `email` is registered. The spec needs the answer at sign-up (the form
 * offers "sign in instead"), so it cannot be hidden; it is rationed instead: each address may ask about
 * `rateLimits.signUpEmailLookupPerAddress.max` different e-mails an hour, across the pre-check and
 * createAccount. Repeating an e-mail (every retry of one person's form) does not count again, so only a
 * sweep through many addresses runs out (docs/decisions/0104-sign-up-e-mail-lookups.md).
 */
export async function mayLookUpEmail(
  deps: Pick<AppDeps, 'db' | 'now'>,
  address: string,
  email: string,
): Promise<boolean> {
  // Hashed: the hits table need not keep a list of the e-mails people typed.
  const pair = `${address} ${createHash('sha256').update(email).digest('hex')}`;
  if (await isRateLimited(deps, emailLookupSeen, pair)) return true;
  if (!(await takeRateLimit(deps, rateLimits.signUpEmailLookupPerAddress, address))) return false;
  await recordHit(deps, emailLookupSeen, pair);
  return true;
}

export async function isEmailTaken(db: Db, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return row !== undefined;
}

/** Runs of white space, as a PostgreSQL regular expression (a parameter, so no escaping in the template). */
const WHITESPACE = '\\s+';

/** Whether a company other than `exceptCompanyId` matches every condition. */
async function isTakenByAnotherCompany(db: Db, conditions: (SQL | undefined)[], exceptCompanyId?: number) {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(...conditions, exceptCompanyId === undefined ? undefined : ne(companies.id, exceptCompanyId)))
    .limit(1);
  return row !== undefined;
}

/** Whether a company other than `exceptCompanyId` has this name, ignoring case and spacing (`companyNameKey`). */
export async function isCompanyNameTaken(db: Db, name: string, exceptCompanyId?: number): Promise<boolean> {
  const key = companyNameKey(name);
  if (!key) return false;
  const sameName = sql`lower(regexp_replace(btrim(${companies.name}), ${WHITESPACE}, ' ', 'g')) = ${key}`;
  return isTakenByAnotherCompany(db, [sameName], exceptCompanyId);
}

/**
 * Whether a company other than `exceptCompanyId` has this registration number (spaces and case
 * ignored, `registrationNoKey`), in the same country when one is given: registers are per country.
 */
export async function isRegistrationNoTaken(
  db: Db,
  registrationNo: string,
  countryCode?: string,
  exceptCompanyId?: number,
): Promise<boolean> {
  const key = registrationNoKey(registrationNo);
  if (!key) return false;
  const sameNumber = sql`lower(regexp_replace(${companies.registrationNo}, ${WHITESPACE}, '', 'g')) = ${key}`;
  const sameCountry = countryCode ? eq(companies.countryCode, countryCode.trim().toUpperCase()) : undefined;
  return isTakenByAnotherCompany(db, [sameNumber, sameCountry], exceptCompanyId);
}

/**
 * The warnings a company's details deserve (decision 0180): another company with the same name, or
 * with the same registration number in the same country. They never refuse: the user confirms.
 */
export async function companyDuplicateWarnings(
  db: Db,
  input: { companyName: string; registrationNo: string; countryCode?: string; exceptCompanyId?: number },
): Promise<FieldError[]> {
  const warnings: FieldError[] = [];
  const name = input.companyName.slice(0, 255);
  if (await isCompanyNameTaken(db, name, input.exceptCompanyId))
    warnings.push({ field: 'companyName', messages: [COMPANY_NAME_TAKEN] });
  const registrationNo = input.registrationNo.slice(0, 255);
  if (await isRegistrationNoTaken(db, registrationNo, input.countryCode, input.exceptCompanyId))
    warnings.push({ field: 'registrationNo', messages: [REGISTRATION_NO_TAKEN] });
  return warnings;
}

/**
 * The ids and codes the form picked must exist: every brand, a wallet currency a wallet may use, and
 * seller stores that sell in a catalog of one of the chosen brands.
 */
export async function checkReferences(
  db: Db,
  input: { brandIds: number[]; sellerIds: number[]; walletCurrencyCode: string },
): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  if (input.walletCurrencyCode) {
    const [currency] = await db
      .select({ canWalletUse: currencies.canWalletUse })
      .from(currencies)
      .where(eq(currencies.code, input.walletCurrencyCode));
    if (!currency?.canWalletUse)
      errors.push({ field: 'walletCurrencyCode', messages: ['signup:error.invalidWalletCurrency'] });
  }
  const brandIds = [...new Set(input.brandIds)];
  if (brandIds.length > 0) {
    const found = await db.select({ id: brands.id }).from(brands).where(inArray(brands.id, brandIds));
    if (found.length !== brandIds.length)
      errors.push({ field: 'brandIds', messages: ['signup:error.unknownBrand'] });
  }
  const sellerIds = [...new Set(input.sellerIds)];
  if (sellerIds.length > 0) {
    const found =
      brandIds.length === 0
        ? []
        : await db
            .selectDistinct({ id: sellers.id })
            .from(sellers)
            .innerJoin(brandCatalogs, eq(brandCatalogs.catalogId, sellers.catalogId))
            .where(and(inArray(sellers.id, sellerIds), inArray(brandCatalogs.brandId, brandIds)));
    if (found.length !== sellerIds.length)
      errors.push({ field: 'sellerIds', messages: ['signup:error.unknownSeller'] });
  }
  return errors;
}

/** GraphQL gives null for an argument left out; the schemas take strings and lists. */
export function textArg(value: string | null | undefined): string {
  return value ?? '';
}

/** Postgres unique violation, as thrown by either driver (drizzle may wrap it in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (candidate: unknown) => (candidate as { code?: string } | null)?.code;
  return code(error) === '23505' || code((error as { cause?: unknown } | null)?.cause) === '23505';
}
