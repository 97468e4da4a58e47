import { eq, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { brands, companies, outboxEmails, users } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import type { TestClient } from '../../testing/graphql-client';
import { runJobsOnce } from '../jobs/job-runner';
import { type SessionCacheHandle, startSessionCache, stopSessionCache } from './session-cache-listener';
import { cacheOf, type Payload, sameSession, signedIn, whoAmI } from './session-cache-testing';

/**
 * Every write that changes what a session resolves to is refused or seen on the very next request of this
 * process. The cache here listens on a channel the triggers never notify, so only the use cases' own
 * invalidation calls reach it: each test fails when its call is removed (the triggers are tested across
 * two processes in session-cache-notify.api.test.ts).
 */
let testApp: TestApp;
let handle: SessionCacheHandle;
let clock = new Date();
beforeAll(async () => {
  testApp = await createTestApp({ now: () => clock });
  await stopSessionCache(testApp.deps.db);
  handle = startSessionCache(testApp.deps.db, { channel: 'session_cache_unheard' });
  await handle.ready;
});
afterAll(async () => {
  await handle.stop();
  await testApp.close();
});
beforeEach(() => {
  clock = new Date();
});

const app = () => testApp.app;
const gql = <T>(client: TestClient, query: string, variables?: Record<string, unknown>) =>
  client.gql<T>(query, variables, { 'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.1` });

/** The session is cached: a change nobody announces is not seen (what makes the other tests mean anything). */
it('answers from the cache until something invalidates it', async () => {
  const client = await signedIn(app(), 'member@demo.test');
  expect((await whoAmI(client))?.firstName).toBeTruthy();
  const [member] = await testApp.deps.db.select().from(users).where(eq(users.email, 'member@demo.test'));
  await testApp.deps.db.update(users).set({ firstName: 'Unannounced' }).where(eq(users.id, member!.id));
  expect((await whoAmI(client))?.firstName).toBe(member!.firstName);
  cacheOf(testApp.deps.db).invalidate({ userId: member!.id });
  expect((await whoAmI(client))?.firstName).toBe('Unannounced');
});

describe('refused on the next request', () => {
  it('after sign-out, the old cookie', async () => {
    const client = await signedIn(app(), 'owner@demo.test');
    const replay = sameSession(app(), client);
    expect(await whoAmI(replay)).not.toBeNull();
    expect(
      (await gql<{ signOut: Payload }>(client, 'mutation { signOut { ok } }')).body.data?.signOut.ok,
    ).toBe(true);
    expect(await whoAmI(replay)).toBeNull();
  });

  it('after a password change, the other sessions', async () => {
    const here = await signedIn(app(), 'admin@demo.test');
    const there = await signedIn(app(), 'admin@demo.test');
    expect(await whoAmI(there)).not.toBeNull();
    const changed = await gql<{ changePassword: Payload }>(
      here,
      'mutation($c: String, $p: String) { changePassword(currentPassword: $c, password: $p, cfPassword: $p) { ok errors { messages } } }',
      { c: 'Demo!Passw0rd1', p: 'An0ther!Passw0rd' },
    );
    expect(changed.body.data?.changePassword.ok).toBe(true);
    expect(await whoAmI(there)).toBeNull();
    expect(await whoAmI(here)).not.toBeNull();
  });

  it('after a password reset, every session', async () => {
    const client = await signedIn(app(), 'nobrand@demo.test');
    expect(await whoAmI(client)).not.toBeNull();
    await gql(client, 'mutation($e: String!) { resetPassword(email: $e) { ok } }', {
      e: 'nobrand@demo.test',
    });
    await runJobsOnce(testApp.deps);
    const [mail] = await testApp.deps.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, 'nobrand@demo.test'));
    const [, userId, token] = /reset-confirm\/(\d+)\/([\w-]+)/.exec(mail!.text)!;
    const confirmed = await gql<{ resetPasswordConfirm: Payload }>(
      client,
      'mutation($u: ID!, $t: String!, $p: String!) { resetPasswordConfirm(userId: $u, token: $t, password: $p) { ok } }',
      { u: userId, t: token, p: 'Res3t!Passw0rd' },
    );
    expect(confirmed.body.data?.resetPasswordConfirm.ok).toBe(true);
    expect(await whoAmI(client)).toBeNull();
  });

  it('after the member is disabled in the company', async () => {
    const owner = await signedIn(app(), 'owner@demo.test');
    const viewer = await signedIn(app(), 'viewer@demo.test');
    expect(await whoAmI(viewer)).not.toBeNull();
    await updateAccount(owner, 'viewer@demo.test', { status: 'DISABLED' });
    expect(await whoAmI(viewer)).toBeNull();
  });

  it('once the session expires, even when cached a moment ago', async () => {
    const client = await signedIn(app(), 'multi@demo.test');
    expect(await whoAmI(client)).not.toBeNull();
    clock = new Date(clock.getTime() + 15 * 24 * 3600 * 1000);
    expect(await whoAmI(client)).toBeNull();
  });

  it('when impersonation starts (the staff cookie) and ends (the impersonation cookie)', async () => {
    const staff = await signedIn(app(), 'staff@demo.test');
    const staffReplay = sameSession(app(), staff);
    expect(await whoAmI(staffReplay)).not.toBeNull();
    const [member] = await testApp.deps.db.select().from(users).where(eq(users.email, 'member@demo.test'));
    const started = await gql<{ impersonateUser: Payload }>(
      staff,
      'mutation($id: ID!) { impersonateUser(userId: $id) { ok } }',
      { id: String(member!.id) },
    );
    expect(started.body.data?.impersonateUser.ok).toBe(true);
    expect(await whoAmI(staffReplay)).toBeNull();

    const asMember = sameSession(app(), staff);
    expect((await whoAmI(asMember))?.id).toBe(String(member!.id));
    await gql(staff, 'mutation { endImpersonation { ok } }');
    expect(await whoAmI(asMember)).toBeNull();
  });
});

describe('seen on the next request', () => {
  it('a role change', async () => {
    const owner = await signedIn(app(), 'owner@demo.test');
    const member = await signedIn(app(), 'member@demo.test');
    expect((await whoAmI(member))?.role?.name).toBe('MEMBER');
    const roles = await gql<{ roles: { id: string; name: string }[] }>(owner, '{ roles { id name } }');
    const viewer = roles.body.data!.roles.find((role) => role.name === 'VIEWER')!;
    await updateAccount(owner, 'member@demo.test', { roleId: viewer.id });
    expect((await whoAmI(member))?.role?.name).toBe('VIEWER');
  });

  it('a company switch', async () => {
    const client = await signedIn(app(), 'multi@demo.test');
    const before = await whoAmI(client);
    const accounts = await gql<{ userAccounts: { id: string; company: { id: string } }[] }>(
      client,
      '{ userAccounts { id company { id } } }',
    );
    const other = accounts.body.data!.userAccounts.find(
      (account) => account.company.id !== before?.company?.id,
    )!;
    await gql(client, 'mutation($id: ID!) { switchAccount(accountId: $id) { ok } }', { id: other.id });
    expect((await whoAmI(sameSession(app(), client)))?.company?.id).toBe(other.company.id);
  });

  it('two-factor and profile changes, in another session of the user', async () => {
    const here = await signedIn(app(), 'viewer@demo.test');
    const there = await signedIn(app(), 'viewer@demo.test');
    expect((await whoAmI(there))?.enabled2fa).toBe(false);
    const updated = await gql<{ updateProfile: Payload }>(
      here,
      'mutation { updateProfile(firstName: "Vera", lastName: "Viewer", title: "Lead", timezone: "Asia/Singapore", enabled2fa: true) { ok errors { field messages } } }',
    );
    expect(updated.body.data?.updateProfile.errors).toEqual([]);
    expect(await whoAmI(there)).toMatchObject({ enabled2fa: true, firstName: 'Vera' });
  });

  it('a company profile change', async () => {
    const owner = await signedIn(app(), 'owner@demo.test');
    const other = await signedIn(app(), 'owner@demo.test');
    expect(await whoAmI(other)).not.toBeNull();
    const [acme] = await testApp.deps.db.select().from(companies).where(eq(companies.name, 'Acme Fashion'));
    const renamed = await gql<{ updateTeamProfile: Payload }>(
      owner,
      `mutation($address: String, $postalCode: String, $countryCode: String, $authorizedName: String, $registrationNo: String) {
        updateTeamProfile(name: "Acme Renamed", address: $address, postalCode: $postalCode, countryCode: $countryCode,
          authorizedName: $authorizedName, registrationNo: $registrationNo) { ok errors { messages } } }`,
      acme,
    );
    expect(renamed.body.data?.updateTeamProfile.errors).toEqual([]);
    expect((await whoAmI(other))?.company?.name).toBe('Acme Renamed');
  });

  it("the company's brands after addBrands and removeBrands, in the payload and the next `me`", async () => {
    const owner = await signedIn(app(), 'owner@demo.test');
    const brandIds = async () =>
      (
        await gql<{ me: { company: { brands: { id: string }[] } } }>(
          owner,
          '{ me { company { brands { id } } } }',
        )
      ).body.data!.me.company.brands.map((brand) => brand.id);
    const before = await brandIds();
    const [other] = await testApp.deps.db
      .select({ id: brands.id })
      .from(brands)
      .where(notInArray(brands.id, before.map(Number)))
      .limit(1);
    const change = (name: 'addBrands' | 'removeBrands') =>
      gql<Record<string, { ok: boolean; company: { brands: { id: string }[] } }>>(
        owner,
        `mutation($ids: [ID!]!) { ${name}(brandIds: $ids) { ok company { brands { id } } } }`,
        { ids: [String(other!.id)] },
      );
    const added = (await change('addBrands')).body.data!.addBrands!;
    expect(added.company.brands.map((brand) => brand.id)).toContain(String(other!.id));
    expect(await brandIds()).toContain(String(other!.id));
    const removed = (await change('removeBrands')).body.data!.removeBrands!;
    expect(removed.company.brands.map((brand) => brand.id)).toEqual(before);
    expect(await brandIds()).toEqual(before);
  });
});

async function updateAccount(owner: TestClient, email: string, change: { status?: string; roleId?: string }) {
  const list = await gql<{ users: { id: string; email: string }[] }>(owner, '{ users { id email } }');
  const target = list.body.data!.users.find((user) => user.email === email)!;
  const result = await gql<{ updateUserAccount: Payload }>(
    owner,
    'mutation($id: ID!, $roleId: ID, $status: TeamUserStatus) { updateUserAccount(accountId: $id, roleId: $roleId, status: $status) { ok errors { messages } } }',
    { id: target.id, ...change },
  );
  expect(result.body.data?.updateUserAccount).toMatchObject({ ok: true });
}
