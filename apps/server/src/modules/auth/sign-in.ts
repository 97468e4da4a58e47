import { signInSchema } from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { users } from '../../db/schema/index';
import { type FieldError, issuesToFieldErrors } from '../../graphql/errors';
import { releaseCheck, reserveCheck } from './failed-attempts';
import { consumeOtp } from './otp';
import { verifyAgainstDummy, verifyPassword } from './password-hash';
import { createSession, defaultCompanyId } from './session';

export const INVALID_CREDENTIALS = 'Invalid e-mail or password.';
export const TOO_MANY_ATTEMPTS = 'Too many failed sign-in attempts. Try again in an hour.';
export const OTP_REQUIRED = 'Enter the code we sent to your e-mail.';
export const INVALID_OTP = 'The code is wrong or has expired.';

export type SignInResult =
  | { ok: true; errors: FieldError[]; token: string; isFirstLogin: boolean; otpRequired: false }
  | { ok: false; errors: FieldError[]; token: null; isFirstLogin: false; otpRequired: boolean };

const refuse = (errors: FieldError[], otpRequired = false): SignInResult => ({
  ok: false,
  errors,
  token: null,
  isFirstLogin: false,
  otpRequired,
});

/** signIn: the same answer for an unknown e-mail and a wrong password; 2FA users need a code from generateOtp. */
export async function signIn(
  deps: AppDeps,
  input: { email: string; password: string; otpCode?: string | null },
): Promise<SignInResult> {
  const parsed = signInSchema.safeParse({ ...input, otpCode: input.otpCode || undefined });
  if (!parsed.success) return refuse(issuesToFieldErrors(parsed.error.issues));
  const { email, password, otpCode } = parsed.data;

  const reservation = await reserveCheck(deps, email);
  if (reservation === null) return refuse([{ field: null, messages: [TOO_MANY_ATTEMPTS] }]);

  const [user] = await deps.db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!user?.passwordHash) {
    await verifyAgainstDummy(password);
    return refuse([{ field: null, messages: [INVALID_CREDENTIALS] }]);
  }
  if (!(await verifyPassword(user.passwordHash, password)) || !user.isActive) {
    return refuse([{ field: null, messages: [INVALID_CREDENTIALS] }]);
  }
  if (user.enabled2fa) {
    if (!otpCode) {
      await releaseCheck(deps, reservation);
      return refuse([{ field: 'otpCode', messages: [OTP_REQUIRED] }], true);
    }
    // A wrong code keeps its reservation: guessing codes spends the same hourly allowance.
    if (!(await consumeOtp(deps, user.id, otpCode)))
      return refuse([{ field: 'otpCode', messages: [INVALID_OTP] }], true);
  }
  await releaseCheck(deps, reservation);

  const token = await createSession(deps, {
    userId: user.id,
    companyId: await defaultCompanyId(deps, user.id),
  });
  await deps.db.update(users).set({ lastLoginAt: deps.now() }).where(eq(users.id, user.id));
  return { ok: true, errors: [], token, isFirstLogin: user.lastLoginAt === null, otpRequired: false };
}
