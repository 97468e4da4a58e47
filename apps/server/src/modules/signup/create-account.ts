import { signUpSchema, splitFullName } from '@portal/domain/sign-up';
import type { AppDeps } from '../../app-deps';
import { users } from '../../db/schema/index';
import { DomainError, type FieldError, issuesToFieldErrors } from '../../graphql/errors';
import { hashPassword } from '../auth/password-hash';
import { createSession } from '../auth/session';
import { sendSetupEmail } from '../passwords/password-emails';
import { issuePasswordToken } from '../passwords/password-tokens';
import { TOO_MANY_REQUESTS } from '../platform/rate-limit';
import type { SignUpInput } from './check-sign-up-data';
import { insertOwnedCompany } from './insert-company';
import { signUpValues } from './sign-up-args';
import {
  checkReferences,
  EMAIL_TAKEN,
  excludedSignUpFields,
  isEmailTaken,
  isUniqueViolation,
  mayLookUpEmail,
  refuseOverLimit,
  signUpPerAddress,
} from './sign-up-rules';
import { sendWelcomeEmail } from './welcome-email';

export type CreateAccountResult = {
  ok: boolean;
  errors: FieldError[];
  accountId: number | null;
  /** The new session's token, for the resolver to set as the cookie. */
  sessionToken: string | null;
};

const refused = (errors: FieldError[]): CreateAccountResult => ({
  ok: false,
  errors,
  accountId: null,
  sessionToken: null,
});

/**
 * createAccount: company (not approved by staff yet), user, OWNER membership, brands and stores in one
 * transaction; then the welcome e-mail (and a password-setup link when no password was given) and a
 * session for the new owner. `googleRecaptchaToken` is accepted and not checked (decision 0010).
 */
export async function createAccount({
  deps,
  input: { ip, ...args },
}: {
  deps: AppDeps;
  input: SignUpInput;
}): Promise<CreateAccountResult> {
  await refuseOverLimit(deps, signUpPerAddress, ip);
  const parsed = signUpSchema(await excludedSignUpFields(deps.db)).safeParse(signUpValues(args));
  if (!parsed.success) return refused(issuesToFieldErrors(parsed.error.issues));
  const input = parsed.data;
  // The e-mail check below tells whether an address is registered: it draws on the same ration as the pre-check.
  if (!(await mayLookUpEmail(deps, ip, input.email))) throw new DomainError(TOO_MANY_REQUESTS);
  if (await isEmailTaken(deps.db, input.email)) throw new DomainError(EMAIL_TAKEN, 'email');
  const referenceErrors = await checkReferences(deps.db, input);
  if (referenceErrors.length > 0) return refused(referenceErrors);

  const passwordHash = input.password ? await hashPassword(input.password) : null;
  const { firstName, lastName } = splitFullName(input.fullName);
  const now = deps.now();
  let created: { userId: number; companyId: number; accountId: number };
  try {
    created = await deps.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email: input.email,
          passwordHash,
          firstName,
          lastName,
          timezone: input.timezone,
          lastLoginAt: now,
          createdAt: now,
        })
        .returning({ id: users.id });
      const ids = await insertOwnedCompany(tx, { ...input, fallbackName: input.fullName }, user!.id, now);
      return { userId: user!.id, ...ids };
    });
  } catch (error) {
    // Two sign-ups racing for one e-mail: the unique index lets one through.
    if (isUniqueViolation(error)) throw new DomainError(EMAIL_TAKEN, 'email');
    throw error;
  }

  try {
    await sendWelcomeEmail(deps, { email: input.email, firstName }, input.companyName || input.fullName);
    if (!passwordHash) {
      const token = await issuePasswordToken(deps, created.userId, 'SETUP');
      await sendSetupEmail(deps, { email: input.email }, token);
    }
  } catch (error) {
    deps.logger.error({ err: error, userId: created.userId }, 'sign-up e-mail not sent');
  }
  const sessionToken = await createSession(deps, { userId: created.userId, companyId: created.companyId });
  return { ok: true, errors: [], accountId: created.accountId, sessionToken };
}
