import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../config/env';
import { realProviderConfig } from './provider-config';

describe('realProviderConfig', () => {
  it('keeps the sandbox when no client id is set', () => {
    expect(realProviderConfig('sc_sg', {})).toBeNull();
  });

  it('reads a real seller center from its variables', () => {
    expect(
      realProviderConfig('sc_sg', {
        OAUTH_SC_SG_CLIENT_ID: 'id',
        OAUTH_SC_SG_CLIENT_SECRET: 'secret',
        OAUTH_SC_SG_AUTHORIZE_URL: 'https://sc.example/authorize',
        OAUTH_SC_SG_TOKEN_URL: 'https://sc.example/token',
        OAUTH_SC_SG_USERINFO_URL: 'https://sc.example/me',
      }),
    ).toMatchObject({ clientId: 'id', tokenUrl: 'https://sc.example/token' });
  });

  it("uses Google's public endpoints by default", () => {
    expect(
      realProviderConfig('google', { OAUTH_GOOGLE_CLIENT_ID: 'id', OAUTH_GOOGLE_CLIENT_SECRET: 's' }),
    ).toMatchObject({
      authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
      scope: 'openid email profile',
    });
  });

  it('stops the start on a half configuration, naming the variable', () => {
    expect(() => realProviderConfig('sc_id', { OAUTH_SC_ID_CLIENT_ID: 'id' })).toThrow(ConfigError);
    expect(() => realProviderConfig('sc_id', { OAUTH_SC_ID_CLIENT_ID: 'id' })).toThrow(
      /OAUTH_SC_ID_CLIENT_SECRET/,
    );
  });
});
