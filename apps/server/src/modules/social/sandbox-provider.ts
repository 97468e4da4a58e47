import type { AppDeps } from '../../app-deps';
import type { OAuthProvider } from './oauth-provider';
import { ProviderError } from './oauth-provider';
import { redeemSandboxCode, sandboxUserForToken } from './sandbox-grants';

export const SANDBOX_CLIENT_ID = 'portal-sandbox';

export const sandboxPath = (provider: string, endpoint: 'authorize' | 'token' | 'userinfo' | 'balance') =>
  `/sandbox/oauth/${encodeURIComponent(provider)}/${endpoint}`;

/**
 * The built-in provider: its authorize page is served by this server (sandbox-routes.ts); the code, token,
 * userinfo and balance steps call the same functions its HTTP endpoints use, in-process, so the flow works
 * without the server calling itself over the network.
 */
export function createSandboxProvider(deps: Pick<AppDeps, 'db' | 'now' | 'config'>, provider: string) {
  const userFor = async (accessToken: string) => {
    const user = await sandboxUserForToken(deps, { provider, accessToken });
    if (!user) throw new ProviderError('sandbox: unknown or expired access token');
    return user;
  };
  const sandbox: OAuthProvider = {
    kind: 'sandbox',
    authorizeUrl({ state, redirectUri }) {
      const url = new URL(sandboxPath(provider, 'authorize'), deps.config.publicUrl);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('client_id', SANDBOX_CLIENT_ID);
      url.searchParams.set('redirect_uri', redirectUri);
      url.searchParams.set('state', state);
      return url.toString();
    },
    async exchangeCode({ code, redirectUri }) {
      const grant = await redeemSandboxCode(deps, { provider, code, redirectUri });
      if (!grant) throw new ProviderError('sandbox: invalid, used or expired code');
      return { accessToken: grant.accessToken };
    },
    async userInfo(accessToken) {
      const user = await userFor(accessToken);
      return { subject: String(user.id), email: user.email, fullName: user.fullName };
    },
    async sellerBalance(accessToken) {
      if (provider === 'google') return null;
      const user = await userFor(accessToken).catch(() => null);
      return user ? { micros: user.sellerBalanceMicros, currency: user.currency } : null;
    },
  };
  return sandbox;
}
