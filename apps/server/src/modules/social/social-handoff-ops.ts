import type { AppDeps } from '../../app-deps';
import type { SignedIn } from '../../graphql/context';
import { DomainError, type FieldError } from '../../graphql/errors';
import type { BasePayload } from '../../graphql/payload';
import { type RateLimit, takeRateLimit } from '../platform/rate-limit';
import { type AuthBackendRow, findBackend } from './backends';
import { linkAccount } from './link-account';
import { linkBySubject } from './linked-accounts';
import { type Handoff, readHandoff, spendHandoff } from './oauth-state';
import { signInLinkedUser } from './sign-in-linked-user';
import { socialErrors } from './social-errors';
import { socialSignUp } from './social-sign-up';

export const socialRateLimits = {
  authPerAddress: { bucket: 'social-auth:address', max: 60, windowMs: 60 * 60 * 1000 },
  signUpPerAddress: { bucket: 'social-sign-up:address', max: 10, windowMs: 60 * 60 * 1000 },
} as const satisfies Record<string, RateLimit>;

/** The operation's arguments, the hash of this browser's binding cookie and the client's address. */
export type HandoffInput = { provider: string; accessToken: string; bindingHash: string | null; ip: string };

export type UserDetail = { email: string; fullName: string };

export type SocialSignInResult = {
  ok: boolean;
  errors: FieldError[];
  /** The session token to set as the cookie. */
  token: string | null;
  isFirstLogin: boolean;
  isNotLinked: boolean;
  socialUserDetail: UserDetail | null;
};

export type LinkResult = BasePayload & { email: string | null };

const refused = (errors: FieldError[], extra: Partial<SocialSignInResult> = {}): SocialSignInResult => ({
  ok: false,
  errors,
  token: null,
  isFirstLogin: false,
  isNotLinked: false,
  socialUserDetail: null,
  ...extra,
});

const detailOf = (handoff: Handoff): UserDetail => ({ email: handoff.email, fullName: handoff.fullName });

/** The backend and the unspent hand-off this browser holds; refused when either is missing. */
async function resolveHandoff(
  deps: AppDeps,
  input: HandoffInput,
): Promise<{ backend: AuthBackendRow; handoff: Handoff }> {
  const backend = await findBackend(deps.db, input.provider);
  if (!backend) throw new DomainError(socialErrors.unknownProvider, 'provider');
  const handoff = await readHandoff(deps, {
    token: input.accessToken,
    provider: backend.provider,
    bindingHash: input.bindingHash,
  });
  if (!handoff) throw new DomainError(socialErrors.expiredToken, 'accessToken');
  return { backend, handoff };
}

const spender = (deps: AppDeps, input: HandoffInput) => () =>
  spendHandoff(deps, { token: input.accessToken, provider: input.provider, bindingHash: input.bindingHash });

async function signInWithHandoff(
  deps: AppDeps,
  input: HandoffInput,
  backend: AuthBackendRow,
  handoff: Handoff,
): Promise<SocialSignInResult> {
  if (!(await spender(deps, input)())) throw new DomainError(socialErrors.expiredToken, 'accessToken');
  const signIn = await signInLinkedUser(deps, {
    backend,
    identity: handoff,
    accessToken: handoff.accessToken,
  });
  if (!signIn.ok) throw new DomainError(signIn.message);
  return {
    ok: true,
    errors: [],
    token: signIn.token,
    isFirstLogin: signIn.isFirstLogin,
    isNotLinked: false,
    socialUserDetail: detailOf(handoff),
  };
}

/**
 * socialAuth: signs in the user the provider account is linked to. 'Not linked' is answered as a payload
 * with the provider account's details (isNotLinked, socialUserDetail) and leaves the hand-off for sign-up.
 */
export async function socialAuthWithHandoff({
  deps,
  input,
}: {
  deps: AppDeps;
  input: HandoffInput;
}): Promise<SocialSignInResult> {
  if (!(await takeRateLimit(deps, socialRateLimits.authPerAddress, input.ip)))
    throw new DomainError(socialErrors.tooManyRequests);
  const { backend, handoff } = await resolveHandoff(deps, input);
  if (!(await linkBySubject(deps.db, backend.provider, handoff.subject)))
    return refused([{ field: 'accessToken', messages: [socialErrors.notLinked] }], {
      isNotLinked: true,
      socialUserDetail: detailOf(handoff),
    });
  return signInWithHandoff(deps, input, backend, handoff);
}

/** socialSignUp: a new account creates user and company; an account linked meanwhile just signs in. */
export async function socialSignUpWithHandoff({
  deps,
  input,
}: {
  deps: AppDeps;
  input: HandoffInput & { walletCurrencyCode: string | null | undefined };
}): Promise<SocialSignInResult> {
  if (!(await takeRateLimit(deps, socialRateLimits.signUpPerAddress, input.ip)))
    throw new DomainError(socialErrors.tooManyRequests);
  const { backend, handoff } = await resolveHandoff(deps, input);
  if (await linkBySubject(deps.db, backend.provider, handoff.subject))
    return signInWithHandoff(deps, input, backend, handoff);
  const result = await socialSignUp(deps, {
    backend,
    handoff,
    walletCurrencyCode: input.walletCurrencyCode,
    spendHandoff: spender(deps, input),
  });
  if (!result.ok) return refused(result.errors, { socialUserDetail: detailOf(handoff) });
  return {
    ok: true,
    errors: [],
    token: result.token,
    isFirstLogin: true,
    isNotLinked: false,
    socialUserDetail: detailOf(handoff),
  };
}

/** link: the provider account of this browser's hand-off becomes the signed-in user's (or company's). */
export async function linkWithHandoff({
  deps,
  actor,
  input,
}: {
  deps: AppDeps;
  actor: Pick<SignedIn, 'user' | 'companyId'>;
  input: HandoffInput;
}): Promise<LinkResult> {
  const { backend, handoff } = await resolveHandoff(deps, input);
  const spent = await spendHandoff(deps, {
    token: input.accessToken,
    provider: backend.provider,
    bindingHash: input.bindingHash,
  });
  if (!spent) throw new DomainError(socialErrors.expiredToken, 'accessToken');
  const result = await linkAccount(deps, {
    session: actor,
    backend,
    identity: handoff,
    accessToken: handoff.accessToken,
  });
  if (!result.ok) throw new DomainError(result.message);
  return { ok: true, errors: [], email: result.email };
}
