import { parseDecimalToMicros } from '@portal/domain';
import type { OAuthProvider, ProviderBalance, ProviderIdentity } from './oauth-provider';
import { ProviderError } from './oauth-provider';

export type OAuth2Config = {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  balanceUrl?: string;
  scope?: string;
};

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

const TIMEOUT_MS = 10_000;

async function readJson(response: Response, what: string): Promise<Record<string, unknown>> {
  if (!response.ok) throw new ProviderError(`${what} answered HTTP ${response.status}`);
  const body = (await response.json().catch(() => null)) as unknown;
  if (!body || typeof body !== 'object') throw new ProviderError(`${what} answered no JSON object`);
  return body as Record<string, unknown>;
}

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** A real provider over HTTP: authorization code with client_secret_post, bearer userinfo (OpenID-style fields). */
export function createOAuth2Provider(config: OAuth2Config, fetchImpl: Fetch = fetch): OAuthProvider {
  const call = (url: string, init: RequestInit = {}) =>
    fetchImpl(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) }).catch((error: unknown) => {
      throw new ProviderError(`request to ${url} failed: ${String(error)}`);
    });
  const bearer = (accessToken: string) => ({ headers: { authorization: `Bearer ${accessToken}` } });

  return {
    kind: 'oauth2',
    authorizeUrl({ state, redirectUri }) {
      const url = new URL(config.authorizeUrl);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('client_id', config.clientId);
      url.searchParams.set('redirect_uri', redirectUri);
      url.searchParams.set('state', state);
      if (config.scope) url.searchParams.set('scope', config.scope);
      return url.toString();
    },
    async exchangeCode({ code, redirectUri }) {
      const body = new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        client_id: config.clientId,
        client_secret: config.clientSecret,
      });
      const response = await call(config.tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body,
      });
      const json = await readJson(response, 'token endpoint');
      const accessToken = text(json.access_token);
      if (!accessToken) throw new ProviderError('token endpoint answered no access_token');
      return { accessToken };
    },
    async userInfo(accessToken): Promise<ProviderIdentity> {
      const json = await readJson(await call(config.userinfoUrl, bearer(accessToken)), 'userinfo endpoint');
      const subject = text(json.sub ?? json.id);
      const email = text(json.email).trim().toLowerCase();
      if (!subject || !email) throw new ProviderError('userinfo answered no subject or e-mail');
      return { subject, email, fullName: text(json.name).trim() || email };
    },
    async sellerBalance(accessToken): Promise<ProviderBalance | null> {
      if (!config.balanceUrl) return null;
      const json = await readJson(await call(config.balanceUrl, bearer(accessToken)), 'balance endpoint');
      const micros = parseDecimalToMicros(text(json.balance));
      const currency = text(json.currency);
      return micros === null || !currency ? null : { micros, currency };
    },
  };
}
