import { isAllowed, OWNER_ADMIN } from '@portal/domain';
import type { AppDeps } from '../../app-deps';
import { auditLog } from '../../db/schema/index';
import { askerOf } from '../../graphql/context';
import type { SessionState } from '../auth/session';
import { findBackend } from './backends';
import { linkAccount } from './link-account';
import type { ProviderIdentity } from './oauth-provider';
import { consumeState, createHandoff, type OAuthMode } from './oauth-state';
import { callbackUrl, providerFor } from './providers';
import { signInLinkedUser } from './sign-in-linked-user';
import { socialErrorCode, socialErrors } from './social-errors';

export type CallbackInput = {
  provider: string;
  code?: string;
  state?: string;
  error?: string;
  bindingHash: string | null;
  session: SessionState | null;
};

/** What the route does next: set a session cookie or not, then redirect the browser. */
export type CallbackOutcome = { redirectTo: string; sessionToken?: string };

const signedOutError = (message: string) => `/auth?socialError=${socialErrorCode(message)}`;

/** Back to the page that started linking (/linked or the profile's tab), with the outcome in the query. */
const withQuery = (path: string, key: string, value: string) =>
  `${path}${path.includes('?') ? '&' : '?'}${key}=${encodeURIComponent(value)}`;

function failure(mode: OAuthMode, message: string, redirectUrl: string): CallbackOutcome {
  return {
    redirectTo:
      mode === 'link'
        ? withQuery(redirectUrl, 'socialError', socialErrorCode(message))
        : signedOutError(message),
  };
}

/**
 * GET /v1/auth/callback/{provider}: checks `state` (this browser's, unused, fresh), trades the code, then by
 * the state's mode signs in, hands over to /auth/register-with-sc, or links the account to the signed-in user.
 */
export async function handleOAuthCallback(deps: AppDeps, input: CallbackInput): Promise<CallbackOutcome> {
  const consumed = await consumeState(deps, {
    state: input.state ?? '',
    provider: input.provider,
    bindingHash: input.bindingHash,
  });
  if (!consumed) return { redirectTo: signedOutError(socialErrors.invalidState) };
  const { mode } = consumed;
  const backend = await findBackend(deps.db, input.provider);
  if (!backend) return failure(mode, socialErrors.unknownProvider, consumed.redirectUrl);
  if (input.error || !input.code) return failure(mode, socialErrors.denied, consumed.redirectUrl);

  const provider = providerFor(deps, backend.provider);
  let accessToken: string;
  let identity: ProviderIdentity;
  try {
    ({ accessToken } = await provider.exchangeCode({
      code: input.code,
      redirectUri: callbackUrl(deps, backend.provider),
    }));
    identity = await provider.userInfo(accessToken);
  } catch (error) {
    deps.logger.warn({ err: error, provider: backend.provider }, 'OAuth code exchange failed');
    return failure(mode, socialErrors.providerFailed, consumed.redirectUrl);
  }

  if (mode === 'link') {
    const session = input.session;
    if (!session) return { redirectTo: signedOutError(socialErrors.signInRequired) };
    if (!isAllowed(OWNER_ADMIN, askerOf(session)))
      return failure(mode, socialErrors.permissionDenied, consumed.redirectUrl);
    if (session.impersonatorId !== null)
      await deps.db.insert(auditLog).values({
        userId: session.user.id,
        impersonatorId: session.impersonatorId,
        companyId: session.companyId,
        operation: `rest:link ${backend.provider}`,
        createdAt: deps.now(),
      });
    const linked = await linkAccount(deps, { session, backend, identity, accessToken });
    if (!linked.ok) return failure(mode, linked.message, consumed.redirectUrl);
    return { redirectTo: withQuery(consumed.redirectUrl, 'linked', backend.provider) };
  }

  const signIn = await signInLinkedUser(deps, { backend, identity, accessToken });
  if (signIn.ok) return { redirectTo: consumed.redirectUrl, sessionToken: signIn.token };
  if (!signIn.isNotLinked) return failure(mode, signIn.message, consumed.redirectUrl);
  if (!backend.isEnabledSignUp)
    return failure(
      mode,
      mode === 'signup' ? socialErrors.signUpDisabled : socialErrors.notLinked,
      consumed.redirectUrl,
    );

  // A new account: the sign-up continues on /auth/register-with-sc, which asks for the wallet currency.
  const handoff = await createHandoff(deps, {
    bindingHash: input.bindingHash!,
    handoff: { provider: backend.provider, accessToken, ...identity },
  });
  const query = new URLSearchParams({ accessToken: handoff, provider: backend.provider });
  return { redirectTo: `/auth/register-with-sc?${query}` };
}
