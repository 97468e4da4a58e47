import type { AppDeps } from '../../app-deps';
import type { FieldError } from '../../graphql/errors';
import { type RateLimit, takeRateLimit } from '../platform/rate-limit';
import { type AuthBackendRow, findBackend } from './backends';
import { linkBySubject } from './linked-accounts';
import { type Handoff, readHandoff, spendHandoff } from './oauth-state';
import { signInLinkedUser } from './sign-in-linked-user';
import { socialErrors } from './social-errors';
import { socialSignUp } from './social-sign-up';

export const socialRateLimits = {
  authPerAddress: { bucket: 'social-auth:address', max: 60, windowMs: 60 * 60 * 1000 },
  signUpPerAddress: { bucket: 'social-sign-up:address', max: 10, windowMs: 60 * 60 * 1000 },
} as const satisfies Record<string, RateLimit>;

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

const refused = (
  field: string | null,
  message: string,
  extra: Partial<SocialSignInResult> = {},
): SocialSignInResult => ({
  ok: false,
  errors: [{ field, messages: [message] }],
  token: null,
  isFirstLogin: false,
  isNotLinked: false,
  socialUserDetail: null,
  ...extra,
});

const detailOf = (handoff: Handoff): UserDetail => ({ email: handoff.email, fullName: handoff.fullName });

type Resolved = { backend: AuthBackendRow; handoff: Handoff } | { error: SocialSignInResult };

/** The backend and the unspent hand-off this browser holds, or the error to answer. */
export async function resolveHandoff(deps: AppDeps, input: HandoffInput): Promise<Resolved> {
  const backend = await findBackend(deps.db, input.provider);
  if (!backend) return { error: refused('provider', socialErrors.unknownProvider) };
  const handoff = await readHandoff(deps, {
    token: input.accessToken,
    provider: backend.provider,
    bindingHash: input.bindingHash,
  });
  if (!handoff) return { error: refused('accessToken', socialErrors.expiredToken) };
  return { backend, handoff };
}

const spender = (deps: AppDeps, input: HandoffInput) => () =>
  spendHandoff(deps, { token: input.accessToken, provider: input.provider, bindingHash: input.bindingHash });

async function signInWithHandoff(
  deps: AppDeps,
  input: HandoffInput,
  backend: AuthBackendRow,
  handoff: Handoff,
) {
  if (!(await spender(deps, input)())) return refused('accessToken', socialErrors.expiredToken);
  const signIn = await signInLinkedUser(deps, {
    backend,
    identity: handoff,
    accessToken: handoff.accessToken,
  });
  if (!signIn.ok) return refused(null, signIn.message);
  return {
    ok: true,
    errors: [],
    token: signIn.token,
    isFirstLogin: signIn.isFirstLogin,
    isNotLinked: false,
    socialUserDetail: detailOf(handoff),
  };
}

/** socialAuth: signs in the user the provider account is linked to; 'not linked' leaves the hand-off for sign-up. */
export async function socialAuthWithHandoff(deps: AppDeps, input: HandoffInput): Promise<SocialSignInResult> {
  if (!(await takeRateLimit(deps, socialRateLimits.authPerAddress, input.ip)))
    return refused(null, socialErrors.tooManyRequests);
  const resolved = await resolveHandoff(deps, input);
  if ('error' in resolved) return resolved.error;
  const { backend, handoff } = resolved;
  if (!(await linkBySubject(deps.db, backend.provider, handoff.subject)))
    return refused('accessToken', socialErrors.notLinked, {
      isNotLinked: true,
      socialUserDetail: detailOf(handoff),
    });
  return signInWithHandoff(deps, input, backend, handoff);
}

/** socialSignUp: a new account creates user and company; an account linked meanwhile just signs in. */
export async function socialSignUpWithHandoff(
  deps: AppDeps,
  input: HandoffInput & { walletCurrencyCode: string | null | undefined },
): Promise<SocialSignInResult> {
  if (!(await takeRateLimit(deps, socialRateLimits.signUpPerAddress, input.ip)))
    return refused(null, socialErrors.tooManyRequests);
  const resolved = await resolveHandoff(deps, input);
  if ('error' in resolved) return resolved.error;
  const { backend, handoff } = resolved;
  if (await linkBySubject(deps.db, backend.provider, handoff.subject))
    return signInWithHandoff(deps, input, backend, handoff);
  const result = await socialSignUp(deps, {
    backend,
    handoff,
    walletCurrencyCode: input.walletCurrencyCode,
    spendHandoff: spender(deps, input),
  });
  if (!result.ok) return { ...refused(null, ''), errors: result.errors, socialUserDetail: detailOf(handoff) };
  return {
    ok: true,
    errors: [],
    token: result.token,
    isFirstLogin: true,
    isNotLinked: false,
    socialUserDetail: detailOf(handoff),
  };
}
