import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { TestClient } from '../../testing/graphql-client';
import { latestSignInCode } from '../../testing/outbox';
import { runJobsOnce } from '../jobs/job-runner';

const email = 'otp@demo.test';
let clock = new Date();
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ now: () => clock });
});
afterAll(() => testApp.close());

const latestCode = () => latestSignInCode(testApp, email);

async function requestCode(client: TestClient) {
  const answer = await client.gql<{ generateOtp: { ok: boolean } }>(
    'mutation($email: String!) { generateOtp(email: $email) { ok } }',
    { email },
  );
  expect(answer.body.data?.generateOtp.ok).toBe(true);
  // The code is issued and e-mailed by a job, so the answer takes the same time for any e-mail.
  await runJobsOnce(testApp.deps);
  return latestCode();
}

describe('two-factor sign-in', () => {
  it('asks for a code after the right password and signs in with the e-mailed code', async () => {
    const client = new TestClient(testApp.app);
    const first = await client.signIn(email);
    expect(first).toMatchObject({ ok: false, otpRequired: true });
    expect(first.errors[0]?.field).toBe('otpCode');
    expect(client.cookie('sessionid')).toBeUndefined();

    const code = await requestCode(client);
    const second = await client.signIn(email, 'Demo!Passw0rd1', code);
    expect(second.ok).toBe(true);
    expect(client.cookie('sessionid')).toBeDefined();
  });

  it('does not ask for a code before the password is right', async () => {
    const result = await new TestClient(testApp.app).signIn(email, 'Wrong!Passw0rd1');
    expect(result).toMatchObject({ ok: false, otpRequired: false });
  });

  it('accepts a code only once', async () => {
    const client = new TestClient(testApp.app);
    const code = await requestCode(client);
    expect((await client.signIn(email, 'Demo!Passw0rd1', code)).ok).toBe(true);
    const again = await new TestClient(testApp.app).signIn(email, 'Demo!Passw0rd1', code);
    expect(again).toMatchObject({ ok: false, otpRequired: true });
  });

  it('refuses a code older than 10 minutes', async () => {
    const client = new TestClient(testApp.app);
    const code = await requestCode(client);
    clock = new Date(clock.getTime() + 11 * 60 * 1000);
    expect((await client.signIn(email, 'Demo!Passw0rd1', code)).ok).toBe(false);
  });

  it('answers ok for unknown e-mails without sending anything', async () => {
    const client = new TestClient(testApp.app);
    const before = await testApp.deps.db.select().from(outboxEmails);
    const answer = await client.gql<{ generateOtp: { ok: boolean } }>(
      'mutation { generateOtp(email: "ghost@demo.test") { ok } }',
    );
    expect(answer.body.data?.generateOtp.ok).toBe(true);
    await runJobsOnce(testApp.deps);
    expect(await testApp.deps.db.select().from(outboxEmails)).toHaveLength(before.length);
  });
});
