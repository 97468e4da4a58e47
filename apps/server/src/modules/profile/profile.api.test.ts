import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { TestClient } from '../../testing/graphql-client';
import { hashToken } from '../auth/session-token';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

type Payload = { ok: boolean; errors: { field: string | null; messages: string[] }[] };

const UPDATE_PROFILE = `mutation($firstName: String, $lastName: String, $title: String, $language: String, $timezone: String, $enabled2fa: Boolean) {
  updateProfile(firstName: $firstName, lastName: $lastName, title: $title, language: $language, timezone: $timezone, enabled2fa: $enabled2fa) {
    ok errors { field messages } me { firstName lastName title language timezone enabled2fa }
  } }`;
const CHANGE_PASSWORD = `mutation($currentPassword: String, $password: String, $cfPassword: String) {
  changePassword(currentPassword: $currentPassword, password: $password, cfPassword: $cfPassword) { ok errors { field messages } } }`;

const profile = {
  firstName: '  Victor ',
  lastName: 'Santos',
  title: 'Finance Lead',
  language: 'pt',
  timezone: 'America/Sao_Paulo',
  enabled2fa: false,
};

async function signedIn(email: string, password?: string) {
  const client = new TestClient(testApp.app);
  expect((await client.signIn(email, password)).ok).toBe(true);
  return client;
}

async function userRow(email: string) {
  const [row] = await testApp.deps.db.select().from(users).where(eq(users.email, email));
  return row!;
}

/** A throwaway user (with the demo password, or none), so these tests never change the demo personas. */
async function freshUser({ withPassword }: { withPassword: boolean }) {
  const email = `profile-${randomBytes(4).toString('hex')}@example.test`;
  const passwordHash = withPassword ? (await userRow('owner@demo.test')).passwordHash : null;
  await testApp.deps.db.insert(users).values({ email, passwordHash, firstName: 'Test', lastName: 'User' });
  return email;
}

/** A session row as impersonation creates it: the user, with staff as the impersonator. */
async function impersonatingClient(email: string) {
  const user = await userRow(email);
  const staff = await userRow('staff@demo.test');
  const token = randomBytes(32).toString('base64url');
  await testApp.deps.db.insert(sessions).values({
    id: hashToken(token),
    userId: user.id,
    companyId: null,
    impersonatorId: staff.id,
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  const client = new TestClient(testApp.app);
  client.setCookie('sessionid', token);
  return client;
}

describe('updateProfile', () => {
  it('saves the trimmed profile and answers the updated me', async () => {
    const client = await signedIn('viewer@demo.test');
    const result = await client.gql<{ updateProfile: Payload & { me: Record<string, unknown> } }>(
      UPDATE_PROFILE,
      profile,
    );
    expect(result.body.data?.updateProfile).toMatchObject({
      ok: true,
      me: { firstName: 'Victor', language: 'pt', timezone: 'America/Sao_Paulo', title: 'Finance Lead' },
    });
    expect((await userRow('viewer@demo.test')).language).toBe('pt');
    await client.gql(UPDATE_PROFILE, { ...profile, language: 'en', timezone: 'Asia/Singapore' });
  });

  it('requires the trimmed names, title and time zone, with the spec messages', async () => {
    const client = await signedIn('viewer@demo.test');
    const result = await client.gql<{ updateProfile: Payload }>(UPDATE_PROFILE, {
      ...profile,
      firstName: '   ',
      lastName: null,
      title: '',
      timezone: ' ',
    });
    expect(result.body.data?.updateProfile.ok).toBe(false);
    expect(result.body.data?.updateProfile.errors).toEqual([
      { field: 'firstName', messages: ['profile:error.requireFirstName'] },
      { field: 'lastName', messages: ['profile:error.requireLastName'] },
      { field: 'title', messages: ['profile:error.requireTitle'] },
      { field: 'timezone', messages: ['profile:error.requireTimezone'] },
    ]);
  });

  it('refuses overlong text, unknown languages and unknown time zones', async () => {
    const client = await signedIn('viewer@demo.test');
    const result = await client.gql<{ updateProfile: Payload }>(UPDATE_PROFILE, {
      ...profile,
      title: 'x'.repeat(256),
      language: 'fr',
      timezone: 'Mars/Olympus_Mons',
    });
    expect(result.body.data?.updateProfile.errors.map((error) => error.field).sort()).toEqual([
      'language',
      'timezone',
      'title',
    ]);
    expect((await userRow('viewer@demo.test')).title).not.toHaveLength(256);
  });

  it('answers a GraphQL error for wrong types', async () => {
    const client = await signedIn('viewer@demo.test');
    const result = await client.gql(UPDATE_PROFILE, { ...profile, enabled2fa: 'yes' });
    expect(result.body.errors?.length).toBeGreaterThan(0);
  });

  it('is refused signed out', async () => {
    const result = await new TestClient(testApp.app).gql(UPDATE_PROFILE, profile);
    expect(result.body.errors?.[0]?.message).toBe('common:error.unauthorized');
  });

  it('turns two-factor sign-in on, and sign-in then asks for a code', async () => {
    const email = await freshUser({ withPassword: true });
    const client = await signedIn(email);
    const result = await client.gql<{ updateProfile: Payload }>(UPDATE_PROFILE, {
      ...profile,
      enabled2fa: true,
    });
    expect(result.body.data?.updateProfile.ok).toBe(true);
    expect((await new TestClient(testApp.app).signIn(email)).otpRequired).toBe(true);
  });

  it('refuses a 2FA change while impersonating but saves the rest', async () => {
    const client = await impersonatingClient('admin@demo.test');
    const refused = await client.gql<{ updateProfile: Payload }>(UPDATE_PROFILE, {
      ...profile,
      enabled2fa: true,
    });
    expect(refused.body.data?.updateProfile.errors).toEqual([
      { field: 'enabled2fa', messages: ['profile:error.refusedWhileImpersonating'] },
    ]);
    expect((await userRow('admin@demo.test')).enabled2fa).toBe(false);
    const admin = await userRow('admin@demo.test');
    const kept = await client.gql<{ updateProfile: Payload }>(UPDATE_PROFILE, {
      firstName: admin.firstName,
      lastName: admin.lastName,
      title: admin.title,
      timezone: admin.timezone,
      enabled2fa: false,
    });
    expect(kept.body.data?.updateProfile.ok).toBe(true);
  });
});

describe('changePassword', () => {
  const newPassword = 'Fresh!Passw0rd42';

  it('changes the password, ends the other sessions and keeps this one', async () => {
    const email = await freshUser({ withPassword: true });
    const other = await signedIn(email);
    const client = await signedIn(email);
    const result = await client.gql<{ changePassword: Payload }>(CHANGE_PASSWORD, {
      currentPassword: 'Demo!Passw0rd1',
      password: newPassword,
      cfPassword: newPassword,
    });
    expect(result.body.data?.changePassword).toEqual({ ok: true, errors: [] });
    expect((await client.gql('{ me { email } }')).body.errors).toBeUndefined();
    expect((await other.gql('{ me { email } }')).body.errors?.[0]?.message).toBe('common:error.unauthorized');
    expect((await new TestClient(testApp.app).signIn(email, newPassword)).ok).toBe(true);
    expect((await new TestClient(testApp.app).signIn(email)).ok).toBe(false);
  });

  it('refuses a wrong current password', async () => {
    const email = await freshUser({ withPassword: true });
    const client = await signedIn(email);
    const result = await client.gql<{ changePassword: Payload }>(CHANGE_PASSWORD, {
      currentPassword: 'Wrong!Passw0rd1',
      password: newPassword,
      cfPassword: newPassword,
    });
    expect(result.body.data?.changePassword.errors).toEqual([
      { field: 'currentPassword', messages: ['profile:error.wrongCurrentPassword'] },
    ]);
  });

  it('asks for the current password, the policy and a matching confirmation', async () => {
    const client = await signedIn('viewer@demo.test');
    const result = await client.gql<{ changePassword: Payload }>(CHANGE_PASSWORD, {
      currentPassword: '',
      password: 'weakpass',
      cfPassword: 'different',
    });
    expect(result.body.data?.changePassword.errors).toEqual([
      { field: 'password', messages: ['profile:error.invalidPassword'] },
      { field: 'currentPassword', messages: ['profile:error.requireCurrentPassword'] },
      { field: 'cfPassword', messages: ['profile:error.passwordMismatch'] },
    ]);
    const overlong = await client.gql<{ changePassword: Payload }>(CHANGE_PASSWORD, {
      currentPassword: 'Demo!Passw0rd1',
      password: `Aa1!${'x'.repeat(200)}`,
      cfPassword: `Aa1!${'x'.repeat(200)}`,
    });
    expect(overlong.body.data?.changePassword.errors[0]?.messages).toContain('profile:error.tooLong');
  });

  it('needs no current password from a user without a usable one (social sign-up)', async () => {
    const email = await freshUser({ withPassword: false });
    const user = await userRow(email);
    const token = randomBytes(32).toString('base64url');
    await testApp.deps.db.insert(sessions).values({
      id: hashToken(token),
      userId: user.id,
      companyId: null,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    const client = new TestClient(testApp.app);
    client.setCookie('sessionid', token);
    const result = await client.gql<{ changePassword: Payload }>(CHANGE_PASSWORD, {
      password: newPassword,
      cfPassword: newPassword,
    });
    expect(result.body.data?.changePassword.ok).toBe(true);
    expect((await userRow(email)).passwordHash).not.toBeNull();
  });

  it('is refused while impersonating', async () => {
    const client = await impersonatingClient('member@demo.test');
    const before = (await userRow('member@demo.test')).passwordHash;
    const result = await client.gql<{ changePassword: Payload }>(CHANGE_PASSWORD, {
      currentPassword: 'Demo!Passw0rd1',
      password: newPassword,
      cfPassword: newPassword,
    });
    expect(result.body.data?.changePassword.errors).toEqual([
      { field: null, messages: ['profile:error.refusedWhileImpersonating'] },
    ]);
    expect((await userRow('member@demo.test')).passwordHash).toBe(before);
  });
});
