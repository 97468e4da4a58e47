import { and, eq } from 'drizzle-orm';
import { type GraphQLObjectType, graphql as runGraphql } from 'graphql';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { memberships, rateLimitHits, sessions, users } from '../../db/schema/index';
import { schema } from '../../graphql/schema';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { TestClient } from '../../testing/graphql-client';
import {
  brandIdNamed,
  type CreateAccountAnswer,
  SIGN_UP_MUTATION,
  signUpVariables,
} from '../signup/sign-up-test-data';
import { seedAuthBackends } from '../social/seed-auth-backends';
import { BrowserFlow, handoffFrom } from '../social/social-test-helpers';
import { invitationTokenHash } from './invitation-token';
import {
  CONFIRM,
  companyId,
  INVITE,
  invitationRow,
  linkToken,
  type Payload,
  roleIds,
  STRONG_PASSWORD,
  signedIn,
  uniqueEmail,
} from './team-test-helpers';

/**
 * Issue 9, point 1: an owner of any company (anyone can sign up and be one) invited the e-mail of an
 * account without a password, read the token from the answer, and "accepted" with a password of their
 * choosing, which set that password and signed them in as the victim. The token now only goes to the
 * invitee's mailbox, and accepting never sets a password on an existing account.
 */
let testApp: TestApp;
let brandId: string;
beforeAll(async () => {
  testApp = await createTestApp();
  await seedAuthBackends(testApp.deps.db);
  brandId = await brandIdNamed(new TestClient(testApp.app), 'Northwind');
});
afterAll(() => testApp.close());
// Every test comes from one address; the per-address limits are tested elsewhere.
beforeEach(async () => {
  await testApp.deps.db.delete(rateLimitHits);
});

const PREVIEW =
  'query($token: String!) { invitationByToken(token: $token) { email hasUser hasPassword isSignedInAsInvitee } }';
const ME = '{ me { email company { name } role { name } } }';
type Confirm = Payload & { isSignedIn: boolean };

/** An attacker: anyone who signs up owns a company and may invite. */
async function attacker() {
  const client = new TestClient(testApp.app);
  const variables = signUpVariables({ email: uniqueEmail('attacker'), brandIds: [brandId] });
  const result = await client.gql<CreateAccountAnswer>(SIGN_UP_MUTATION, variables);
  expect(result.body.data!.createAccount.ok).toBe(true);
  const [row] = await testApp.deps.db
    .select({ companyId: memberships.companyId })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(users.email, variables.email as string));
  return { client, companyId: row!.companyId };
}

/** A victim whose account has no password: signed up without one (createAccount sends a setup link). */
async function passwordlessVictim() {
  const client = new TestClient(testApp.app);
  const variables = signUpVariables({ email: uniqueEmail('victim'), password: null, brandIds: [brandId] });
  const result = await client.gql<CreateAccountAnswer>(SIGN_UP_MUTATION, variables);
  expect(result.body.data!.createAccount.ok).toBe(true);
  const email = variables.email as string;
  expect((await userRow(email))!.passwordHash).toBeNull();
  return { client, email };
}

async function userRow(email: string) {
  const [row] = await testApp.deps.db.select().from(users).where(eq(users.email, email));
  return row;
}

async function invite(inviter: TestClient, email: string, role = 'MEMBER') {
  const result = await inviter.gql<{ inviteMember: Payload & { invitation: Record<string, unknown> } }>(
    INVITE,
    { email, roleId: (await roleIds(inviter))[role] },
  );
  expect(result.body.data?.inviteMember.ok).toBe(true);
  return result;
}

async function confirm(client: TestClient, variables: { name: string; token: string; password: string }) {
  const result = await client.gql<{ inviteMemberConfirm: Confirm }>(CONFIRM, variables);
  expect(result.body.errors).toBeUndefined();
  return result.body.data!.inviteMemberConfirm;
}

async function isMember(email: string, company: number) {
  const [row] = await testApp.deps.db
    .select({ id: memberships.id })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(users.email, email), eq(memberships.companyId, company)));
  return row !== undefined;
}

describe('the invitation token is a secret of the invitee', () => {
  it('is not a field of Invitation, so no query or mutation can hand it (or hasUser) to the inviter', async () => {
    const fields = Object.keys((schema.getType('Invitation') as GraphQLObjectType).getFields());
    expect(fields).not.toContain('token');
    expect(fields).not.toContain('hasUser');
    const owner = await signedIn(testApp, 'owner@demo.test');
    const asked = await owner.gql('{ invitations { email token } }');
    expect(asked.body.errors?.[0]?.message).toMatch(/token/);
    expect(asked.body.data).toBeUndefined();
    // The printed schema agrees (no field resolves it through any other type either).
    const printed = await runGraphql({
      schema,
      source: '{ __type(name: "Invitation") { fields { name } } }',
    });
    expect(JSON.stringify(printed.data)).not.toMatch(/"token"|"hasUser"/);
  });

  it('answers inviteMember and invitations without it; the database keeps only its SHA-256', async () => {
    const { client } = await attacker();
    const { email } = await passwordlessVictim();
    const invited = await invite(client, email);
    expect(Object.keys(invited.body.data!.inviteMember.invitation).sort()).toEqual([
      'email',
      'role',
      'status',
    ]);
    const token = await linkToken(testApp, email);
    expect(JSON.stringify(invited.body)).not.toContain(token);
    const listed = await client.gql('{ invitations { id email role { name } status dateCreated } }');
    expect(JSON.stringify(listed.body)).not.toContain(token);

    const row = await invitationRow(testApp, email);
    expect(row!.token).not.toBe(token);
    expect(row!.token).toBe(invitationTokenHash(token));
    // What the table holds does not open the invitation.
    const fromDatabase = await new TestClient(testApp.app).gql<{ invitationByToken: unknown }>(PREVIEW, {
      token: row!.token,
    });
    expect(fromDatabase.body.data?.invitationByToken).toBeNull();
  });
});

describe('accepting for an existing account without a password', () => {
  it('refuses the attack: no password is set, no session as the victim, no membership', async () => {
    const { client: evil, companyId: evilCompany } = await attacker();
    const { email } = await passwordlessVictim();
    await invite(evil, email, 'ADMIN');
    // Even holding the mailbox's token, a chosen password does not get in.
    const token = await linkToken(testApp, email);
    const answer = await confirm(evil, { name: 'Mallory', token, password: STRONG_PASSWORD });
    expect(answer).toEqual({
      ok: false,
      isSignedIn: false,
      errors: [{ field: 'password', messages: ['team:error.signInToAccept'] }],
    });
    const victim = await userRow(email);
    expect(victim!.passwordHash).toBeNull();
    expect(await testApp.deps.db.select().from(sessions).where(eq(sessions.userId, victim!.id))).toHaveLength(
      1, // the victim's own sign-up session, nothing new
    );
    // The attacker's browser is still the attacker.
    expect((await evil.gql<{ me: { email: string } }>(ME)).body.data?.me.email).not.toBe(email);
    expect(await isMember(email, evilCompany)).toBe(false);
    expect((await invitationRow(testApp, email))!.status).toBe('PENDING');
    // And signing in with the chosen password fails.
    const signIn = await new TestClient(testApp.app).signIn(email, STRONG_PASSWORD);
    expect(signIn.ok).toBe(false);
  });

  it('refuses a social sign-up account the same way', async () => {
    const flow = new BrowserFlow(testApp.app, new TestClient(testApp.app));
    const email = `social-${Date.now()}@sc.example.test`;
    const { location } = await flow.run({ provider: 'google', mode: 'signup', email, fullName: 'Sol Cial' });
    const signedUp = await flow.client.gql<{ socialSignUp: { ok: boolean } }>(
      'mutation ($provider: String!, $accessToken: String!) { socialSignUp(provider: $provider, accessToken: $accessToken, walletCurrencyCode: "SGD") { ok } }',
      handoffFrom(location),
    );
    expect(signedUp.body.data!.socialSignUp.ok).toBe(true);
    expect((await userRow(email))!.passwordHash).toBeNull();

    const { client: evil } = await attacker();
    await invite(evil, email);
    const token = await linkToken(testApp, email);
    const stranger = new TestClient(testApp.app);
    const preview = await stranger.gql<{ invitationByToken: unknown }>(PREVIEW, { token });
    expect(preview.body.data?.invitationByToken).toEqual({
      email,
      hasUser: true,
      hasPassword: false,
      isSignedInAsInvitee: false,
    });
    expect((await confirm(stranger, { name: '', token, password: STRONG_PASSWORD })).errors).toEqual([
      { field: 'password', messages: ['team:error.signInToAccept'] },
    ]);
    expect((await userRow(email))!.passwordHash).toBeNull();
    expect((await stranger.gql(ME)).body.errors?.[0]?.message).toBe('common:error.unauthorized');
  });

  it('refuses a browser signed in as somebody else', async () => {
    const { email } = await passwordlessVictim();
    await invite(await signedIn(testApp, 'owner@demo.test'), email);
    const token = await linkToken(testApp, email);
    const other = await signedIn(testApp, 'member@demo.test');
    expect((await other.gql<{ invitationByToken: unknown }>(PREVIEW, { token })).body.data).toEqual({
      invitationByToken: { email, hasUser: true, hasPassword: false, isSignedInAsInvitee: false },
    });
    expect((await confirm(other, { name: '', token, password: '' })).errors).toEqual([
      { field: 'password', messages: ['team:error.signInToAccept'] },
    ]);
    expect((await other.gql<{ me: { email: string } }>(ME)).body.data?.me.email).toBe('member@demo.test');
  });

  it('adds the membership when the invitee is signed in as itself, and still sets no password', async () => {
    const { client: victimBrowser, email } = await passwordlessVictim();
    await invite(await signedIn(testApp, 'owner@demo.test'), email, 'VIEWER');
    const token = await linkToken(testApp, email);
    expect((await victimBrowser.gql<{ invitationByToken: unknown }>(PREVIEW, { token })).body.data).toEqual({
      invitationByToken: { email, hasUser: true, hasPassword: false, isSignedInAsInvitee: true },
    });
    expect(await confirm(victimBrowser, { name: 'ignored', token, password: '' })).toEqual({
      ok: true,
      isSignedIn: true,
      errors: [],
    });
    expect(await isMember(email, await companyId(testApp, 'Acme Fashion'))).toBe(true);
    expect((await userRow(email))!.passwordHash).toBeNull();
    expect((await userRow(email))!.firstName).toBe('Ada');
    const me = await victimBrowser.gql<{ me: unknown }>(ME);
    expect(me.body.data?.me).toEqual({ email, company: { name: 'Acme Fashion' }, role: { name: 'VIEWER' } });
    expect((await invitationRow(testApp, email))!.status).toBe('ACCEPTED');
  });

  it('does not count staff impersonating the invitee as the invitee', async () => {
    const { email } = await passwordlessVictim();
    await invite(await signedIn(testApp, 'owner@demo.test'), email);
    const token = await linkToken(testApp, email);
    const staff = await signedIn(testApp, 'staff@demo.test');
    const impersonated = await staff.gql<{ impersonateUser: Payload }>(
      'mutation ($userId: ID!) { impersonateUser(userId: $userId) { ok errors { field messages } } }',
      { userId: String((await userRow(email))!.id) },
    );
    expect(impersonated.body.data!.impersonateUser.ok).toBe(true);
    expect((await confirm(staff, { name: '', token, password: '' })).errors).toEqual([
      { field: 'password', messages: ['team:error.signInToAccept'] },
    ]);
    expect((await invitationRow(testApp, email))!.status).toBe('PENDING');
  });
});

describe('accepting for an existing account with a password', () => {
  it('still joins with its own password, signed out, and never changes that password', async () => {
    const client = new TestClient(testApp.app);
    const variables = signUpVariables({ email: uniqueEmail('haspassword'), brandIds: [brandId] });
    expect(
      (await client.gql<CreateAccountAnswer>(SIGN_UP_MUTATION, variables)).body.data!.createAccount.ok,
    ).toBe(true);
    const email = variables.email as string;
    const before = (await userRow(email))!.passwordHash;
    await invite(await signedIn(testApp, 'owner@demo.test'), email);
    const token = await linkToken(testApp, email);
    const browser = new TestClient(testApp.app);
    expect((await confirm(browser, { name: '', token, password: 'Other!Passw0rd9' })).errors).toEqual([
      { field: 'password', messages: ['team:error.wrongPassword'] },
    ]);
    expect(await confirm(browser, { name: '', token, password: variables.password as string })).toEqual({
      ok: true,
      isSignedIn: true,
      errors: [],
    });
    expect((await userRow(email))!.passwordHash).toBe(before);
    expect(await isMember(email, await companyId(testApp, 'Acme Fashion'))).toBe(true);
  });

  it('joins signed in as itself without typing the password again', async () => {
    const client = new TestClient(testApp.app);
    const variables = signUpVariables({ email: uniqueEmail('signedin'), brandIds: [brandId] });
    expect(
      (await client.gql<CreateAccountAnswer>(SIGN_UP_MUTATION, variables)).body.data!.createAccount.ok,
    ).toBe(true);
    const email = variables.email as string;
    await invite(await signedIn(testApp, 'owner@demo.test'), email);
    const token = await linkToken(testApp, email);
    expect((await confirm(client, { name: '', token, password: '' })).ok).toBe(true);
    expect((await client.gql<{ me: { company: { name: string } } }>(ME)).body.data?.me.company.name).toBe(
      'Acme Fashion',
    );
  });
});
