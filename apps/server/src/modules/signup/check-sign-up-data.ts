import { newCompanySchema, signUpSchema } from '@portal/domain/sign-up';
import type { AppDeps } from '../../app-deps';
import { DomainError, type FieldError, issuesToFieldErrors } from '../../graphql/errors';
import { TOO_MANY_REQUESTS } from '../platform/rate-limit';
import { type CompanyArgs, companyValues, type SignUpArgs, signUpValues } from './sign-up-args';
import {
  checkReferences,
  companyDuplicateWarnings,
  EMAIL_TAKEN,
  excludedSignUpFields,
  isEmailTaken,
  mayLookUpEmail,
  refuseOverLimit,
  signUpCheckPerAddress,
} from './sign-up-rules';

export type CheckResult = { ok: boolean; errors: FieldError[] };
export type WarningResult = CheckResult & { warnings: FieldError[] };

/**
 * Everything createAccount would refuse, without creating anything. The company step runs it before
 * brands are picked, so brands and stores are checked only once some are given. Whether the e-mail is
 * registered is told only within the address's ration of e-mail lookups (null: the ration is spent).
 */
export async function findSignUpErrors(
  deps: Pick<AppDeps, 'db' | 'now'>,
  args: SignUpArgs,
  address: string,
): Promise<FieldError[] | null> {
  const values = signUpValues(args);
  const excluded = await excludedSignUpFields(deps.db);
  const schema = signUpSchema(excluded);
  const stepSchema = values.brandIds.length > 0 ? schema : schema.omit({ brandIds: true, sellerIds: true });
  const parsed = stepSchema.safeParse(values);
  const errors = parsed.success ? [] : issuesToFieldErrors(parsed.error.issues);
  const email = values.email.trim().toLowerCase();
  if (!errors.some((error) => error.field === 'email')) {
    if (!(await mayLookUpEmail(deps, address, email))) return null;
    if (await isEmailTaken(deps.db, email)) errors.push({ field: 'email', messages: [EMAIL_TAKEN] });
  }
  if (parsed.success) {
    const data = parsed.data as { walletCurrencyCode: string; brandIds?: number[]; sellerIds?: number[] };
    errors.push(
      ...(await checkReferences(deps.db, {
        walletCurrencyCode: data.walletCurrencyCode,
        brandIds: data.brandIds ?? [],
        sellerIds: data.sellerIds ?? [],
      })),
    );
  }
  return errors;
}

/** The sign-up arguments (`address` is the company's), and the client's IP address, which the limits count. */
export type SignUpInput = SignUpArgs & { ip: string };

export async function checkErrorSignUpData({
  deps,
  input,
}: {
  deps: AppDeps;
  input: SignUpInput;
}): Promise<CheckResult> {
  await refuseOverLimit(deps, signUpCheckPerAddress, input.ip);
  const errors = await findSignUpErrors(deps, input, input.ip);
  if (errors === null) throw new DomainError(TOO_MANY_REQUESTS);
  return { ok: errors.length === 0, errors };
}

/**
 * What does not stop a sign-up but deserves a second look: a company name, or a registration number in
 * the same country, that another company uses (decision 0180).
 */
export async function checkWarningSignUpData({
  deps,
  input,
}: {
  deps: AppDeps;
  input: SignUpInput;
}): Promise<WarningResult> {
  await refuseOverLimit(deps, signUpCheckPerAddress, input.ip);
  const warnings = await companyDuplicateWarnings(deps.db, {
    companyName: input.companyName ?? '',
    registrationNo: input.registrationNo ?? '',
    countryCode: input.countryCode ?? undefined,
  });
  return { ok: warnings.length === 0, errors: [], warnings };
}

export async function findCreateCompanyErrors(
  deps: Pick<AppDeps, 'db'>,
  args: CompanyArgs,
): Promise<{ errors: FieldError[]; data: ReturnType<ReturnType<typeof newCompanySchema>['parse']> | null }> {
  const excluded = await excludedSignUpFields(deps.db);
  const parsed = newCompanySchema(excluded).safeParse(companyValues(args));
  if (!parsed.success) return { errors: issuesToFieldErrors(parsed.error.issues), data: null };
  const errors = await checkReferences(deps.db, parsed.data);
  return { errors, data: errors.length === 0 ? parsed.data : null };
}

export async function checkErrorCreateCompanyData({
  deps,
  input,
}: {
  deps: Pick<AppDeps, 'db'>;
  input: CompanyArgs;
}): Promise<CheckResult> {
  const { errors } = await findCreateCompanyErrors(deps, input);
  return { ok: errors.length === 0, errors };
}
