import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations, notifications, users } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { TestClient } from '../../testing/graphql-client';
import { invitationTokenHash } from './invitation-token';
import {
  CONFIRM,
  INVITE,
  invitationRow,
  linkToken,
  type Payload,
  roleIds,
  STRONG_PASSWORD,
  signedIn,
  type TeamUser,
  USERS,
  uniqueEmail,
} from './team-test-helpers';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const PREVIEW =
  'query($token: String!) { invitationByToken(token: $token) { email companyName roleName status hasUser hasPassword isSignedInAsInvitee } }';
const ME = '{ me { email firstName lastName company { name } role { name } } }';
type Confirm = Payload & { isSignedIn: boolean };

async function invite(email: string, role = 'MEMBER', inviter = 'owner@demo.test') {
  const owner = await signedIn(testApp, inviter);
  const result = await owner.gql<{ inviteMember: Payload }>(INVITE, {
    email,
    roleId: (await roleIds(owner))[role],
  });
  expect(result.body.data?.inviteMember.ok).toBe(true);
  return { owner, token: await linkToken(testApp, email) };
}

async function confirm(client: TestClient, variables: { name: string; token: string; password: string }) {
  const result = await client.gql<{ inviteMemberConfirm: Confirm }>(CONFIRM, variables);
  expect(result.body.errors).toBeUndefined();
  return result.body.data!.inviteMemberConfirm;
}

describe('invitationByToken', () => {
  it('shows the company and role to anyone holding the link', async () => {
    const email = uniqueEmail();
    const { token } = await invite(email, 'ADMIN');
    const preview = await new TestClient(testApp.app).gql<{ invitationByToken: unknown }>(PREVIEW, { token });
    expect(preview.body.data?.invitationByToken).toEqual({
      email,
      companyName: 'Acme Fashion',
      roleName: 'ADMIN',
      status: 'PENDING',
      hasUser: false,
      hasPassword: false,
      isSignedInAsInvitee: false,
    });
  });

  it('finds nothing for an unknown or absurd token', async () => {
    const client = new TestClient(testApp.app);
    for (const token of ['nope', 'x'.repeat(5000), '']) {
      const result = await client.gql<{ invitationByToken: unknown }>(PREVIEW, { token });
      expect(result.body.data?.invitationByToken).toBeNull();
    }
  });
});

describe('inviteMemberConfirm', () => {
  it('creates the user, signs them in to the company, uses the invitation up and tells the managers', async () => {
    const email = uniqueEmail('joiner');
    const { owner, token } = await invite(email);
    const invitee = new TestClient(testApp.app);
    expect(await confirm(invitee, { name: '  Ana  Maria Souza ', token, password: STRONG_PASSWORD })).toEqual(
      {
        ok: true,
        isSignedIn: true,
        errors: [],
      },
    );
    const me = await invitee.gql<{ me: Record<string, unknown> }>(ME);
    expect(me.body.data?.me).toEqual({
      email,
      firstName: 'Ana',
      lastName: 'Maria Souza',
      company: { name: 'Acme Fashion' },
      role: { name: 'MEMBER' },
    });
    expect((await invitationRow(testApp, email))?.status).toBe('ACCEPTED');
    const listed = await owner.gql<{ invitations: { email: string }[] }>('{ invitations { email } }');
    expect(listed.body.data!.invitations.map((invitation) => invitation.email)).not.toContain(email);
    const team = await owner.gql<{ users: TeamUser[] }>(USERS);
    expect(team.body.data!.users.find((user) => user.email === email)).toMatchObject({
      name: 'Ana Maria Souza',
      status: 'ACTIVE',
    });

    const [joined] = await testApp.deps.db.select().from(users).where(eq(users.email, email));
    const sent = await testApp.deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.kind, 'MEMBER_JOINED'));
    const messages = sent.filter((row) => row.messageHtml.includes('Ana Maria Souza'));
    expect(messages[0]?.messageHtml).toBe('<b>Ana Maria Souza</b> joined <b>Acme Fashion</b> as MEMBER');
    const recipients = await Promise.all(
      messages.map(
        async (row) => (await testApp.deps.db.select().from(users).where(eq(users.id, row.userId)))[0]!.email,
      ),
    );
    expect(recipients).toEqual(
      expect.arrayContaining(['owner@demo.test', 'admin@demo.test', 'multi@demo.test']),
    );
    expect(recipients).not.toContain(email);
    expect(new Set(recipients).size).toBe(recipients.length);
    expect(joined).toBeDefined();
  });

  it('refuses a used link the second time', async () => {
    const email = uniqueEmail();
    const { token } = await invite(email);
    expect(
      (await confirm(new TestClient(testApp.app), { name: 'One', token, password: STRONG_PASSWORD })).ok,
    ).toBe(true);
    const again = await confirm(new TestClient(testApp.app), {
      name: 'Two',
      token,
      password: STRONG_PASSWORD,
    });
    expect(again).toEqual({
      ok: false,
      isSignedIn: false,
      errors: [{ field: 'token', messages: ['team:error.invitationUsed'] }],
    });
    expect(
      (await new TestClient(testApp.app).gql<{ invitationByToken: { status: string } }>(PREVIEW, { token }))
        .body.data?.invitationByToken.status,
    ).toBe('ACCEPTED');
  });

  it('refuses an expired link and an unknown one', async () => {
    const email = uniqueEmail();
    const { token } = await invite(email);
    await testApp.deps.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.token, invitationTokenHash(token)));
    const client = new TestClient(testApp.app);
    expect((await confirm(client, { name: 'Late', token, password: STRONG_PASSWORD })).errors).toEqual([
      { field: 'token', messages: ['team:error.invitationExpired'] },
    ]);
    expect(
      (await confirm(client, { name: 'Who', token: 'unknown', password: STRONG_PASSWORD })).errors,
    ).toEqual([{ field: 'token', messages: ['team:error.invitationInvalid'] }]);
    expect((await testApp.deps.db.select().from(users).where(eq(users.email, email))).length).toBe(0);
  });

  it('needs a name and a policy-strong password from a newcomer', async () => {
    const email = uniqueEmail();
    const { token } = await invite(email);
    const client = new TestClient(testApp.app);
    expect((await confirm(client, { name: '  ', token, password: 'weak' })).errors).toEqual([
      { field: 'name', messages: ['team:error.requireName'] },
      { field: 'password', messages: ['team:error.invalidPassword'] },
    ]);
    expect(
      (await confirm(client, { name: 'x'.repeat(151), token, password: STRONG_PASSWORD })).errors,
    ).toEqual([{ field: 'name', messages: ['team:error.nameTooLong'] }]);
    expect((await invitationRow(testApp, email))?.status).toBe('PENDING');
  });

  it("adds an existing account after checking that account's password", async () => {
    const { token } = await invite('nobrand@demo.test', 'VIEWER');
    const preview = await new TestClient(testApp.app).gql<{ invitationByToken: Record<string, unknown> }>(
      PREVIEW,
      { token },
    );
    expect(preview.body.data?.invitationByToken).toMatchObject({
      hasUser: true,
      hasPassword: true,
      isSignedInAsInvitee: false,
    });
    const client = new TestClient(testApp.app);
    expect((await confirm(client, { name: '', token, password: STRONG_PASSWORD })).errors).toEqual([
      { field: 'password', messages: ['team:error.wrongPassword'] },
    ]);
    expect(await confirm(client, { name: '', token, password: 'Demo!Passw0rd1' })).toMatchObject({
      ok: true,
      isSignedIn: true,
    });
    const me = await client.gql<{
      me: { firstName: string; company: { name: string }; role: { name: string } };
    }>(ME);
    expect(me.body.data?.me).toMatchObject({
      firstName: 'Noah',
      company: { name: 'Acme Fashion' },
      role: { name: 'VIEWER' },
    });
  });

  it('replaces whoever was signed in on the browser', async () => {
    const email = uniqueEmail();
    const { token } = await invite(email);
    const browser = await signedIn(testApp, 'viewer@demo.test');
    expect((await confirm(browser, { name: 'Fresh Face', token, password: STRONG_PASSWORD })).ok).toBe(true);
    expect((await browser.gql<{ me: { email: string } }>(ME)).body.data?.me.email).toBe(email);
  });

  it('does not skip two-factor sign-in for an existing account that uses it', async () => {
    const { token } = await invite('otp@demo.test', 'MEMBER', 'nobrand@demo.test');
    const client = new TestClient(testApp.app);
    expect(await confirm(client, { name: '', token, password: 'Demo!Passw0rd1' })).toEqual({
      ok: true,
      isSignedIn: false,
      errors: [],
    });
    expect((await client.gql(ME)).body.errors?.[0]?.message).toBe('common:error.unauthorized');
  });

  it('limits attempts per address', async () => {
    const client = new TestClient(testApp.app);
    let last: Confirm | undefined;
    for (let attempt = 0; attempt < 31; attempt++) {
      last = await confirm(client, { name: 'Spam', token: `guess-${attempt}`, password: STRONG_PASSWORD });
    }
    expect(last?.errors).toEqual([{ field: null, messages: ['common:error.tooManyRequests'] }]);
  });
});
