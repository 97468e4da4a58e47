import { signInSchema } from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { users } from '../../db/schema/index';
import { type FieldError, issuesToFieldErrors } from '../../graphql/errors';
import { countRecentHits, rateLimits, recordHit } from '../platform/rate-limit';
import { type Device, deviceFailures } from './device-cookie';
import {
  CHALLENGE_AFTER_FAILURES,
  countRecentFailures,
  MAX_FAILED_CHECKS_PER_HOUR,
  releaseCheck,
  reserveCheck,
} from './failed-attempts';
import { consumeOtp } from './otp';
import { verifyAgainstDummy, verifyPassword } from './password-hash';
import { createSession, defaultCompanyId } from './session';
import { sessionReference } from './session-reference';
import {
  INVALID_CREDENTIALS,
  INVALID_OTP,
  OTP_CHALLENGE,
  OTP_REQUIRED,
  TOO_MANY_ATTEMPTS,
} from './sign-in-messages';
import { failureDelayMs, MAX_DELAY_MS, signInPacing } from './sign-in-pacing';

export { INVALID_CREDENTIALS, INVALID_OTP, OTP_CHALLENGE, OTP_REQUIRED, TOO_MANY_ATTEMPTS };

/** The GraphQL payload. `token` is a public session reference, never the session cookie's value. */
export type SignInResult =
  | { ok: true; errors: FieldError[]; token: string; isFirstLogin: boolean; otpRequired: false }
  | { ok: false; errors: FieldError[]; token: null; isFirstLogin: false; otpRequired: boolean };

/** The payload, and for a success the session the resolver puts in the cookies. */
export type SignInOutcome = { payload: SignInResult; session: { token: string; userId: number } | null };

/**
 * The operation's arguments, and who is asking: the client address, and the device cookie the browser
 * presented (already verified).
 */
export type SignInInput = {
  email: string;
  password: string;
  otpCode?: string | null;
  address: string;
  device: Device | null;
};

type User = typeof users.$inferSelect;
type Input = { email: string; password: string; otpCode?: string };

const refuse = (field: string | null, message: string, otpRequired = false): SignInOutcome => ({
  payload: {
    ok: false,
    errors: [{ field, messages: [message] }],
    token: null,
    isFirstLogin: false,
    otpRequired,
  },
  session: null,
});

/**
 * signIn: the same answer for an unknown e-mail and a wrong password; 2FA users need a code from generateOtp.
 * A browser holding this user's device cookie is paced on its own; any other browser is slowed down by
 * address and by account, then challenged for an e-mailed code (decision 0106).
 */
export async function signIn({
  deps,
  input: client,
}: {
  deps: AppDeps;
  input: SignInInput;
}): Promise<SignInOutcome> {
  const parsed = signInSchema.safeParse({
    email: client.email,
    password: client.password,
    otpCode: client.otpCode || undefined,
  });
  if (!parsed.success) {
    return {
      payload: {
        ok: false,
        errors: issuesToFieldErrors(parsed.error.issues),
        token: null,
        isFirstLogin: false,
        otpRequired: false,
      },
      session: null,
    };
  }
  const input = parsed.data;
  const [user] = await deps.db.select().from(users).where(eq(users.email, input.email)).limit(1);
  const device = client.device;
  if (user && device?.userId === user.id && !(await isDeviceSpent(deps, device))) {
    return signInOnKnownDevice(deps, input, user, device);
  }
  return signInOnUnknownBrowser(deps, input, user ?? null, client.address);
}

const isDeviceSpent = async (deps: AppDeps, device: Device) =>
  (await countRecentHits(deps, deviceFailures, device.nonce)) >= deviceFailures.max;

/** The owner's browser: no address or account pacing, failures counted against this device only. */
async function signInOnKnownDevice(
  deps: AppDeps,
  input: Input,
  user: User,
  device: Device,
): Promise<SignInOutcome> {
  const failed = (field: string | null, message: string, otpRequired = false) =>
    recordHit(deps, deviceFailures, device.nonce).then(() => refuse(field, message, otpRequired));
  if (!(await checkPassword(user, input.password))) return failed(null, INVALID_CREDENTIALS);
  if (user.enabled2fa) {
    if (!input.otpCode) return refuse('otpCode', OTP_REQUIRED, true);
    if (!(await consumeOtp(deps, user.id, input.otpCode))) return failed('otpCode', INVALID_OTP, true);
  }
  return startSession(deps, user);
}

/**
 * Any other browser. Every failure counts against the account (auth_failures, 100 checks an hour) and the
 * address (rate_limit_hits); both counts slow the answer down, and past CHALLENGE_AFTER_FAILURES the
 * password is only checked together with a valid e-mailed code, so the owner with their mailbox still gets in.
 */
async function signInOnUnknownBrowser(
  deps: AppDeps,
  input: Input,
  user: User | null,
  address: string,
): Promise<SignInOutcome> {
  const addressFailures = await countRecentHits(deps, rateLimits.signInPerAddress, address);
  if (addressFailures >= rateLimits.signInPerAddress.max) {
    // Even the refusal waits: a client looping on it gets one answer per few seconds, not a busy server.
    await signInPacing.sleep(MAX_DELAY_MS);
    return refuse(null, TOO_MANY_ATTEMPTS);
  }
  const accountFailures = await countRecentFailures(deps, input.email);
  if (accountFailures >= MAX_FAILED_CHECKS_PER_HOUR) {
    await signInPacing.sleep(MAX_DELAY_MS);
    return refuse(null, TOO_MANY_ATTEMPTS);
  }
  const challenged = accountFailures >= CHALLENGE_AFTER_FAILURES;
  // Once challenged, the e-mailed code guards the account and only the address still slows things down:
  // a stranger's failures do not make the owner wait on a new browser.
  const accountDelay = challenged ? 0 : failureDelayMs(accountFailures);
  await signInPacing.sleep(Math.max(failureDelayMs(addressFailures), accountDelay));
  // Nothing is checked, so nothing is counted: the same answer for every e-mail, known or not.
  if (challenged && !input.otpCode) return refuse('otpCode', OTP_CHALLENGE, true);

  const reservation = await reserveCheck(deps, input.email);
  if (reservation === null) return refuse(null, TOO_MANY_ATTEMPTS);
  // The reservation stays as the account's failure; the address counts the failure too.
  const failed = (field: string | null, message: string, otpRequired = false) =>
    recordHit(deps, rateLimits.signInPerAddress, address).then(() => refuse(field, message, otpRequired));

  // A code first when challenged; it is spent even if the password turns out wrong, so one code buys one guess.
  // An unknown e-mail runs the same query (user id 0 has no codes).
  if (challenged && !(await consumeOtp(deps, user?.id ?? 0, input.otpCode!))) {
    return failed('otpCode', INVALID_OTP, true);
  }
  if (!user || !(await checkPassword(user, input.password))) {
    if (!user) await verifyAgainstDummy(input.password);
    return failed(null, INVALID_CREDENTIALS);
  }
  if (user.enabled2fa && !challenged) {
    if (!input.otpCode) {
      await releaseCheck(deps, reservation);
      return refuse('otpCode', OTP_REQUIRED, true);
    }
    // A wrong code keeps its reservation: guessing codes spends the same hourly allowance.
    if (!(await consumeOtp(deps, user.id, input.otpCode))) return failed('otpCode', INVALID_OTP, true);
  }
  await releaseCheck(deps, reservation);
  return startSession(deps, user);
}

/** The password matches and the user may sign in. A user without a password still costs a full check. */
async function checkPassword(user: User, password: string): Promise<boolean> {
  if (!user.passwordHash) {
    await verifyAgainstDummy(password);
    return false;
  }
  return (await verifyPassword(user.passwordHash, password)) && user.isActive;
}

async function startSession(deps: AppDeps, user: User): Promise<SignInOutcome> {
  const token = await createSession(deps, {
    userId: user.id,
    companyId: await defaultCompanyId(deps, user.id),
  });
  await deps.db.update(users).set({ lastLoginAt: deps.now() }).where(eq(users.id, user.id));
  return {
    payload: {
      ok: true,
      errors: [],
      token: sessionReference(deps.secret, token),
      isFirstLogin: user.lastLoginAt === null,
      otpRequired: false,
    },
    session: { token, userId: user.id },
  };
}
