import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { companies, invitations } from '../../db/schema/index';
import type { TestApp } from '../../testing/create-test-app';
import { TestClient } from '../../testing/graphql-client';
import { latestEmail } from '../../testing/outbox';

export type Payload = { ok: boolean; errors: { field: string | null; messages: string[] }[] };

export async function signedIn(testApp: TestApp, email: string) {
  const client = new TestClient(testApp.app);
  expect((await client.signIn(email)).ok).toBe(true);
  return client;
}

export async function companyId(testApp: TestApp, name: string) {
  const [row] = await testApp.deps.db.select().from(companies).where(eq(companies.name, name));
  return row!.id;
}

export async function roleIds(client: TestClient): Promise<Record<string, string>> {
  const result = await client.gql<{ roles: { id: string; name: string }[] }>('{ roles { id name } }');
  return Object.fromEntries(result.body.data!.roles.map((role) => [role.name, role.id]));
}

/** The token of the newest invitation link e-mailed to `email`. */
export async function linkToken(testApp: TestApp, email: string): Promise<string> {
  const mail = await latestEmail(testApp, email);
  const token = /\/auth\/invitation\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no invitation link for ${email}`);
  return token;
}

export async function invitationRow(testApp: TestApp, email: string) {
  const [row] = await testApp.deps.db
    .select()
    .from(invitations)
    .where(eq(invitations.email, email))
    .orderBy(desc(invitations.id))
    .limit(1);
  return row;
}

export const INVITE =
  'mutation($email: String!, $roleId: ID!) { inviteMember(email: $email, roleId: $roleId) { ok errors { field messages } invitation { email status role { name } } } }';
export const CONFIRM =
  'mutation($name: String!, $token: String!, $password: String!) { inviteMemberConfirm(name: $name, token: $token, password: $password) { ok isSignedIn errors { field messages } } }';
export const UPDATE =
  'mutation($accountId: ID!, $roleId: ID, $status: TeamUserStatus) { updateUserAccount(accountId: $accountId, roleId: $roleId, status: $status) { ok errors { field messages } user { id role { name } status } } }';
export const USERS = '{ users { id name email role { id name } status isMe } }';

export type TeamUser = {
  id: string;
  name: string;
  email: string;
  role: { name: string };
  status: string;
  isMe: boolean;
};

let counter = 0;
export const uniqueEmail = (prefix = 'invitee') => `${prefix}-${Date.now()}-${++counter}@example.test`;
export const STRONG_PASSWORD = 'Str0ng!Passw0rd';

/** Invites `email` as `role` with `inviter` and accepts it from the e-mailed link; returns the invitee's client. */
export async function inviteAndAccept(testApp: TestApp, inviter: TestClient, email: string, role = 'MEMBER') {
  const ids = await roleIds(inviter);
  const invited = await inviter.gql<{ inviteMember: Payload }>(INVITE, { email, roleId: ids[role] });
  expect(invited.body.data?.inviteMember.errors).toEqual([]);
  const invitee = new TestClient(testApp.app);
  const confirmed = await invitee.gql<{ inviteMemberConfirm: Payload }>(CONFIRM, {
    name: 'New Person',
    token: await linkToken(testApp, email),
    password: STRONG_PASSWORD,
  });
  expect(confirmed.body.data?.inviteMemberConfirm.ok).toBe(true);
  return invitee;
}
