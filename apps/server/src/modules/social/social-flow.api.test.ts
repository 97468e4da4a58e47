import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  companies,
  linkedAccounts,
  memberships,
  outboxEmails,
  rateLimitHits,
  users,
} from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { TestClient } from '../../testing/graphql-client';
import { seedAuthBackends } from './seed-auth-backends';
import { BrowserFlow, handoffFrom } from './social-test-helpers';

let testApp: TestApp;
let clockOffsetMs = 0;
beforeAll(async () => {
  testApp = await createTestApp({ now: () => new Date(Date.now() + clockOffsetMs) });
  await seedAuthBackends(testApp.deps.db);
});
afterAll(() => testApp.close());
// Every test comes from one address; the per-address limits have their own test.
beforeEach(async () => {
  await testApp.deps.db.delete(rateLimitHits);
});

const browser = () => new BrowserFlow(testApp.app, new TestClient(testApp.app));
let sequence = 0;
const newEmail = (tag: string) => `${tag}-${Date.now()}-${++sequence}@sc.example.test`;

const SOCIAL_AUTH = `mutation ($provider: String!, $accessToken: String!) {
  socialAuth(provider: $provider, accessToken: $accessToken) { ok isNotLinked isFirstLogin errors { field messages } socialUserDetail { email fullName } } }`;
const SOCIAL_SIGN_UP = `mutation ($provider: String!, $accessToken: String!, $walletCurrencyCode: String) {
  socialSignUp(provider: $provider, accessToken: $accessToken, walletCurrencyCode: $walletCurrencyCode) {
    ok errors { field messages } socialUserDetail { email fullName } } }`;
const ME =
  '{ me { email isImpersonate hasUsablePassword company { name walletCurrency { code } countryCode } role { name } } }';

type SocialResult = {
  ok: boolean;
  isNotLinked?: boolean;
  errors: { field: string | null; messages: string[] }[];
  socialUserDetail: { email: string; fullName: string } | null;
};

async function signUpNew(flow: BrowserFlow, provider: string, email: string, walletCurrencyCode = 'SGD') {
  const { location } = await flow.run({ provider, mode: 'signup', email, fullName: 'Nova Trading' });
  expect(location).toMatch(/^\/auth\/register-with-sc\?/);
  const result = await flow.client.gql<{ socialSignUp: SocialResult }>(SOCIAL_SIGN_UP, {
    ...handoffFrom(location),
    walletCurrencyCode,
  });
  expect(result.body.data!.socialSignUp.ok).toBe(true);
}

describe('sign-up with a seller center', () => {
  it('hands over to register-with-sc with a token of ours, then creates owner, company and link', async () => {
    const flow = browser();
    const email = newEmail('new');
    const { location } = await flow.run({
      provider: 'sc_sg',
      mode: 'login',
      email,
      fullName: 'Nova Trading',
    });
    const handoff = handoffFrom(location);
    expect(location.startsWith('/auth/register-with-sc?')).toBe(true);
    expect(handoff.provider).toBe('sc_sg');
    // Our hand-off token, not the provider's: the sandbox does not know it.
    const userinfo = await flow.get('/sandbox/oauth/sc_sg/userinfo');
    expect(userinfo.statusCode).toBe(401);

    const auth = await flow.client.gql<{ socialAuth: SocialResult }>(SOCIAL_AUTH, handoff);
    expect(auth.body.data!.socialAuth).toMatchObject({
      ok: false,
      isNotLinked: true,
      socialUserDetail: { email, fullName: 'Nova Trading' },
    });

    const missing = await flow.client.gql<{ socialSignUp: SocialResult }>(SOCIAL_SIGN_UP, handoff);
    expect(missing.body.data!.socialSignUp.errors).toEqual([
      { field: 'walletCurrencyCode', messages: ['social:error.requireWalletCurrency'] },
    ]);
    const unknownCurrency = await flow.client.gql<{ socialSignUp: SocialResult }>(SOCIAL_SIGN_UP, {
      ...handoff,
      walletCurrencyCode: 'XXX',
    });
    expect(unknownCurrency.body.data!.socialSignUp.ok).toBe(false);

    const signUp = await flow.client.gql<{ socialSignUp: SocialResult }>(SOCIAL_SIGN_UP, {
      ...handoff,
      walletCurrencyCode: 'SGD',
    });
    expect(signUp.body.data!.socialSignUp).toMatchObject({ ok: true, socialUserDetail: { email } });

    const me = await flow.client.gql<{ me: Record<string, unknown> }>(ME);
    expect(me.body.data!.me).toMatchObject({
      email,
      hasUsablePassword: false,
      company: { name: 'Nova Trading', walletCurrency: { code: 'SGD' }, countryCode: 'SG' },
      role: { name: 'OWNER' },
    });
    const [link] = await testApp.deps.db.select().from(linkedAccounts).where(eq(linkedAccounts.email, email));
    expect(link?.provider).toBe('sc_sg');
    expect(link?.companyId).not.toBeNull();
    const mails = await testApp.deps.db.select().from(outboxEmails).where(eq(outboxEmails.to, email));
    expect(mails.map((mail) => mail.subject)).toContain('Welcome to the Marketing Portal');

    const again = await flow.client.gql<{ socialSignUp: SocialResult }>(SOCIAL_SIGN_UP, {
      ...handoff,
      walletCurrencyCode: 'SGD',
    });
    expect(again.body.data!.socialSignUp.errors[0]?.messages).toEqual(['social:error.expiredToken']);
  });

  it('signs up with Google without a company link and with the chosen currency', async () => {
    const flow = browser();
    const email = newEmail('google');
    await signUpNew(flow, 'google', email, 'IDR');
    const [link] = await testApp.deps.db.select().from(linkedAccounts).where(eq(linkedAccounts.email, email));
    expect(link).toMatchObject({ provider: 'google', companyId: null });
    const me = await flow.client.gql<{ me: { company: { walletCurrency: { code: string } } } }>(ME);
    expect(me.body.data!.me.company.walletCurrency.code).toBe('IDR');
  });

  it('refuses a sign-up whose e-mail already belongs to a portal user', async () => {
    const flow = browser();
    const { location } = await flow.run({ provider: 'sc_id', mode: 'signup', email: 'member@demo.test' });
    const result = await flow.client.gql<{ socialSignUp: SocialResult }>(SOCIAL_SIGN_UP, {
      ...handoffFrom(location),
      walletCurrencyCode: 'IDR',
    });
    expect(result.body.data!.socialSignUp.errors[0]?.messages).toEqual(['social:error.emailTaken']);
  });

  it('refuses a hand-off token in another browser', async () => {
    const flow = browser();
    const { location } = await flow.run({ provider: 'sc_sg', mode: 'signup', email: newEmail('stolen') });
    const thief = new TestClient(testApp.app);
    const result = await thief.gql<{ socialSignUp: SocialResult }>(SOCIAL_SIGN_UP, {
      ...handoffFrom(location),
      walletCurrencyCode: 'SGD',
    });
    expect(result.body.data!.socialSignUp.errors[0]?.messages).toEqual(['social:error.expiredToken']);
  });
});

describe('sign-in with a linked provider account', () => {
  it('signs in at the callback, with a new session, and lands on the redirect path', async () => {
    const email = newEmail('returning');
    await signUpNew(browser(), 'sc_sg', email);
    const flow = browser();
    const { location } = await flow.run({
      provider: 'sc_sg',
      mode: 'login',
      email,
      redirectUrl: '/brands?x=1',
    });
    expect(location).toBe('/brands?x=1');
    const me = await flow.client.gql<{ me: { email: string } }>(ME);
    expect(me.body.data!.me.email).toBe(email);
  });

  it('never redirects to another site', async () => {
    const email = newEmail('redirect');
    await signUpNew(browser(), 'sc_sg', email);
    const { location } = await browser().run({
      provider: 'sc_sg',
      mode: 'login',
      email,
      redirectUrl: '//evil.example',
    });
    expect(location).toBe('/sponsor');
  });

  it('refuses a disabled user', async () => {
    const email = newEmail('disabled');
    await signUpNew(browser(), 'sc_sg', email);
    await testApp.deps.db.update(users).set({ isActive: false }).where(eq(users.email, email));
    const { location, response } = await browser().run({ provider: 'sc_sg', mode: 'login', email });
    expect(location).toBe('/auth?socialError=userDisabled');
    expect(response.cookies.find((cookie) => cookie.name === 'sessionid')).toBeUndefined();
  });
});

describe('state and code checks', () => {
  it('refuses a callback from another browser (state bound to the binding cookie)', async () => {
    const starter = browser();
    const authorizeUrl = await starter.start('sc_sg', 'login');
    const callbackUrl = await starter.decide(authorizeUrl, { email: newEmail('victim') });
    const other = browser();
    const response = await other.get(callbackUrl.toString());
    expect(response.headers.location).toBe('/auth?socialError=invalidState');
    expect(other.client.cookie('sessionid')).toBeUndefined();
  });

  it('refuses a state used twice and a missing state', async () => {
    const flow = browser();
    const { callbackUrl, location } = await flow.run({
      provider: 'sc_sg',
      mode: 'login',
      email: newEmail('twice'),
    });
    expect(location).toMatch(/register-with-sc/);
    const again = await flow.get(callbackUrl.toString());
    expect(again.headers.location).toBe('/auth?socialError=invalidState');
    const noState = await flow.get('/v1/auth/callback/sc_sg?code=abc');
    expect(noState.headers.location).toBe('/auth?socialError=invalidState');
  });

  it('refuses a state for another provider', async () => {
    const flow = browser();
    const authorizeUrl = await flow.start('sc_sg', 'login');
    const callbackUrl = await flow.decide(authorizeUrl, { email: newEmail('swap') });
    const swapped = callbackUrl.toString().replace('/callback/sc_sg', '/callback/sc_id');
    expect((await flow.get(swapped)).headers.location).toBe('/auth?socialError=invalidState');
  });

  it('refuses a reused authorization code', async () => {
    const flow = browser();
    const { callbackUrl } = await flow.run({ provider: 'sc_sg', mode: 'login', email: newEmail('code') });
    // A fresh, valid state with the spent code: the provider refuses the code.
    const fresh = await flow.start('sc_sg', 'login');
    const replay = new URL(callbackUrl);
    replay.searchParams.set('state', fresh.searchParams.get('state')!);
    const response = await flow.get(replay.toString());
    expect(response.headers.location).toBe('/auth?socialError=providerFailed');
  });

  it('refuses a state older than ten minutes', async () => {
    const flow = browser();
    const authorizeUrl = await flow.start('sc_sg', 'login');
    clockOffsetMs = 11 * 60 * 1000;
    try {
      const callbackUrl = await flow.decide(authorizeUrl, { email: newEmail('late') });
      expect((await flow.get(callbackUrl.toString())).headers.location).toBe(
        '/auth?socialError=invalidState',
      );
    } finally {
      clockOffsetMs = 0;
    }
  });

  it('tells the user when they denied access', async () => {
    const flow = browser();
    const authorizeUrl = await flow.start('sc_sg', 'login');
    const callbackUrl = await flow.decide(authorizeUrl, { decision: 'deny' });
    expect(callbackUrl.searchParams.get('error')).toBe('access_denied');
    expect((await flow.get(callbackUrl.toString())).headers.location).toBe('/auth?socialError=denied');
  });

  it('answers an unknown provider everywhere', async () => {
    const flow = browser();
    expect((await flow.get('/v1/auth/start/nope?mode=login')).headers.location).toBe(
      '/auth?socialError=unknownProvider',
    );
    expect((await flow.get('/sandbox/oauth/nope/authorize')).statusCode).toBe(400);
    const result = await flow.client.gql<{ socialAuth: SocialResult }>(SOCIAL_AUTH, {
      provider: 'nope',
      accessToken: 'x'.repeat(43),
    });
    expect(result.body.data!.socialAuth.errors).toEqual([
      { field: 'provider', messages: ['social:error.unknownProvider'] },
    ]);
  });

  it('refuses a made-up hand-off token and an overlong provider', async () => {
    const client = new TestClient(testApp.app);
    const made = await client.gql<{ socialAuth: SocialResult }>(SOCIAL_AUTH, {
      provider: 'sc_sg',
      accessToken: 'x'.repeat(43),
    });
    expect(made.body.data!.socialAuth.errors[0]?.messages).toEqual(['social:error.expiredToken']);
    const long = await client.gql<{ socialAuth: SocialResult }>(SOCIAL_AUTH, {
      provider: 'p'.repeat(5000),
      accessToken: 'x',
    });
    expect(long.body.data!.socialAuth.errors[0]?.messages).toEqual(['social:error.unknownProvider']);
  });
});

describe('social sign-up data', () => {
  it('creates the company in the catalog country with its time zone', async () => {
    const flow = browser();
    const email = newEmail('jakarta');
    await signUpNew(flow, 'sc_id', email, 'IDR');
    const [row] = await testApp.deps.db
      .select({ countryCode: companies.countryCode, timezone: companies.timezone })
      .from(users)
      .innerJoin(memberships, eq(memberships.userId, users.id))
      .innerJoin(companies, eq(companies.id, memberships.companyId))
      .where(and(eq(users.email, email)));
    expect(row).toEqual({ countryCode: 'ID', timezone: 'Asia/Jakarta' });
  });
});

describe('rate limits', () => {
  it('stops the eleventh social sign-up attempt from one address within an hour', async () => {
    const client = new TestClient(testApp.app);
    const attempt = () =>
      client.gql<{ socialSignUp: SocialResult }>(SOCIAL_SIGN_UP, {
        provider: 'sc_sg',
        accessToken: 'x'.repeat(43),
      });
    for (let i = 0; i < 10; i++)
      expect((await attempt()).body.data!.socialSignUp.errors[0]?.messages).toEqual([
        'social:error.expiredToken',
      ]);
    expect((await attempt()).body.data!.socialSignUp.errors[0]?.messages).toEqual([
      'social:error.tooManyRequests',
    ]);
  });
});
