import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authFailures, rateLimitHits } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { TestClient } from '../../testing/graphql-client';
import { rateLimits } from '../platform/rate-limit';
import { INVALID_CREDENTIALS, TOO_MANY_ATTEMPTS } from './sign-in-messages';
import { signInPacing } from './sign-in-pacing';

const ME =
  '{ me { email isOwner isGfg isImpersonate role { name } company { name brands { name } walletCurrency { code } } } }';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
  // Failed sign-ins are paced (brute-force.api.test.ts checks the delays); these tests do not wait them out.
  signInPacing.sleep = async () => {};
});
afterAll(() => testApp.close());

describe('signIn', () => {
  it.each([
    ['owner@demo.test', 'OWNER', 'Acme Fashion'],
    ['admin@demo.test', 'ADMIN', 'Acme Fashion'],
    ['member@demo.test', 'MEMBER', 'Acme Fashion'],
    ['viewer@demo.test', 'VIEWER', 'Acme Fashion'],
    ['nobrand@demo.test', 'OWNER', 'Empty Co'],
  ])('signs %s in as %s of %s', async (email, role, company) => {
    const client = new TestClient(testApp.app);
    const result = await client.signIn(email);
    expect(result).toMatchObject({ ok: true, errors: [], otpRequired: false });
    const me = await client.gql<{
      me: { email: string; role: { name: string }; company: { name: string }; isOwner: boolean };
    }>(ME);
    expect(me.body.data?.me).toMatchObject({
      email,
      role: { name: role },
      company: { name: company },
      isOwner: role === 'OWNER',
    });
  });

  it('signs staff in without a company of their own', async () => {
    const client = new TestClient(testApp.app);
    await client.signIn('staff@demo.test');
    const me = await client.gql<{ me: { isGfg: boolean; company: null; role: null } }>(ME);
    expect(me.body.data?.me).toMatchObject({ isGfg: true, company: null, role: null });
  });

  it('sets an HttpOnly SameSite=Lax session cookie and a new session id at every sign-in', async () => {
    const client = new TestClient(testApp.app);
    await client.csrf();
    const first = await client.gql(
      'mutation { signIn(email: "owner@demo.test", password: "Demo!Passw0rd1") { ok } }',
    );
    const cookie = first.response.cookies.find((c) => c.name === 'sessionid') as {
      httpOnly?: boolean;
      sameSite?: string;
      value: string;
    };
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    const firstId = cookie.value;
    await client.signIn('owner@demo.test');
    expect(client.cookie('sessionid')).not.toBe(firstId);
    // The replaced session no longer works.
    const stale = new TestClient(testApp.app);
    stale.setCookie('sessionid', firstId);
    const me = await stale.gql(ME);
    expect(me.body.errors?.[0]?.message).toBe('common:error.unauthorized');
  });

  it('answers the same generic message for an unknown e-mail and a wrong password', async () => {
    const client = new TestClient(testApp.app);
    const unknown = await client.signIn('nobody@demo.test', 'Whatever!Passw0rd1');
    const wrong = await client.signIn('owner@demo.test', 'Wrong!Passw0rd1');
    expect(unknown).toEqual(wrong);
    expect(wrong.ok).toBe(false);
    expect(wrong.errors).toEqual([{ field: null, messages: [INVALID_CREDENTIALS] }]);
    expect(client.cookie('sessionid')).toBeUndefined();
  });

  it('answers field errors for malformed input without checking a password', async () => {
    const client = new TestClient(testApp.app);
    const result = await client.signIn('not-an-email', '');
    expect(result.ok).toBe(false);
    expect(result.errors.map((error) => error.field).sort()).toEqual(['email', 'password']);
  });

  it('refuses `me` without a session with UNAUTHORIZED in message and code', async () => {
    const client = new TestClient(testApp.app);
    const me = await client.gql(ME);
    expect(me.status).toBe(200);
    expect(me.body.errors?.[0]).toMatchObject({
      message: 'common:error.unauthorized',
      extensions: { code: 'UNAUTHORIZED' },
    });
  });

  it('ends the session on signOut', async () => {
    const client = new TestClient(testApp.app);
    await client.signIn('member@demo.test');
    const token = client.cookie('sessionid')!;
    const out = await client.gql<{ signOut: { ok: boolean } }>('mutation { signOut { ok } }');
    expect(out.body.data?.signOut.ok).toBe(true);
    const replay = new TestClient(testApp.app);
    replay.setCookie('sessionid', token);
    expect((await replay.gql(ME)).body.errors?.[0]?.message).toBe('common:error.unauthorized');
  });
});

describe('failed password checks', () => {
  const email = 'admin@demo.test';

  it('allows at most 100 per account per hour from unknown browsers', async () => {
    const now = testApp.deps.now();
    await testApp.deps.db
      .insert(authFailures)
      .values(Array.from({ length: 100 }, () => ({ email, createdAt: now })));
    const client = new TestClient(testApp.app);
    // Even the right password is not checked any more this hour from a browser the account does not know.
    expect((await client.signIn(email)).errors[0]?.messages).toEqual([TOO_MANY_ATTEMPTS]);
    // Other accounts are not affected.
    expect((await client.signIn('viewer@demo.test')).ok).toBe(true);
  });

  it('forgets failures older than an hour', async () => {
    await testApp.deps.db.execute(
      sql`update auth_failures set created_at = created_at - interval '61 minutes' where email = ${email}`,
    );
    const client = new TestClient(testApp.app);
    expect((await client.signIn(email)).ok).toBe(true);
  });
});

describe('limits per client address', () => {
  it('stops sign-in from an address after 300 failed checks in an hour, for any account', async () => {
    const { bucket, max } = rateLimits.signInPerAddress;
    const now = testApp.deps.now();
    await testApp.deps.db
      .insert(rateLimitHits)
      .values(Array.from({ length: max }, () => ({ bucket, key: '127.0.0.1', createdAt: now })));
    const client = new TestClient(testApp.app);
    expect((await client.signIn('member@demo.test')).errors[0]?.messages).toEqual([TOO_MANY_ATTEMPTS]);
    await testApp.deps.db.delete(rateLimitHits);
    expect((await client.signIn('member@demo.test')).ok).toBe(true);
  });

  it('counts a failed check against the address', async () => {
    const client = new TestClient(testApp.app);
    await client.signIn('member@demo.test', 'Wrong!Passw0rd1');
    const hits = await testApp.deps.db.select().from(rateLimitHits);
    expect(hits.map((hit) => hit.bucket)).toEqual([rateLimits.signInPerAddress.bucket]);
    await testApp.deps.db.delete(rateLimitHits);
  });

  it('limits one-time codes per address', async () => {
    const { bucket, max } = rateLimits.otpPerAddress;
    const now = testApp.deps.now();
    await testApp.deps.db
      .insert(rateLimitHits)
      .values(Array.from({ length: max }, () => ({ bucket, key: '127.0.0.1', createdAt: now })));
    const client = new TestClient(testApp.app);
    const answer = await client.gql<{ generateOtp: { ok: boolean } }>(
      'mutation { generateOtp(email: "otp@demo.test") { ok } }',
    );
    expect(answer.body.data?.generateOtp.ok).toBe(false);
    await testApp.deps.db.delete(rateLimitHits);
  });
});
