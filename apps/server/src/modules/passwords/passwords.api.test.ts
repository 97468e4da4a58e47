import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, outboxEmails, passwordTokens, users } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { TestClient } from '../../testing/graphql-client';
import { runJobsOnce } from '../jobs/job-runner';
import {
  brandIdNamed,
  type CreateAccountAnswer,
  SIGN_UP_MUTATION,
  STRONG_PASSWORD,
  signUpVariables,
  uniqueEmail,
} from '../signup/sign-up-test-data';

let offsetMs = 0;
let testApp: TestApp;
let brandId: string;
beforeAll(async () => {
  // The tests stand for many clients through X-Forwarded-For, which counts only from a trusted proxy.
  testApp = await createTestApp({
    now: () => new Date(Date.now() + offsetMs),
    env: { TRUST_PROXY: '127.0.0.1' },
  });
  brandId = await brandIdNamed(new TestClient(testApp.app), 'Northwind');
});
afterAll(() => testApp.close());

let addressCounter = 0;
function clientFrom() {
  addressCounter += 1;
  const client = new TestClient(testApp.app);
  const headers = { 'x-forwarded-for': `10.2.0.${addressCounter}` };
  return {
    client,
    gql: <T>(query: string, variables: Record<string, unknown> = {}) =>
      client.gql<T>(query, variables, headers),
  };
}

type Payload = { ok: boolean; errors: { field: string | null; messages: string[] }[] };
const RESET = 'mutation($email: String!) { resetPassword(email: $email) { ok errors { field messages } } }';
const CONFIRM = `mutation($userId: ID!, $token: String!, $password: String!) {
  resetPasswordConfirm(userId: $userId, token: $token, password: $password) { ok errors { field messages } } }`;
const NEW_PASSWORD = 'N3w!Password-2024';
const TOO_MANY = 'common:error.tooManyRequests';

/** A user of our own (demo users must keep their passwords), signed in on the returned client. */
async function signedUpUser() {
  const session = clientFrom();
  const variables = signUpVariables({ email: uniqueEmail('reset'), brandIds: [brandId] });
  const result = await session.gql<CreateAccountAnswer>(SIGN_UP_MUTATION, variables);
  expect(result.body.data!.createAccount.ok).toBe(true);
  return { email: variables.email as string, session };
}

/** The link of the newest reset e-mail, once the queued reset jobs ran (the request only queues). */
async function resetLinkFor(email: string): Promise<{ userId: string; token: string; url: string }> {
  await runJobsOnce(testApp.deps);
  const [mail] = await testApp.deps.db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.to, email))
    .orderBy(outboxEmails.id)
    .then((rows) => rows.filter((row) => row.subject === 'Reset your password').reverse());
  const match = /(https?:\/\/\S+\/auth\/reset-confirm\/(\d+)\/([\w-]+))/.exec(mail!.text)!;
  return { url: match[1]!, userId: match[2]!, token: match[3]! };
}

describe('resetPassword', () => {
  it('answers the same for a known and an unknown e-mail, and e-mails only the known one', async () => {
    const { email } = await signedUpUser();
    const { gql } = clientFrom();
    const known = await gql<{ resetPassword: Payload }>(RESET, { email: ` ${email.toUpperCase()} ` });
    const unknownEmail = uniqueEmail('nobody');
    const unknown = await gql<{ resetPassword: Payload }>(RESET, { email: unknownEmail });
    expect(known.body).toEqual({ data: { resetPassword: { ok: true, errors: [] } } });
    expect(unknown.body).toEqual(known.body);
    const link = await resetLinkFor(email);
    const [user] = await testApp.deps.db.select().from(users).where(eq(users.email, email));
    expect(link.url).toBe(`${testApp.deps.config.publicUrl}/auth/reset-confirm/${user!.id}/${link.token}`);
    expect(
      await testApp.deps.db.select().from(outboxEmails).where(eq(outboxEmails.to, unknownEmail)),
    ).toEqual([]);
  });

  it('does the same work in the request for a known and an unknown e-mail: it only queues a job', async () => {
    const { email } = await signedUpUser();
    await runJobsOnce(testApp.deps);
    const [user] = await testApp.deps.db.select().from(users).where(eq(users.email, email));
    const unknownEmail = uniqueEmail('nobody');
    const { gql } = clientFrom();
    const before = (await testApp.deps.db.select({ id: jobs.id }).from(jobs)).length;
    await gql(RESET, { email });
    await gql(RESET, { email: unknownEmail });

    // Nothing about the account was read into a token or a mail while answering: no token, no e-mail yet.
    expect(
      await testApp.deps.db.select().from(passwordTokens).where(eq(passwordTokens.userId, user!.id)),
    ).toEqual([]);
    const resetMails = async (to: string) =>
      (await testApp.deps.db.select().from(outboxEmails).where(eq(outboxEmails.to, to))).filter(
        (mail) => mail.subject === 'Reset your password',
      );
    expect(await resetMails(email)).toEqual([]);
    // One job row each, of the same kind and shape.
    const queued = (await testApp.deps.db.select().from(jobs).orderBy(jobs.id)).slice(before);
    expect(queued.map((job) => [job.kind, job.status, Object.keys(job.payload as object)])).toEqual([
      ['password-reset-email', 'QUEUED', ['email']],
      ['password-reset-email', 'QUEUED', ['email']],
    ]);

    // The job sends the known account its link, and nothing to the unknown address.
    await runJobsOnce(testApp.deps);
    expect(await resetMails(email)).toHaveLength(1);
    expect(await resetMails(unknownEmail)).toEqual([]);
    expect(
      (await testApp.deps.db.select().from(jobs).orderBy(jobs.id)).slice(before).map((job) => job.status),
    ).toEqual(['DONE', 'DONE']);
  });

  it('refuses a malformed e-mail', async () => {
    const { gql } = clientFrom();
    const result = await gql<{ resetPassword: Payload }>(RESET, { email: 'not-an-email' });
    expect(result.body.data!.resetPassword).toEqual({
      ok: false,
      errors: [{ field: 'email', messages: ['passwords:error.invalidEmail'] }],
    });
  });

  it('limits requests per e-mail, known or not, with the same answer', async () => {
    const { email } = await signedUpUser();
    const unknownEmail = uniqueEmail('ghost');
    for (const target of [email, unknownEmail]) {
      const answers: Payload[] = [];
      for (let attempt = 0; attempt < 6; attempt += 1) {
        const { gql } = clientFrom();
        answers.push(
          (await gql<{ resetPassword: Payload }>(RESET, { email: target })).body.data!.resetPassword,
        );
      }
      expect(answers.slice(0, 5).every((answer) => answer.ok)).toBe(true);
      expect(answers[5]).toEqual({ ok: false, errors: [{ field: null, messages: [TOO_MANY] }] });
    }
  });

  it('limits requests per client address', async () => {
    const { gql } = clientFrom();
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const result = await gql<{ resetPassword: Payload }>(RESET, { email: uniqueEmail('flood') });
      expect(result.body.data!.resetPassword.ok).toBe(true);
    }
    const refused = await gql<{ resetPassword: Payload }>(RESET, { email: uniqueEmail('flood') });
    expect(refused.body.data!.resetPassword.errors).toEqual([{ field: null, messages: [TOO_MANY] }]);
  });
});

describe('resetPasswordConfirm', () => {
  it('sets the new password once, ends every session and keeps a weak try from burning the link', async () => {
    const { email, session } = await signedUpUser();
    const { gql } = clientFrom();
    await gql(RESET, { email });
    const link = await resetLinkFor(email);

    const weak = await gql<{ resetPasswordConfirm: Payload }>(CONFIRM, { ...link, password: 'weak' });
    expect(weak.body.data!.resetPasswordConfirm).toEqual({
      ok: false,
      errors: [{ field: 'password', messages: ['passwords:error.invalidPassword'] }],
    });
    const done = await gql<{ resetPasswordConfirm: Payload }>(CONFIRM, { ...link, password: NEW_PASSWORD });
    expect(done.body.data!.resetPasswordConfirm).toEqual({ ok: true, errors: [] });

    const me = await session.gql<{ me: unknown }>('{ me { id } }');
    expect(me.body.errors?.[0]?.message).toBe('common:error.unauthorized');
    expect((await new TestClient(testApp.app).signIn(email, STRONG_PASSWORD)).ok).toBe(false);
    expect((await new TestClient(testApp.app).signIn(email, NEW_PASSWORD)).ok).toBe(true);

    const reused = await gql<{ resetPasswordConfirm: Payload }>(CONFIRM, {
      ...link,
      password: 'An0ther!Password',
    });
    expect(reused.body.data!.resetPasswordConfirm.errors).toEqual([
      { field: 'token', messages: ['passwords:error.invalidLink'] },
    ]);
  });

  it('refuses a link for another user, a made-up token, a setup token and an expired link', async () => {
    const { email } = await signedUpUser();
    const { gql } = clientFrom();
    await gql(RESET, { email });
    const link = await resetLinkFor(email);
    const invalid = [{ field: 'token', messages: ['passwords:error.invalidLink'] }];
    for (const variables of [
      { ...link, userId: '1' },
      { ...link, userId: 'abc' },
      { ...link, token: 'made-up' },
      { ...link, token: 'x'.repeat(500) },
    ]) {
      const result = await gql<{ resetPasswordConfirm: Payload }>(CONFIRM, {
        ...variables,
        password: NEW_PASSWORD,
      });
      expect(result.body.data!.resetPasswordConfirm.errors).toEqual(invalid);
    }
    const asSetup = await gql<{ setupPassword: Payload }>(
      'mutation($t: String!, $p: String!) { setupPassword(token: $t, password: $p) { ok errors { field messages } } }',
      { t: link.token, p: NEW_PASSWORD },
    );
    expect(asSetup.body.data!.setupPassword.errors).toEqual(invalid);

    offsetMs = 61 * 60 * 1000;
    try {
      const expired = await gql<{ resetPasswordConfirm: Payload }>(CONFIRM, {
        ...link,
        password: NEW_PASSWORD,
      });
      expect(expired.body.data!.resetPasswordConfirm.errors).toEqual(invalid);
    } finally {
      offsetMs = 0;
    }
  });

  it('keeps only the newest link of a user working', async () => {
    const { email } = await signedUpUser();
    const { gql } = clientFrom();
    await gql(RESET, { email });
    const first = await resetLinkFor(email);
    await gql(RESET, { email });
    const second = await resetLinkFor(email);
    expect(second.token).not.toBe(first.token);
    const old = await gql<{ resetPasswordConfirm: Payload }>(CONFIRM, { ...first, password: NEW_PASSWORD });
    expect(old.body.data!.resetPasswordConfirm.ok).toBe(false);
    const fresh = await gql<{ resetPasswordConfirm: Payload }>(CONFIRM, {
      ...second,
      password: NEW_PASSWORD,
    });
    expect(fresh.body.data!.resetPasswordConfirm.ok).toBe(true);
    const [user] = await testApp.deps.db.select().from(users).where(eq(users.email, email));
    const open = await testApp.deps.db
      .select()
      .from(passwordTokens)
      .where(eq(passwordTokens.userId, user!.id));
    expect(open.every((token) => token.usedAt !== null)).toBe(true);
  });
});

describe('setupPassword', () => {
  it('expires after seven days', async () => {
    const { gql } = clientFrom();
    const variables = signUpVariables({ password: null, brandIds: [brandId] });
    expect((await gql<CreateAccountAnswer>(SIGN_UP_MUTATION, variables)).body.data!.createAccount.ok).toBe(
      true,
    );
    const mails = await testApp.deps.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, variables.email as string));
    const token = /\/auth\/password-setup\/([\w-]+)/.exec(
      mails.find((m) => m.subject === 'Set up your password')!.text,
    )![1];
    offsetMs = 7 * 24 * 60 * 60 * 1000 + 60_000;
    try {
      const result = await gql<{ setupPassword: Payload }>(
        'mutation($t: String!, $p: String!) { setupPassword(token: $t, password: $p) { ok errors { field messages } } }',
        { t: token, p: NEW_PASSWORD },
      );
      expect(result.body.data!.setupPassword.errors).toEqual([
        { field: 'token', messages: ['passwords:error.invalidLink'] },
      ]);
    } finally {
      offsetMs = 0;
    }
  });
});
