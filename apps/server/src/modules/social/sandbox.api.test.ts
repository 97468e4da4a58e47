import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { TestClient } from '../../testing/graphql-client';
import { ProviderError } from './oauth-provider';
import { createOAuth2Provider } from './oauth2-provider';
import { callbackUrl, providerFor, setProvider } from './providers';
import { SANDBOX_CLIENT_ID } from './sandbox-provider';
import { seedAuthBackends } from './seed-auth-backends';
import { BrowserFlow, handoffFrom } from './social-test-helpers';

let testApp: TestApp;
let csrf: string;
beforeAll(async () => {
  testApp = await createTestApp();
  await seedAuthBackends(testApp.deps.db);
  csrf = await new TestClient(testApp.app).csrf();
});
afterAll(() => testApp.close());

/** fetch over app.inject; the anti-forgery pair is added because the app checks it on every POST. */
const injectFetch = async (input: string, init: RequestInit = {}) => {
  const url = new URL(input);
  const headers = Object.fromEntries(new Headers(init.headers).entries());
  const response = await testApp.app.inject({
    method: (init.method ?? 'GET') as 'GET' | 'POST',
    url: `${url.pathname}${url.search}`,
    headers: { ...headers, cookie: `csrftoken=${csrf}`, 'x-csrftoken': csrf },
    payload: init.body ? String(init.body) : undefined,
  });
  return new Response(response.body, {
    status: response.statusCode,
    headers: { 'content-type': 'application/json' },
  });
};

async function sandboxCode(provider: string, email: string) {
  const flow = new BrowserFlow(testApp.app, new TestClient(testApp.app));
  const authorizeUrl = await flow.start(provider, 'login');
  const page = await flow.get(authorizeUrl.toString());
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('Approve');
  const callback = await flow.decide(authorizeUrl, { email });
  return callback.searchParams.get('code')!;
}

const token = (body: Record<string, string>) =>
  injectFetch('http://127.0.0.1/sandbox/oauth/sc_sg/token', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(body).toString(),
  });

describe('sandbox provider endpoints', () => {
  it('shows the consent page with the seeded accounts, and refuses a foreign redirect URI', async () => {
    const flow = new BrowserFlow(testApp.app, new TestClient(testApp.app));
    const authorizeUrl = await flow.start('sc_sg', 'login');
    const page = await flow.get(authorizeUrl.toString());
    expect(page.body).toContain('funded.seller@sc-sg.sandbox.test');
    expect(page.body).toContain('2500 SGD');
    authorizeUrl.searchParams.set('redirect_uri', 'https://evil.example/callback');
    expect((await flow.get(authorizeUrl.toString())).statusCode).toBe(400);
  });

  it('trades a code once for a token that reads userinfo and the balance', async () => {
    const code = await sandboxCode('sc_sg', 'funded.seller@sc-sg.sandbox.test');
    const redirect = callbackUrl(testApp.deps, 'sc_sg');
    const base = { grant_type: 'authorization_code', client_id: SANDBOX_CLIENT_ID, redirect_uri: redirect };
    const first = await token({ ...base, code });
    expect(first.status).toBe(200);
    const { access_token: accessToken } = (await first.json()) as { access_token: string };
    const replay = await token({ ...base, code });
    expect(replay.status).toBe(400);
    expect(await replay.json()).toEqual({ error: 'invalid_grant' });

    const auth = { headers: { authorization: `Bearer ${accessToken}` } };
    const info = await injectFetch('http://127.0.0.1/sandbox/oauth/sc_sg/userinfo', auth);
    expect(await info.json()).toMatchObject({
      email: 'funded.seller@sc-sg.sandbox.test',
      name: 'Funded Seller SG',
    });
    const balance = await injectFetch('http://127.0.0.1/sandbox/oauth/sc_sg/balance', auth);
    expect(await balance.json()).toEqual({ balance: '2500', currency: 'SGD' });
    // A token of one provider means nothing to another.
    expect((await injectFetch('http://127.0.0.1/sandbox/oauth/sc_id/userinfo', auth)).status).toBe(401);
  });

  it('refuses a code with another redirect URI, a wrong grant type and a wrong client', async () => {
    const code = await sandboxCode('sc_sg', 'empty.seller@sc-sg.sandbox.test');
    const base = { grant_type: 'authorization_code', client_id: SANDBOX_CLIENT_ID, code };
    expect((await token({ ...base, redirect_uri: 'http://127.0.0.1/other' })).status).toBe(400);
    expect((await token({ ...base, grant_type: 'password', redirect_uri: '' })).status).toBe(400);
    expect((await token({ ...base, client_id: 'someone', redirect_uri: '' })).status).toBe(401);
  });

  it('refuses an invalid e-mail on the consent page', async () => {
    const flow = new BrowserFlow(testApp.app, new TestClient(testApp.app));
    const authorizeUrl = await flow.start('sc_sg', 'login');
    await expect(flow.decide(authorizeUrl, { email: 'not-an-email' })).rejects.toThrow(/400/);
  });
});

describe('the real OAuth 2 client', () => {
  const config = {
    clientId: SANDBOX_CLIENT_ID,
    clientSecret: 'unused',
    authorizeUrl: 'http://127.0.0.1/sandbox/oauth/sc_sg/authorize',
    tokenUrl: 'http://127.0.0.1/sandbox/oauth/sc_sg/token',
    userinfoUrl: 'http://127.0.0.1/sandbox/oauth/sc_sg/userinfo',
    balanceUrl: 'http://127.0.0.1/sandbox/oauth/sc_sg/balance',
  };

  it('speaks the same protocol as the sandbox: code, token, userinfo, balance', async () => {
    const real = createOAuth2Provider(config, injectFetch);
    const url = new URL(real.authorizeUrl({ state: 's1', redirectUri: 'http://x/cb' }));
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: SANDBOX_CLIENT_ID,
      redirect_uri: 'http://x/cb',
      state: 's1',
    });
    const code = await sandboxCode('sc_sg', 'funded.seller@sc-sg.sandbox.test');
    const { accessToken } = await real.exchangeCode({
      code,
      redirectUri: callbackUrl(testApp.deps, 'sc_sg'),
    });
    expect(await real.userInfo(accessToken)).toMatchObject({ email: 'funded.seller@sc-sg.sandbox.test' });
    expect(await real.sellerBalance(accessToken)).toEqual({ micros: 2_500_000_000n, currency: 'SGD' });
    await expect(
      real.exchangeCode({ code, redirectUri: callbackUrl(testApp.deps, 'sc_sg') }),
    ).rejects.toBeInstanceOf(ProviderError);
  });

  it('drives the whole sign-up when configured in place of the sandbox', async () => {
    const sandbox = providerFor(testApp.deps, 'sc_sg');
    const real = createOAuth2Provider(config, injectFetch);
    setProvider(testApp.deps, 'sc_sg', {
      ...real,
      // The consent page is still the sandbox's, with its own client id.
      authorizeUrl: (input) => sandbox.authorizeUrl(input),
    });
    try {
      const flow = new BrowserFlow(testApp.app, new TestClient(testApp.app));
      const { location } = await flow.run({
        provider: 'sc_sg',
        mode: 'signup',
        email: `real-${Date.now()}@x.test`,
      });
      const result = await flow.client.gql<{ socialSignUp: { ok: boolean } }>(
        'mutation ($provider: String!, $accessToken: String!) { socialSignUp(provider: $provider, accessToken: $accessToken, walletCurrencyCode: "SGD") { ok } }',
        handoffFrom(location),
      );
      expect(result.body.data!.socialSignUp.ok).toBe(true);
    } finally {
      setProvider(testApp.deps, 'sc_sg', sandbox);
    }
  });

  it('turns HTTP failures into ProviderError', async () => {
    const failing = createOAuth2Provider(config, async () => new Response('nope', { status: 500 }));
    await expect(failing.userInfo('t')).rejects.toBeInstanceOf(ProviderError);
    const offline = createOAuth2Provider(config, async () => {
      throw new TypeError('fetch failed');
    });
    await expect(offline.exchangeCode({ code: 'c', redirectUri: 'r' })).rejects.toBeInstanceOf(ProviderError);
  });
});
