import { formatDateTime } from '@portal/domain/day-format';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  companies,
  configurations,
  invitations,
  memberships,
  outboxEmails,
  sessions,
  users,
} from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { TestClient } from '../../testing/graphql-client';
import {
  CONFIRM,
  companyId,
  INVITE,
  invitationRow,
  inviteAndAccept,
  linkToken,
  type Payload,
  roleIds,
  STRONG_PASSWORD,
  signedIn,
  type TeamUser,
  UPDATE,
  USERS,
  uniqueEmail,
} from './team-test-helpers';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const INVITATIONS = '{ invitations { id email status role { name } dateCreated } }';
type Invitation = {
  id: string;
  email: string;
  status: string;
  role: { name: string };
};

async function teamUsers(client: TestClient) {
  const result = await client.gql<{ users: TeamUser[] }>(USERS);
  expect(result.body.errors).toBeUndefined();
  return result.body.data!.users;
}

describe('users and invitations queries', () => {
  it('lists the acting company members with role, status and isMe', async () => {
    const owner = await signedIn(testApp, 'owner@demo.test');
    const list = await teamUsers(owner);
    const emails = list.map((user) => user.email);
    expect(emails).toEqual(
      expect.arrayContaining(['owner@demo.test', 'admin@demo.test', 'member@demo.test']),
    );
    expect(emails).not.toContain('nobrand@demo.test');
    expect(list.find((user) => user.isMe)?.email).toBe('owner@demo.test');
    expect(list.find((user) => user.email === 'viewer@demo.test')).toMatchObject({
      role: { name: 'VIEWER' },
      status: 'ACTIVE',
      isMe: false,
    });
  });

  it.each(['member@demo.test', 'viewer@demo.test'])('refuses %s the team operations', async (email) => {
    const client = await signedIn(testApp, email);
    const ids = await roleIds(client);
    for (const [query, variables] of [
      [USERS, {}],
      [INVITATIONS, {}],
      [INVITE, { email: uniqueEmail(), roleId: ids.MEMBER }],
      [UPDATE, { accountId: '1', status: 'DISABLED' }],
      ['mutation { resendInvitation(email: "x@example.test") { ok } }', {}],
      ['mutation { revokeInvitation(invitationId: "1") { ok } }', {}],
    ] as const) {
      const result = await client.gql(query, variables);
      expect(result.body.errors?.[0]?.message).toBe('common:permissionDenied');
    }
  });

  it('answers UNAUTHORIZED when signed out', async () => {
    const result = await new TestClient(testApp.app).gql(USERS);
    expect(result.body.errors?.[0]?.message).toBe('common:error.unauthorized');
  });
});

describe('inviteMember', () => {
  it('stores a PENDING invitation and e-mails a link to /auth/invitation/{token}', async () => {
    const admin = await signedIn(testApp, 'admin@demo.test');
    const email = uniqueEmail();
    const ids = await roleIds(admin);
    const result = await admin.gql<{ inviteMember: Payload & { invitation: Invitation } }>(INVITE, {
      email: `  ${email.toUpperCase()} `,
      roleId: ids.MEMBER,
    });
    expect(result.body.data?.inviteMember).toMatchObject({
      ok: true,
      errors: [],
      invitation: { email, status: 'PENDING', role: { name: 'MEMBER' } },
    });
    const [mail] = await testApp.deps.db.select().from(outboxEmails).where(eq(outboxEmails.to, email));
    expect(mail?.subject).toContain('Acme Fashion');
    expect(mail?.text).toContain(
      `${testApp.deps.config.publicUrl}/auth/invitation/${await linkToken(testApp, email)}`,
    );
    const listed = await admin.gql<{ invitations: Invitation[] }>(INVITATIONS);
    expect(listed.body.data!.invitations.map((invitation) => invitation.email)).toContain(email);
  });

  it('expires after invitation_expiry_days (7 by default, read from configuration)', async () => {
    const owner = await signedIn(testApp, 'owner@demo.test');
    const ids = await roleIds(owner);
    const first = uniqueEmail();
    await owner.gql(INVITE, { email: first, roleId: ids.VIEWER });
    const row = await invitationRow(testApp, first);
    const days = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 86_400_000;
    expect(Math.round(days)).toBe(7);
    // The e-mail writes the expiry yyyy/MM/dd HH:mm in the company's zone, named (decision 0181).
    const [company] = await testApp.deps.db
      .select({ timezone: companies.timezone })
      .from(companies)
      .where(eq(companies.id, row!.companyId));
    const [mail] = await testApp.deps.db.select().from(outboxEmails).where(eq(outboxEmails.to, first));
    expect(mail?.text).toContain(
      `expires on ${formatDateTime(row!.expiresAt, company!.timezone)} (${company!.timezone}).`,
    );
    expect(mail?.text).toMatch(/expires on \d{4}\/\d{2}\/\d{2} \d{2}:\d{2} \(/);

    await testApp.deps.db
      .update(configurations)
      .set({ value: '2' })
      .where(eq(configurations.key, 'invitation_expiry_days'));
    const second = uniqueEmail();
    await owner.gql(INVITE, { email: second, roleId: ids.VIEWER });
    const short = await invitationRow(testApp, second);
    expect(Math.round((short!.expiresAt.getTime() - short!.createdAt.getTime()) / 86_400_000)).toBe(2);
    await testApp.deps.db
      .update(configurations)
      .set({ value: '7' })
      .where(eq(configurations.key, 'invitation_expiry_days'));
  });

  it('refreshes a waiting invitation instead of adding another; the old link stops working', async () => {
    const owner = await signedIn(testApp, 'owner@demo.test');
    const ids = await roleIds(owner);
    const email = uniqueEmail();
    await owner.gql(INVITE, { email, roleId: ids.MEMBER });
    const oldToken = await linkToken(testApp, email);
    await owner.gql(INVITE, { email, roleId: ids.ADMIN });
    const rows = await testApp.deps.db.select().from(invitations).where(eq(invitations.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token).not.toBe(oldToken);
    const preview = await new TestClient(testApp.app).gql<{ invitationByToken: unknown }>(
      'query($token: String!) { invitationByToken(token: $token) { roleName } }',
      { token: oldToken },
    );
    expect(preview.body.data?.invitationByToken).toBeNull();
  });

  it('refuses bad input per field', async () => {
    const owner = await signedIn(testApp, 'owner@demo.test');
    const ids = await roleIds(owner);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ email: '   ', roleId: ids.MEMBER }, 'email', 'team:error.requireEmail'],
      [{ email: 'not-an-email', roleId: ids.MEMBER }, 'email', 'team:error.invalidEmail'],
      [{ email: `${'a'.repeat(250)}@example.test`, roleId: ids.MEMBER }, 'email', 'team:error.invalidEmail'],
      [{ email: uniqueEmail(), roleId: '999999' }, 'roleId', 'team:error.invalidRole'],
      [{ email: uniqueEmail(), roleId: 'abc' }, 'roleId', 'team:error.invalidRole'],
      [{ email: 'admin@demo.test', roleId: ids.MEMBER }, 'email', 'team:error.alreadyMember'],
    ];
    for (const [variables, field, message] of cases) {
      const result = await owner.gql<{ inviteMember: Payload }>(INVITE, variables);
      expect(result.body.data?.inviteMember.ok).toBe(false);
      expect(result.body.data?.inviteMember.errors).toContainEqual({ field, messages: [message] });
    }
  });

  it('lets only owners invite an OWNER', async () => {
    const admin = await signedIn(testApp, 'admin@demo.test');
    const ids = await roleIds(admin);
    const refused = await admin.gql<{ inviteMember: Payload }>(INVITE, {
      email: uniqueEmail(),
      roleId: ids.OWNER,
    });
    expect(refused.body.data?.inviteMember.errors).toEqual([
      { field: 'roleId', messages: ['team:error.cannotGrantOwner'] },
    ]);
    const owner = await signedIn(testApp, 'owner@demo.test');
    const allowed = await owner.gql<{ inviteMember: Payload }>(INVITE, {
      email: uniqueEmail(),
      roleId: ids.OWNER,
    });
    expect(allowed.body.data?.inviteMember.ok).toBe(true);
  });
});

describe('resendInvitation', () => {
  it('refreshes an EXPIRED invitation with a new token and expiry, and e-mails it again', async () => {
    const owner = await signedIn(testApp, 'owner@demo.test');
    const ids = await roleIds(owner);
    const email = uniqueEmail();
    await owner.gql(INVITE, { email, roleId: ids.MEMBER });
    const oldToken = await linkToken(testApp, email);
    await testApp.deps.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.email, email));
    const listed = await owner.gql<{ invitations: Invitation[] }>(INVITATIONS);
    expect(listed.body.data!.invitations.find((invitation) => invitation.email === email)?.status).toBe(
      'EXPIRED',
    );

    const resent = await owner.gql<{ resendInvitation: Payload & { invitation: Invitation } }>(
      'mutation($email: String!) { resendInvitation(email: $email) { ok errors { field messages } invitation { status } } }',
      { email },
    );
    expect(resent.body.data?.resendInvitation).toMatchObject({ ok: true, invitation: { status: 'PENDING' } });
    const newToken = await linkToken(testApp, email);
    expect(newToken).not.toBe(oldToken);
    const mails = await testApp.deps.db.select().from(outboxEmails).where(eq(outboxEmails.to, email));
    expect(mails).toHaveLength(2);
  });

  it("finds nothing for an unknown e-mail or another company's invitation", async () => {
    const owner = await signedIn(testApp, 'owner@demo.test');
    const ids = await roleIds(owner);
    const email = uniqueEmail();
    await owner.gql(INVITE, { email, roleId: ids.MEMBER });
    const bolt = await signedIn(testApp, 'multi@demo.test');
    const boltId = await companyId(testApp, 'Bolt Apparel');
    await bolt.gql('mutation($id: ID!) { switchAccount(accountId: $id) { ok } }', {
      id: String(
        (
          await testApp.deps.db
            .select({ id: memberships.id })
            .from(memberships)
            .innerJoin(users, eq(users.id, memberships.userId))
            .where(and(eq(users.email, 'multi@demo.test'), eq(memberships.companyId, boltId)))
        )[0]!.id,
      ),
    });
    for (const [client, target] of [
      [owner, uniqueEmail()],
      [bolt, email],
    ] as const) {
      const result = await client.gql<{ resendInvitation: Payload }>(
        'mutation($email: String!) { resendInvitation(email: $email) { ok errors { field messages } } }',
        { email: target },
      );
      expect(result.body.data?.resendInvitation.errors).toEqual([
        { field: 'email', messages: ['team:error.invitationNotFound'] },
      ]);
    }
  });
});

describe('revokeInvitation (issue 12)', () => {
  const REVOKE =
    'mutation($id: ID!) { revokeInvitation(invitationId: $id) { ok errors { field messages } } }';

  it('withdraws a waiting invitation: it leaves the list and its link is refused', async () => {
    const admin = await signedIn(testApp, 'admin@demo.test');
    const ids = await roleIds(admin);
    const email = uniqueEmail();
    await admin.gql(INVITE, { email, roleId: ids.MEMBER });
    const token = await linkToken(testApp, email);
    const row = await invitationRow(testApp, email);

    const revoked = await admin.gql<{ revokeInvitation: Payload }>(REVOKE, { id: String(row!.id) });
    expect(revoked.body.data?.revokeInvitation).toEqual({ ok: true, errors: [] });
    expect((await invitationRow(testApp, email))?.status).toBe('CANCELLED');
    const listed = await admin.gql<{ invitations: Invitation[] }>(INVITATIONS);
    expect(listed.body.data!.invitations.map((invitation) => invitation.email)).not.toContain(email);

    const invitee = new TestClient(testApp.app);
    const preview = await invitee.gql<{ invitationByToken: unknown }>(
      'query($token: String!) { invitationByToken(token: $token) { email } }',
      { token },
    );
    expect(preview.body.data?.invitationByToken).toBeNull();
    const confirmed = await invitee.gql<{ inviteMemberConfirm: Payload }>(CONFIRM, {
      name: 'Too Late',
      token,
      password: STRONG_PASSWORD,
    });
    expect(confirmed.body.data?.inviteMemberConfirm).toMatchObject({
      ok: false,
      errors: [{ field: 'token', messages: ['team:error.invitationInvalid'] }],
    });
    const again = await admin.gql<{ revokeInvitation: Payload }>(REVOKE, { id: String(row!.id) });
    expect(again.body.data?.revokeInvitation.errors).toEqual([
      { field: 'invitationId', messages: ['team:error.invitationNotFound'] },
    ]);
  });

  it("refuses an admin withdrawing an owner's invitation, as it refuses granting the role", async () => {
    const owner = await signedIn(testApp, 'owner@demo.test');
    const ids = await roleIds(owner);
    const email = uniqueEmail();
    await owner.gql(INVITE, { email, roleId: ids.OWNER });
    const row = await invitationRow(testApp, email);
    const admin = await signedIn(testApp, 'admin@demo.test');
    const refused = await admin.gql<{ revokeInvitation: Payload }>(REVOKE, { id: String(row!.id) });
    expect(refused.body.data?.revokeInvitation.errors).toEqual([
      { field: 'invitationId', messages: ['team:error.cannotGrantOwner'] },
    ]);
    expect((await invitationRow(testApp, email))?.status).toBe('PENDING');
    const revoked = await owner.gql<{ revokeInvitation: Payload }>(REVOKE, { id: String(row!.id) });
    expect(revoked.body.data?.revokeInvitation).toEqual({ ok: true, errors: [] });
  });

  it("leaves another company's invitation alone", async () => {
    const owner = await signedIn(testApp, 'owner@demo.test');
    const ids = await roleIds(owner);
    const email = uniqueEmail();
    await owner.gql(INVITE, { email, roleId: ids.MEMBER });
    const row = await invitationRow(testApp, email);
    const bolt = await signedIn(testApp, 'multi@demo.test');
    const boltId = await companyId(testApp, 'Bolt Apparel');
    const [boltAccount] = await testApp.deps.db
      .select({ id: memberships.id })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(eq(users.email, 'multi@demo.test'), eq(memberships.companyId, boltId)));
    await bolt.gql('mutation($id: ID!) { switchAccount(accountId: $id) { ok } }', {
      id: String(boltAccount!.id),
    });
    const result = await bolt.gql<{ revokeInvitation: Payload }>(REVOKE, { id: String(row!.id) });
    expect(result.body.data?.revokeInvitation.errors).toEqual([
      { field: 'invitationId', messages: ['team:error.invitationNotFound'] },
    ]);
    expect((await invitationRow(testApp, email))?.status).toBe('PENDING');
  });
});

describe('updateUserAccount', () => {
  async function boltOwner() {
    const client = await signedIn(testApp, 'multi@demo.test');
    const boltId = await companyId(testApp, 'Bolt Apparel');
    const [account] = await testApp.deps.db
      .select({ id: memberships.id })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(eq(users.email, 'multi@demo.test'), eq(memberships.companyId, boltId)));
    const switched = await client.gql<{ switchAccount: Payload }>(
      'mutation($id: ID!) { switchAccount(accountId: $id) { ok } }',
      { id: String(account!.id) },
    );
    expect(switched.body.data?.switchAccount.ok).toBe(true);
    return client;
  }

  it('changes a role and toggles the status of another member', async () => {
    const owner = await signedIn(testApp, 'owner@demo.test');
    await inviteAndAccept(testApp, owner, uniqueEmail('role'), 'MEMBER');
    const target = (await teamUsers(owner)).find((user) => user.email.startsWith('role-'))!;
    const ids = await roleIds(owner);
    const changed = await owner.gql<{ updateUserAccount: Payload & { user: TeamUser } }>(UPDATE, {
      accountId: target.id,
      roleId: ids.VIEWER,
    });
    expect(changed.body.data?.updateUserAccount).toMatchObject({
      ok: true,
      user: { role: { name: 'VIEWER' } },
    });
    const disabled = await owner.gql<{ updateUserAccount: Payload & { user: TeamUser } }>(UPDATE, {
      accountId: target.id,
      status: 'DISABLED',
    });
    expect(disabled.body.data?.updateUserAccount.user.status).toBe('DISABLED');
    const again = await owner.gql<{ updateUserAccount: Payload & { user: TeamUser } }>(UPDATE, {
      accountId: target.id,
      status: 'ACTIVE',
    });
    expect(again.body.data?.updateUserAccount.user).toMatchObject({
      status: 'ACTIVE',
      role: { name: 'VIEWER' },
    });
  });

  it("ends a disabled member's sessions at once", async () => {
    const owner = await signedIn(testApp, 'owner@demo.test');
    const email = uniqueEmail('disabled');
    const invitee = await inviteAndAccept(testApp, owner, email);
    expect((await invitee.gql<{ me: { email: string } }>('{ me { email } }')).body.data?.me.email).toBe(
      email,
    );
    const target = (await teamUsers(owner)).find((user) => user.email === email)!;
    await owner.gql(UPDATE, { accountId: target.id, status: 'DISABLED' });
    const [user] = await testApp.deps.db.select().from(users).where(eq(users.email, email));
    expect(await testApp.deps.db.select().from(sessions).where(eq(sessions.userId, user!.id))).toEqual([]);
    const after = await invitee.gql('{ me { email } }');
    expect(after.body.errors?.[0]?.message).toBe('common:error.unauthorized');
  });

  it('refuses a session whose membership was disabled, even if its row survived', async () => {
    const owner = await signedIn(testApp, 'owner@demo.test');
    const email = uniqueEmail('loader');
    const invitee = await inviteAndAccept(testApp, owner, email);
    const [user] = await testApp.deps.db.select().from(users).where(eq(users.email, email));
    await testApp.deps.db
      .update(memberships)
      .set({ status: 'DISABLED' })
      .where(eq(memberships.userId, user!.id));
    // A write from outside the app reaches its session cache by NOTIFY, a moment after the commit (0177).
    await vi.waitFor(
      async () =>
        expect((await invitee.gql('{ me { email } }')).body.errors?.[0]?.message).toBe(
          'common:error.unauthorized',
        ),
      { timeout: 3000, interval: 50 },
    );
  });

  it('refuses changing yourself', async () => {
    const owner = await signedIn(testApp, 'owner@demo.test');
    const me = (await teamUsers(owner)).find((user) => user.isMe)!;
    for (const variables of [{ status: 'DISABLED' }, { roleId: (await roleIds(owner)).MEMBER }]) {
      const result = await owner.gql<{ updateUserAccount: Payload }>(UPDATE, {
        accountId: me.id,
        ...variables,
      });
      expect(result.body.data?.updateUserAccount.errors).toEqual([
        { field: 'accountId', messages: ['team:error.cannotChangeYourself'] },
      ]);
    }
    expect((await teamUsers(owner)).find((user) => user.isMe)).toMatchObject({
      status: 'ACTIVE',
      role: { name: 'OWNER' },
    });
  });

  it("refuses Bolt's owner an Acme account id and leaves it unchanged", async () => {
    const acmeOwner = await signedIn(testApp, 'owner@demo.test');
    const member = (await teamUsers(acmeOwner)).find((user) => user.email === 'member@demo.test')!;
    const bolt = await boltOwner();
    const ids = await roleIds(bolt);
    for (const variables of [{ status: 'DISABLED' }, { roleId: ids.VIEWER }]) {
      const result = await bolt.gql<{ updateUserAccount: Payload }>(UPDATE, {
        accountId: member.id,
        ...variables,
      });
      expect(result.body.data?.updateUserAccount.errors).toEqual([
        { field: 'accountId', messages: ['team:error.userNotFound'] },
      ]);
    }
    expect((await teamUsers(bolt)).map((user) => user.email)).not.toContain('member@demo.test');
    expect((await teamUsers(acmeOwner)).find((user) => user.email === 'member@demo.test')).toMatchObject({
      status: 'ACTIVE',
      role: { name: 'MEMBER' },
    });
  });

  it('keeps admins away from owners and from granting OWNER', async () => {
    const admin = await signedIn(testApp, 'admin@demo.test');
    const owner = (await teamUsers(admin)).find((user) => user.email === 'owner@demo.test')!;
    const disable = await admin.gql<{ updateUserAccount: Payload }>(UPDATE, {
      accountId: owner.id,
      status: 'DISABLED',
    });
    expect(disable.body.data?.updateUserAccount.errors).toEqual([
      { field: 'accountId', messages: ['team:error.cannotManageOwner'] },
    ]);
    const member = (await teamUsers(admin)).find((user) => user.email === 'member@demo.test')!;
    const promote = await admin.gql<{ updateUserAccount: Payload }>(UPDATE, {
      accountId: member.id,
      roleId: (await roleIds(admin)).OWNER,
    });
    expect(promote.body.data?.updateUserAccount.errors).toEqual([
      { field: 'roleId', messages: ['team:error.cannotGrantOwner'] },
    ]);
  });

  it('never leaves a company without an active owner (staff included)', async () => {
    const staff = await signedIn(testApp, 'staff@demo.test');
    const acme = String(await companyId(testApp, 'Acme Fashion'));
    const list = await staff.gql<{ users: TeamUser[] }>(USERS, {}, { 'x-company-id': acme });
    const owners = list.body.data!.users.filter(
      (user) => user.role.name === 'OWNER' && user.status === 'ACTIVE',
    );
    expect(owners).toHaveLength(1);
    const ids = await roleIds(staff);
    for (const variables of [{ status: 'DISABLED' }, { roleId: ids.ADMIN }]) {
      const result = await staff.gql<{ updateUserAccount: Payload }>(
        UPDATE,
        { accountId: owners[0]!.id, ...variables },
        { 'x-company-id': acme },
      );
      expect(result.body.data?.updateUserAccount.errors).toEqual([
        { field: 'accountId', messages: ['team:error.lastOwner'] },
      ]);
    }
  });

  it('refuses unknown ids, bad ids and an empty change', async () => {
    const owner = await signedIn(testApp, 'owner@demo.test');
    const member = (await teamUsers(owner)).find((user) => user.email === 'member@demo.test')!;
    const cases: [Record<string, unknown>, string | null, string][] = [
      [{ accountId: '99999999', status: 'DISABLED' }, 'accountId', 'team:error.userNotFound'],
      [{ accountId: 'abc', status: 'DISABLED' }, 'accountId', 'team:error.userNotFound'],
      [{ accountId: member.id }, null, 'team:error.nothingToChange'],
      [{ accountId: member.id, roleId: '424242' }, 'roleId', 'team:error.invalidRole'],
    ];
    for (const [variables, field, message] of cases) {
      const result = await owner.gql<{ updateUserAccount: Payload }>(UPDATE, variables);
      expect(result.body.data?.updateUserAccount.errors).toEqual([{ field, messages: [message] }]);
    }
    const wrongType = await owner.gql(UPDATE, { accountId: member.id, status: 'GONE' });
    expect(wrongType.body.errors?.length).toBeGreaterThan(0);
  });
});
