import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authFailures, jobs, otpCodes, outboxEmails, rateLimitHits } from '../../db/schema/index';
import { REFUSAL_DELAY_MS } from '../../graphql/expensive-fields';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { TestClient } from '../../testing/graphql-client';
import { latestSignInCode } from '../../testing/outbox';
import { runJobsOnce } from '../jobs/job-runner';
import { rateLimits } from '../platform/rate-limit';
import { DEVICE_COOKIE } from './device-cookie';
import { CHALLENGE_AFTER_FAILURES } from './failed-attempts';
import { argon2RunsStarted } from './password-hash';
import {
  INVALID_CREDENTIALS,
  INVALID_OTP,
  OTP_CHALLENGE,
  OTP_REQUIRED,
  TOO_MANY_ATTEMPTS,
} from './sign-in-messages';
import { FIRST_DELAY_MS, FREE_FAILURES, MAX_DELAY_MS, signInPacing } from './sign-in-pacing';

const PASSWORD = 'Demo!Passw0rd1';
const WRONG = 'Wrong!Passw0rd1';

let testApp: TestApp;
/** Every delay sign-in asked for, recorded instead of waited (signInPacing.sleep is replaceable). */
let slept: number[] = [];

beforeAll(async () => {
  testApp = await createTestApp();
  signInPacing.sleep = async (ms) => {
    slept.push(ms);
  };
});
afterAll(() => testApp.close());
beforeEach(async () => {
  slept = [];
  await testApp.deps.db.delete(authFailures);
  await testApp.deps.db.delete(rateLimitHits);
});

const failureCount = async (email?: string) =>
  Number(
    (
      await testApp.deps.db
        .select({ value: count() })
        .from(authFailures)
        .where(email ? eq(authFailures.email, email) : undefined)
    )[0]!.value,
  );

async function failuresByOthers(email: string, howMany: number) {
  const now = testApp.deps.now();
  await testApp.deps.db
    .insert(authFailures)
    .values(Array.from({ length: howMany }, () => ({ email, createdAt: now })));
}

const latestCode = (email: string) => latestSignInCode(testApp, email);

async function requestCode(client: TestClient, email: string): Promise<string> {
  const answer = await client.gql<{ generateOtp: { ok: boolean } }>(
    'mutation($email: String!) { generateOtp(email: $email) { ok } }',
    { email },
  );
  expect(answer.body.data?.generateOtp.ok).toBe(true);
  await runJobsOnce(testApp.deps);
  return latestCode(email);
}

describe('one password check per request', () => {
  it('refuses 15 aliased signIn calls before any password is checked', async () => {
    const client = new TestClient(testApp.app);
    const runsBefore = argon2RunsStarted();
    const aliases = Array.from(
      { length: 15 },
      (_, i) => `a${i}: signIn(email: "admin@demo.test", password: "Wrong!Passw0rd${i}") { ok }`,
    );
    const result = await client.gql(`mutation { ${aliases.join('\n')} }`);
    expect(result.body.data).toBeUndefined();
    expect(result.body.errors).toEqual([
      expect.objectContaining({
        message: 'auth:error.onePasswordCheckPerRequest',
        extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }),
      }),
    ]);
    expect(argon2RunsStarted()).toBe(runsBefore);
    expect(await failureCount()).toBe(0);
    // The refusal is paced, so a client looping on it cannot keep the server busy.
    expect(slept).toEqual([REFUSAL_DELAY_MS]);
  });

  it('refuses two different hashing fields in one request, also through fragments', async () => {
    const client = new TestClient(testApp.app);
    await client.signIn('member@demo.test');
    const runsBefore = argon2RunsStarted();
    const mixed = await client.gql(
      `mutation {
        signIn(email: "member@demo.test", password: "${WRONG}") { ok }
        changePassword(currentPassword: "${WRONG}", password: "N3w!Passw0rd9", cfPassword: "N3w!Passw0rd9") { ok }
      }`,
    );
    expect(mixed.body.errors?.[0]?.message).toBe('auth:error.onePasswordCheckPerRequest');
    const viaFragments = await client.gql(
      `mutation { ...A ... on Mutation { b: signIn(email: "member@demo.test", password: "${WRONG}") { ok } } }
       fragment A on Mutation { a: signIn(email: "member@demo.test", password: "${WRONG}") { ok } }`,
    );
    expect(viaFragments.body.errors?.[0]?.message).toBe('auth:error.onePasswordCheckPerRequest');
    expect(argon2RunsStarted()).toBe(runsBefore);
    // One such field next to cheap ones is fine.
    const single = await client.gql<{ signIn: { ok: boolean } }>(
      `mutation { signIn(email: "member@demo.test", password: "${PASSWORD}") { ok } signOut { ok } }`,
    );
    expect(single.body.data?.signIn.ok).toBe(true);
  });
});

describe('the owner is never locked out by strangers', () => {
  it('lets a browser that signed in before in with the right password after 150 failures by others', async () => {
    const email = 'admin@demo.test';
    const owner = new TestClient(testApp.app);
    expect((await owner.signIn(email)).ok).toBe(true);
    expect(owner.cookie(DEVICE_COOKIE)).toMatch(/^\d+\.[\w-]{22}\.[\w-]{43}$/);
    await owner.gql('mutation { signOut { ok } }');

    // Others: a few real wrong guesses and 150 failures in all, from the same address even.
    const stranger = new TestClient(testApp.app);
    for (let i = 0; i < 3; i++) expect((await stranger.signIn(email, WRONG)).ok).toBe(false);
    await failuresByOthers(email, 147);
    const { bucket, max } = rateLimits.signInPerAddress;
    await testApp.deps.db
      .insert(rateLimitHits)
      .values(
        Array.from({ length: max }, () => ({ bucket, key: '127.0.0.1', createdAt: testApp.deps.now() })),
      );
    expect((await stranger.signIn(email)).errors[0]?.messages).toEqual([TOO_MANY_ATTEMPTS]);

    slept = [];
    const result = await owner.signIn(email);
    expect(result.ok).toBe(true);
    // No pacing for the known browser, and its success is not one of the account's failures.
    expect(slept.filter((ms) => ms > 0)).toEqual([]);
    expect(await failureCount(email)).toBe(150);
  });

  it('counts a known browser’s own failures per device, and treats it as unknown past ten', async () => {
    const email = 'viewer@demo.test';
    const owner = new TestClient(testApp.app);
    await owner.signIn(email);
    for (let i = 0; i < 10; i++) {
      expect((await owner.signIn(email, WRONG)).errors[0]?.messages).toEqual([INVALID_CREDENTIALS]);
    }
    expect(await failureCount(email)).toBe(0);
    // The eleventh goes through the unknown-browser path: it counts against the account.
    await owner.signIn(email, WRONG);
    expect(await failureCount(email)).toBe(1);
  });

  it('ignores a forged or foreign device cookie', async () => {
    const email = 'member@demo.test';
    const mine = new TestClient(testApp.app);
    await mine.signIn(email);
    const genuine = mine.cookie(DEVICE_COOKIE)!;
    const other = new TestClient(testApp.app);
    await other.signIn('viewer@demo.test');
    const foreign = other.cookie(DEVICE_COOKIE)!;
    const [memberId] = genuine.split('.');
    await failuresByOthers(email, CHALLENGE_AFTER_FAILURES);
    const forgeries = [
      genuine.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
      foreign,
      foreign.replace(/^\d+/, memberId!),
    ];
    for (const cookie of forgeries) {
      const client = new TestClient(testApp.app);
      client.setCookie(DEVICE_COOKIE, cookie);
      expect(await client.signIn(email)).toMatchObject({ ok: false, otpRequired: true });
    }
    const withGenuine = new TestClient(testApp.app);
    withGenuine.setCookie(DEVICE_COOKIE, genuine);
    expect((await withGenuine.signIn(email)).ok).toBe(true);
  });
});

describe('unknown browsers: growing delay, then a challenge', () => {
  it('waits longer after each failure, by address and by account', async () => {
    const client = new TestClient(testApp.app);
    for (let i = 0; i < FREE_FAILURES + 3; i++) await client.signIn('owner@demo.test', WRONG);
    expect(slept).toEqual([0, 0, 0, 0, 0, FIRST_DELAY_MS, FIRST_DELAY_MS * 2, FIRST_DELAY_MS * 4]);

    // The address alone: another account from the same address still waits.
    slept = [];
    await client.signIn('nobody@demo.test', WRONG);
    expect(slept).toEqual([FIRST_DELAY_MS * 8]);

    // The account alone: from a fresh address the account's failures still slow it down.
    await testApp.deps.db.delete(rateLimitHits);
    slept = [];
    await client.signIn('owner@demo.test', WRONG);
    expect(slept).toEqual([FIRST_DELAY_MS * 8]);
  });

  it('asks an unknown browser for an e-mailed code past the threshold, and lets the owner in with it', async () => {
    const email = 'owner@demo.test';
    const stranger = new TestClient(testApp.app);
    for (let i = 0; i < CHALLENGE_AFTER_FAILURES; i++) await stranger.signIn(email, WRONG);

    const owner = new TestClient(testApp.app);
    const runsBefore = argon2RunsStarted();
    const first = await owner.signIn(email);
    expect(first).toMatchObject({ ok: false, otpRequired: true });
    expect(first.errors).toEqual([{ field: 'otpCode', messages: [OTP_CHALLENGE] }]);
    // The password was not checked, and nothing was counted.
    expect(argon2RunsStarted()).toBe(runsBefore);
    expect(await failureCount(email)).toBe(CHALLENGE_AFTER_FAILURES);
    // An unknown e-mail answers the same.
    await failuresByOthers('ghost@demo.test', CHALLENGE_AFTER_FAILURES);
    expect(await owner.signIn('ghost@demo.test')).toEqual({ ...first });

    const code = await requestCode(owner, email);
    const second = await owner.signIn(email, PASSWORD, code);
    expect(second.ok).toBe(true);
    expect(owner.cookie('sessionid')).toBeDefined();
  });

  it('refuses a wrong password with a valid code, counts it and spends the code', async () => {
    const email = 'multi@demo.test';
    await failuresByOthers(email, CHALLENGE_AFTER_FAILURES);
    const client = new TestClient(testApp.app);
    const code = await requestCode(client, email);
    const wrong = await client.signIn(email, WRONG, code);
    expect(wrong).toMatchObject({ ok: false, otpRequired: false });
    expect(wrong.errors).toEqual([{ field: null, messages: [INVALID_CREDENTIALS] }]);
    expect(await failureCount(email)).toBe(CHALLENGE_AFTER_FAILURES + 1);
    const reused = await client.signIn(email, PASSWORD, code);
    expect(reused.errors).toEqual([{ field: 'otpCode', messages: [INVALID_OTP] }]);
    expect(await failureCount(email)).toBe(CHALLENGE_AFTER_FAILURES + 2);
  });

  it('keeps the cap of 100 checks an hour for unknown browsers', async () => {
    const email = 'staff@demo.test';
    await failuresByOthers(email, 100);
    const client = new TestClient(testApp.app);
    const code = await requestCode(client, email);
    expect((await client.signIn(email, PASSWORD, code)).errors[0]?.messages).toEqual([TOO_MANY_ATTEMPTS]);
    // Even the refusal is paced, so a client looping on it does not keep the server busy.
    expect(slept).toEqual([MAX_DELAY_MS]);
  });

  it('still asks two-factor users for their code after the right password', async () => {
    const result = await new TestClient(testApp.app).signIn('otp@demo.test');
    expect(result.errors).toEqual([{ field: 'otpCode', messages: [OTP_REQUIRED] }]);
  });
});

describe('signIn token', () => {
  it('is a public reference, not the session cookie, and does not authenticate', async () => {
    const client = new TestClient(testApp.app);
    const result = await client.signIn('member@demo.test');
    expect(result.ok).toBe(true);
    expect(result.token).toMatch(/^[\w-]{43}$/);
    expect(result.token).not.toBe(client.cookie('sessionid'));
    const replay = new TestClient(testApp.app);
    replay.setCookie('sessionid', result.token);
    const me = await replay.gql('{ me { email } }');
    expect(me.body.errors?.[0]?.message).toBe('common:error.unauthorized');
  });
});

describe('generateOtp', () => {
  it('answers and writes the same for known and unknown e-mails; the code is sent by a job', async () => {
    const client = new TestClient(testApp.app);
    const ask = (email: string) =>
      client.gql('mutation($email: String!) { generateOtp(email: $email) { ok errors { messages } } }', {
        email,
      });
    const codesBefore = await testApp.deps.db.select().from(otpCodes);
    const mailsBefore = await testApp.deps.db.select().from(outboxEmails);
    const jobsBefore = await testApp.deps.db.select().from(jobs);
    const known = await ask('otp@demo.test');
    const unknown = await ask('ghost@demo.test');
    expect(known.body).toEqual(unknown.body);
    // Nothing account-specific happened during either request: one queued job each.
    expect(await testApp.deps.db.select().from(otpCodes)).toHaveLength(codesBefore.length);
    expect(await testApp.deps.db.select().from(outboxEmails)).toHaveLength(mailsBefore.length);
    expect(await testApp.deps.db.select().from(jobs)).toHaveLength(jobsBefore.length + 2);

    await runJobsOnce(testApp.deps);
    const sentTo = (await testApp.deps.db.select().from(outboxEmails))
      .slice(mailsBefore.length)
      .map((mail) => mail.to);
    expect(sentTo).toContain('otp@demo.test');
    expect(sentTo).not.toContain('ghost@demo.test');
  });
});
