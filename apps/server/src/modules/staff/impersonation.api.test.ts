import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { TestClient } from '../../testing/graphql-client';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

async function signedIn(email: string) {
  const client = new TestClient(testApp.app);
  expect((await client.signIn(email)).ok).toBe(true);
  return client;
}

const userId = async (email: string) =>
  (await testApp.deps.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

const SEARCH = `query ($searchTerm: String, $page: Int) { searchUsers(searchTerm: $searchTerm, page: $page) {
  objects { id email name isStaff isActive companyName } page numPages totalCount } }`;
const IMPERSONATE =
  'mutation ($userId: ID!) { impersonateUser(userId: $userId) { ok errors { field messages } } }';
const END = 'mutation { endImpersonation { ok errors { field messages } } }';
const ME = '{ me { email isGfg isImpersonate company { name } } }';

type Payload = { ok: boolean; errors: { field: string | null; messages: string[] }[] };
type UserPage = {
  objects: { id: string; email: string; name: string; companyName: string | null }[];
  page: number;
  numPages: number;
  totalCount: number;
};

describe('searchUsers', () => {
  it('finds users by e-mail or name for staff, with the company they land in', async () => {
    const staff = await signedIn('staff@demo.test');
    const byEmail = await staff.gql<{ searchUsers: UserPage }>(SEARCH, { searchTerm: 'member@demo' });
    expect(byEmail.body.data!.searchUsers.objects).toEqual([
      expect.objectContaining({
        email: 'member@demo.test',
        name: 'Mei Ling Wong',
        companyName: 'Acme Fashion',
      }),
    ]);
    const byName = await staff.gql<{ searchUsers: UserPage }>(SEARCH, { searchTerm: 'mei ling' });
    expect(byName.body.data!.searchUsers.objects.map((user) => user.email)).toContain('member@demo.test');
    const wildcard = await staff.gql<{ searchUsers: UserPage }>(SEARCH, { searchTerm: '%' });
    expect(wildcard.body.data!.searchUsers.totalCount).toBe(0);
  });

  it('pages by 20', async () => {
    const staff = await signedIn('staff@demo.test');
    const first = await staff.gql<{ searchUsers: UserPage }>(SEARCH, { page: 1 });
    const page = first.body.data!.searchUsers;
    expect(page.objects.length).toBeLessThanOrEqual(20);
    expect(page.numPages).toBe(Math.max(1, Math.ceil(page.totalCount / 20)));
    const past = await staff.gql<{ searchUsers: UserPage }>(SEARCH, { page: page.numPages + 1 });
    expect(past.body.data!.searchUsers.objects).toEqual([]);
  });

  it('is staff only', async () => {
    for (const email of ['owner@demo.test', 'admin@demo.test', 'member@demo.test']) {
      const client = await signedIn(email);
      expect((await client.gql(SEARCH)).body.errors?.[0]?.message).toBe('common:permissionDenied');
    }
    expect((await new TestClient(testApp.app).gql(SEARCH)).body.errors?.[0]?.message).toBe(
      'common:error.unauthorized',
    );
  });
});

describe('impersonation', () => {
  it('refuses non-staff', async () => {
    const owner = await signedIn('owner@demo.test');
    const result = await owner.gql(IMPERSONATE, { userId: String(await userId('member@demo.test')) });
    expect(result.body.errors?.[0]?.message).toBe('common:permissionDenied');
    const signedOut = await new TestClient(testApp.app).gql(IMPERSONATE, { userId: '1' });
    expect(signedOut.body.errors?.[0]?.message).toBe('common:error.unauthorized');
  });

  it('refuses staff, unknown and malformed users', async () => {
    const staff = await signedIn('staff@demo.test');
    const cases: [string, string][] = [
      [String(await userId('staff@demo.test')), 'staff:error.cannotImpersonateStaff'],
      ['999999', 'staff:error.userNotFound'],
      ['abc', 'staff:error.userNotFound'],
    ];
    for (const [id, message] of cases) {
      const result = await staff.gql<{ impersonateUser: Payload }>(IMPERSONATE, { userId: id });
      expect(result.body.data!.impersonateUser.errors).toEqual([{ field: 'userId', messages: [message] }]);
    }
    expect((await staff.gql<{ me: { isGfg: boolean } }>(ME)).body.data!.me.isGfg).toBe(true);
  });

  it('becomes the user in their company, logs every operation with both ids, and ends back as staff', async () => {
    const staff = await signedIn('staff@demo.test');
    const staffCookie = staff.cookie('sessionid')!;
    const memberId = await userId('member@demo.test');
    const staffId = await userId('staff@demo.test');

    const started = await staff.gql<{ impersonateUser: Payload }>(IMPERSONATE, { userId: String(memberId) });
    expect(started.body.data!.impersonateUser.ok).toBe(true);
    expect(staff.cookie('sessionid')).not.toBe(staffCookie);

    const me = await staff.gql<{ me: Record<string, unknown> }>(ME);
    expect(me.body.data!.me).toEqual({
      email: 'member@demo.test',
      isGfg: false,
      isImpersonate: true,
      company: { name: 'Acme Fashion' },
    });
    // The staff session that was replaced is gone.
    const old = new TestClient(testApp.app);
    old.setCookie('sessionid', staffCookie);
    expect((await old.gql(ME)).body.errors?.[0]?.message).toBe('common:error.unauthorized');
    // Staff powers stay with the staff session: this one is the member's.
    expect((await staff.gql(SEARCH)).body.errors?.[0]?.message).toBe('common:permissionDenied');

    const rows = await testApp.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, memberId), eq(auditLog.impersonatorId, staffId)));
    expect(rows.map((row) => row.operation)).toEqual(
      expect.arrayContaining(['impersonateUser', 'query me', 'query searchUsers']),
    );
    expect(rows.every((row) => row.companyId !== null)).toBe(true);

    const ended = await staff.gql<{ endImpersonation: Payload }>(END);
    expect(ended.body.data!.endImpersonation.ok).toBe(true);
    const back = await staff.gql<{ me: Record<string, unknown> }>(ME);
    expect(back.body.data!.me).toMatchObject({ email: 'staff@demo.test', isGfg: true, isImpersonate: false });
    const endRows = await testApp.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.operation, 'mutation endImpersonation'));
    expect(endRows).toEqual([expect.objectContaining({ userId: memberId, impersonatorId: staffId })]);
    // Nothing is logged once the impersonation ended.
    const after = await testApp.deps.db.select().from(auditLog).where(eq(auditLog.userId, staffId));
    expect(after).toEqual([]);
  });

  it('refuses to end what is not an impersonation', async () => {
    const member = await signedIn('member@demo.test');
    const result = await member.gql<{ endImpersonation: Payload }>(END);
    expect(result.body.data!.endImpersonation.errors).toEqual([
      { field: null, messages: ['staff:error.notImpersonating'] },
    ]);
    expect((await new TestClient(testApp.app).gql(END)).body.errors?.[0]?.message).toBe(
      'common:error.unauthorized',
    );
  });
});
