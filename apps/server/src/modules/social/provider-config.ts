import { z } from 'zod';
import { ConfigError, oauthEnvironment } from '../../config/env';
import type { OAuth2Config } from './oauth2-provider';

const GOOGLE_DEFAULTS = {
  authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
  tokenUrl: 'https://oauth2.googleapis.com/token',
  userinfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
  scope: 'openid email profile',
};

const realSchema = z.object({
  clientId: z.string().min(1),
  clientSecret: z.string().min(1),
  authorizeUrl: z.string().url(),
  tokenUrl: z.string().url(),
  userinfoUrl: z.string().url(),
  balanceUrl: z.string().url().optional(),
  scope: z.string().optional(),
});

const envName = (provider: string, key: string) => `OAUTH_${provider.toUpperCase()}_${key}`;

const envKeys = {
  clientId: 'CLIENT_ID',
  clientSecret: 'CLIENT_SECRET',
  authorizeUrl: 'AUTHORIZE_URL',
  tokenUrl: 'TOKEN_URL',
  userinfoUrl: 'USERINFO_URL',
  balanceUrl: 'BALANCE_URL',
  scope: 'SCOPE',
} as const;

/**
 * A provider is real when `OAUTH_<PROVIDER>_CLIENT_ID` is set (e.g. OAUTH_SC_SG_CLIENT_ID, OAUTH_GOOGLE_CLIENT_ID),
 * with `_CLIENT_SECRET`, `_AUTHORIZE_URL`, `_TOKEN_URL`, `_USERINFO_URL`, optional `_BALANCE_URL` and `_SCOPE`
 * (Google has its public URLs as defaults); otherwise it is the built-in sandbox. Bad values stop the start.
 */
export function realProviderConfig(
  provider: string,
  env: Record<string, string | undefined> = oauthEnvironment(),
): OAuth2Config | null {
  const read = (key: string) => env[envName(provider, key)] || undefined;
  if (!read('CLIENT_ID')) return null;
  const defaults = provider === 'google' ? GOOGLE_DEFAULTS : {};
  const parsed = realSchema.safeParse({
    ...defaults,
    ...Object.fromEntries(
      Object.entries(envKeys)
        .filter(([, key]) => read(key) !== undefined)
        .map(([field, key]) => [field, read(key)]),
    ),
  });
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${envName(provider, envKeys[issue.path[0] as keyof typeof envKeys])}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
