import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, notifications, users } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { TestClient } from '../../testing/graphql-client';
import { notificationMessage } from './messages';
import { notifyCompanyManagers, notifyUsers } from './notify';

let testApp: TestApp;
let ownerId: number;
let adminId: number;
let acmeId: number;
let boltId: number;

beforeAll(async () => {
  testApp = await createTestApp();
  const db = testApp.deps.db;
  const idOf = async (email: string) => (await db.select().from(users).where(eq(users.email, email)))[0]!.id;
  const companyOf = async (name: string) =>
    (await db.select().from(companies).where(eq(companies.name, name)))[0]!.id;
  ownerId = await idOf('owner@demo.test');
  adminId = await idOf('admin@demo.test');
  acmeId = await companyOf('Acme Fashion');
  boltId = await companyOf('Bolt Apparel');
  for (let i = 1; i <= 8; i++) {
    await notifyUsers(db, {
      userIds: [ownerId],
      companyId: acmeId,
      kind: 'TEST',
      messageHtml: `Acme news <b>${i}</b>`,
      link: '/sponsor',
    });
  }
  await notifyUsers(db, { userIds: [ownerId], companyId: null, kind: 'TEST', messageHtml: 'Everywhere' });
  await notifyUsers(db, { userIds: [ownerId], companyId: boltId, kind: 'TEST', messageHtml: 'Bolt only' });
  await notifyUsers(db, { userIds: [adminId], companyId: acmeId, kind: 'TEST', messageHtml: "Admin's own" });
});
afterAll(() => testApp.close());

const LIST =
  'query($first: Int, $after: String) { notifications(first: $first, after: $after) { hasNext endCursor objects { pk id messageHtml link thumbnail kind unread dateCreated timesince } } }';
type Item = { pk: number; id: string; messageHtml: string; unread: boolean; timesince: string };
type Page = { hasNext: boolean; endCursor: string | null; objects: Item[] };

async function signedIn(email: string) {
  const client = new TestClient(testApp.app);
  expect((await client.signIn(email)).ok).toBe(true);
  return client;
}

async function page(client: TestClient, variables: Record<string, unknown> = { first: 6 }) {
  const result = await client.gql<{ notifications: Page }>(LIST, variables);
  expect(result.body.errors).toBeUndefined();
  return result.body.data!.notifications;
}

describe('notifications', () => {
  it("pages the reader's notifications newest first, 6 at a time, with a cursor", async () => {
    const owner = await signedIn('owner@demo.test');
    const first = await page(owner);
    expect(first.objects).toHaveLength(6);
    expect(first.hasNext).toBe(true);
    expect(first.objects[0]).toMatchObject({ messageHtml: 'Everywhere', unread: true, timesince: 'now' });
    const second = await page(owner, { first: 6, after: first.endCursor });
    expect(second.hasNext).toBe(false);
    const all = [...first.objects, ...second.objects].map((item) => item.messageHtml);
    // Eight Acme ones and the company-less one; never Bolt's (another company) or the admin's.
    expect(all).toHaveLength(9);
    expect(all).not.toContain('Bolt only');
    expect(all).not.toContain("Admin's own");
  });

  it('counts unread ones and marks one or all as read, only the reader’s own', async () => {
    const owner = await signedIn('owner@demo.test');
    const count = async () =>
      (await owner.gql<{ unreadNotificationCount: number }>('{ unreadNotificationCount }')).body.data!
        .unreadNotificationCount;
    expect(await count()).toBe(9);
    const [newest] = (await page(owner)).objects;
    const marked = await owner.gql<{ markNotificationAsRead: { ok: boolean; notification: Item } }>(
      'mutation($id: ID!) { markNotificationAsRead(notificationId: $id) { ok errors { field messages } notification { pk unread } } }',
      { id: newest!.id },
    );
    expect(marked.body.data?.markNotificationAsRead).toMatchObject({
      ok: true,
      notification: { unread: false },
    });
    expect(await count()).toBe(8);

    const [adminRow] = await testApp.deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, adminId));
    const foreign = await owner.gql<{ markNotificationAsRead: { ok: boolean; errors: unknown[] } }>(
      'mutation($id: ID!) { markNotificationAsRead(notificationId: $id) { ok errors { field messages } } }',
      { id: String(adminRow!.id) },
    );
    expect(foreign.body.data?.markNotificationAsRead).toEqual({
      ok: false,
      errors: [{ field: 'notificationId', messages: ['notifications:error.notFound'] }],
    });
    const bad = await owner.gql<{ markNotificationAsRead: { ok: boolean } }>(
      'mutation { markNotificationAsRead(notificationId: "not-an-id") { ok } }',
    );
    expect(bad.body.data?.markNotificationAsRead.ok).toBe(false);

    const all = await owner.gql<{ markAllNotificationsAsRead: { ok: boolean; count: number } }>(
      'mutation { markAllNotificationsAsRead { ok count } }',
    );
    expect(all.body.data?.markAllNotificationsAsRead).toEqual({ ok: true, count: 8 });
    expect(await count()).toBe(0);
    const [adminAfter] = await testApp.deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, adminRow!.id));
    expect(adminAfter!.isRead).toBe(false);
    const [boltAfter] = await testApp.deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.messageHtml, 'Bolt only'));
    expect(boltAfter!.isRead).toBe(false);
  });

  it('says how long ago in the reader’s language', async () => {
    await testApp.deps.db
      .update(notifications)
      .set({ createdAt: new Date(Date.now() - 5 * 60 * 1000) })
      .where(eq(notifications.userId, adminId));
    const admin = await signedIn('admin@demo.test');
    expect((await page(admin)).objects[0]?.timesince).toBe('5 minutes ago');
  });

  it('stores a message as a key and values, for the reader to read it in their language (issue 12)', async () => {
    const db = testApp.deps.db;
    const memberId = (await db.select().from(users).where(eq(users.email, 'member@demo.test')))[0]!.id;
    const message = notificationMessage('lowBalance', {
      balance: { money: '1250', currency: 'SGD', maxFractionDigits: 2 },
      alert: { money: '2000', currency: 'SGD', maxFractionDigits: 2 },
    });
    await notifyUsers(db, {
      userIds: [memberId],
      companyId: acmeId,
      kind: 'LOW_BALANCE',
      messageHtml:
        'Your wallet balance is <b>SGD 1,250.00</b>, below your top-up alert of <b>SGD 2,000.00</b>.',
      message,
    });
    await db
      .update(notifications)
      .set({ createdAt: new Date(Date.now() - 15 * 60 * 1000) })
      .where(eq(notifications.userId, memberId));
    await db.update(users).set({ language: 'pt' }).where(eq(users.id, memberId));
    const member = await signedIn('member@demo.test');
    const result = await member.gql<{
      notifications: { objects: { message: unknown; timesince: string }[] };
    }>('{ notifications(first: 1) { objects { message timesince } } }');
    expect(result.body.data?.notifications.objects[0]).toEqual({ message, timesince: 'há 15 minutos' });
  });

  it('tells active owners and admins, plus extra users, minus excluded ones', async () => {
    const db = testApp.deps.db;
    const before = await db.select().from(notifications);
    const memberId = (await db.select().from(users).where(eq(users.email, 'member@demo.test')))[0]!.id;
    const sent = await notifyCompanyManagers(db, acmeId, {
      kind: 'TEST',
      messageHtml: 'managers',
      alsoUserIds: [memberId],
      exceptUserIds: [adminId],
    });
    const rows = (await db.select().from(notifications)).slice(before.length);
    expect(rows.map((row) => row.userId)).toContain(ownerId);
    expect(rows.map((row) => row.userId)).toContain(memberId);
    expect(rows.map((row) => row.userId)).not.toContain(adminId);
    expect(sent).toBe(rows.length);
  });

  it('answers UNAUTHORIZED when signed out', async () => {
    const client = new TestClient(testApp.app);
    for (const query of [
      LIST,
      '{ unreadNotificationCount }',
      'mutation { markAllNotificationsAsRead { ok } }',
    ]) {
      expect((await client.gql(query)).body.errors?.[0]?.message).toBe('common:error.unauthorized');
    }
  });
});
