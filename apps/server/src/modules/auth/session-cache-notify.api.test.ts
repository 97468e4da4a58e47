import { and, eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltApp, buildApp } from '../../app';
import { type Database, openDatabase } from '../../db/client';
import { brands, companyBrands, memberships, sessions, users } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { cacheOf, nextInvalidation, sameSession, signedIn, whoAmI } from './session-cache-testing';
import { hashToken } from './session-token';

/**
 * Two server processes on one database (two apps, each its own pool and LISTEN connection): what one writes,
 * or what anybody writes in SQL, reaches the other's cache through the triggers' NOTIFY.
 */
let first: TestApp;
let secondDatabase: Database;
let second: BuiltApp;
let clock = new Date();
beforeAll(async () => {
  first = await createTestApp({ now: () => clock });
  const url = (first.deps.db as unknown as { $client: pg.Pool }).$client.options.connectionString;
  secondDatabase = await openDatabase({ url });
  second = await buildApp({
    config: first.deps.config,
    database: secondDatabase,
    demoProductCount: 300,
    now: () => clock,
  });
});
afterAll(async () => {
  await second.app.close();
  await secondDatabase.close();
  await first.close();
});

const db = () => first.deps.db;
const userId = async (email: string) =>
  (await db().select().from(users).where(eq(users.email, email)))[0]!.id;

/** Signs in on the first process, then primes the second's cache with the same cookie. */
async function cachedOnSecond(email: string) {
  const client = await signedIn(first.app, email);
  const there = sameSession(second.app, client);
  // The sign-in's own write (last login) is announced a moment later and may keep the first answer out.
  for (let attempt = 0; attempt < 20 && cacheOf(second.deps.db).size === 0; attempt += 1) {
    expect(await whoAmI(there)).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(cacheOf(second.deps.db).size).toBeGreaterThan(0);
  return { client, there };
}

/** Runs a write elsewhere and waits until the second process has heard of it. */
async function heardOnSecond(write: () => Promise<unknown>) {
  const cache = cacheOf(second.deps.db);
  const since = cache.generation;
  await write();
  await nextInvalidation(cache, since);
}

describe('another process refuses, on its next request once notified', () => {
  it('a signed-out session', async () => {
    const { client, there } = await cachedOnSecond('owner@demo.test');
    await heardOnSecond(() => client.gql('mutation { signOut { ok } }'));
    expect(await whoAmI(there)).toBeNull();
  });

  it('a member disabled in the company (a SQL write, no use case)', async () => {
    const { there } = await cachedOnSecond('viewer@demo.test');
    const id = await userId('viewer@demo.test');
    await heardOnSecond(() =>
      db().update(memberships).set({ status: 'DISABLED' }).where(eq(memberships.userId, id)),
    );
    expect(await whoAmI(there)).toBeNull();
    await db().update(memberships).set({ status: 'ACTIVE' }).where(eq(memberships.userId, id));
  });

  it('a disabled user', async () => {
    const { there } = await cachedOnSecond('member@demo.test');
    const id = await userId('member@demo.test');
    await heardOnSecond(() => db().update(users).set({ isActive: false }).where(eq(users.id, id)));
    expect(await whoAmI(there)).toBeNull();
    await db().update(users).set({ isActive: true }).where(eq(users.id, id));
  });

  it('a role renamed (every session forgotten)', async () => {
    const { there } = await cachedOnSecond('admin@demo.test');
    await heardOnSecond(() => db().execute(sql`update roles set rank = rank where name = 'ADMIN'`));
    expect(cacheOf(second.deps.db).size).toBe(0);
    expect(await whoAmI(there)).not.toBeNull();
  });
});

describe("another process answers a company's brands as they are now, once notified", () => {
  const BRANDS = '{ me { company { id brands { id name } } } }';
  type Brands = { me: { company: { id: string; brands: { id: string; name: string }[] } } };
  const brandsOn = async (client: Awaited<ReturnType<typeof cachedOnSecond>>['there']) =>
    (await client.gql<Brands>(BRANDS)).body.data!.me.company;

  it('a brand taken from the company and given back (SQL writes, no use case)', async () => {
    const { there } = await cachedOnSecond('owner@demo.test');
    const before = await brandsOn(there);
    // The second read comes from the second process's cache.
    expect(await brandsOn(there)).toEqual(before);
    const companyId = Number(before.id);
    const brandId = Number(before.brands[0]!.id);
    await heardOnSecond(() =>
      db()
        .delete(companyBrands)
        .where(and(eq(companyBrands.companyId, companyId), eq(companyBrands.brandId, brandId))),
    );
    expect((await brandsOn(there)).brands.map((brand) => brand.id)).not.toContain(String(brandId));
    await heardOnSecond(() => db().insert(companyBrands).values({ companyId, brandId }));
    expect(await brandsOn(there)).toEqual(before);
  });

  it('a brand renamed', async () => {
    const { there } = await cachedOnSecond('owner@demo.test');
    const brand = (await brandsOn(there)).brands[0]!;
    await heardOnSecond(() =>
      db()
        .update(brands)
        .set({ name: 'Renamed brand' })
        .where(eq(brands.id, Number(brand.id))),
    );
    try {
      expect((await brandsOn(there)).brands.map((each) => each.name)).toContain('Renamed brand');
    } finally {
      await db()
        .update(brands)
        .set({ name: brand.name })
        .where(eq(brands.id, Number(brand.id)));
    }
  });
});

describe('last seen', () => {
  it('moves at most every five minutes, without forgetting the cached session', async () => {
    const { client, there } = await cachedOnSecond('multi@demo.test');
    const id = hashToken(client.cookie('sessionid')!);
    const lastSeen = async () =>
      (await db().select().from(sessions).where(eq(sessions.id, id)))[0]!.lastSeenAt;
    const signedInAt = await lastSeen();
    clock = new Date(clock.getTime() + 60_000);
    await whoAmI(there);
    expect(await lastSeen()).toEqual(signedInAt);
    clock = new Date(clock.getTime() + 5 * 60_000);
    const generation = cacheOf(second.deps.db).generation;
    await whoAmI(there);
    expect(await lastSeen()).toEqual(clock);
    // Touching last_seen_at notifies nobody: the entry stays, and the next minute writes nothing.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(cacheOf(second.deps.db).generation).toBe(generation);
    const touchedAt = clock;
    clock = new Date(clock.getTime() + 60_000);
    await whoAmI(there);
    expect(await lastSeen()).toEqual(touchedAt);
  });
});

describe('the LISTEN connection', () => {
  it('when dropped, the cache is emptied and bypassed until it is back', async () => {
    const { there } = await cachedOnSecond('owner@demo.test');
    const cache = cacheOf(second.deps.db);
    await db().execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query like 'LISTEN%'`,
    );
    const deadline = Date.now() + 5000;
    while (cache.enabled && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(cache.enabled).toBe(false);
    expect(cache.size).toBe(0);
    // A write nobody announces (triggers off for this transaction) is still seen: nothing is cached.
    await db().transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(users).set({ firstName: 'Unheard' }).where(eq(users.email, 'owner@demo.test'));
    });
    expect((await whoAmI(there))?.firstName).toBe('Unheard');
    expect(cache.size).toBe(0);
    while (!cache.enabled && Date.now() < deadline + 5000)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(cache.enabled).toBe(true);
    await whoAmI(there);
    expect(cache.size).toBeGreaterThan(0);
  });
});
