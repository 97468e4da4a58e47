import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { marketplaceApiKeys } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { TestClient } from '../../testing/graphql-client';
import {
  authenticateMarketplaceKey,
  forgetMarketplaceKeys,
  hashMarketplaceKey,
  LAST_USED_WRITE_MS,
} from './authenticate-marketplace-key';
import { DEMO_MARKETPLACE_KEY, DEMO_MARKETPLACE_KEY_NAME } from './seed-demo-marketplace-key';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ demoProductCount: 20 });
}, 120_000);
afterAll(() => testApp?.close());

async function signedIn(email: string) {
  const client = new TestClient(testApp.app);
  expect((await client.signIn(email)).ok).toBe(true);
  return client;
}

type Key = {
  id: string;
  name: string;
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
  createdByName: string | null;
};
type Errors = { field: string | null; messages: string[] }[];

const KEY_FIELDS = 'id name prefix createdAt lastUsedAt revokedAt createdByName';
const LIST = `{ marketplaceApiKeys { ${KEY_FIELDS} } }`;
const CREATE = `mutation ($name: String!) { createMarketplaceApiKey(name: $name) {
  ok errors { field messages } key { ${KEY_FIELDS} } secret } }`;
const REVOKE = `mutation ($id: ID!) { revokeMarketplaceApiKey(id: $id) {
  ok errors { field messages } key { ${KEY_FIELDS} } } }`;

async function create(client: TestClient, name: string) {
  const result = await client.gql<{
    createMarketplaceApiKey: { ok: boolean; errors: Errors; key: Key | null; secret: string | null };
  }>(CREATE, { name });
  return result.body.data!.createMarketplaceApiKey;
}

const storedRow = async (id: string) =>
  (
    await testApp.deps.db
      .select()
      .from(marketplaceApiKeys)
      .where(eq(marketplaceApiKeys.id, Number(id)))
  )[0]!;

describe('marketplace API keys', () => {
  it('lets staff create a key whose secret is shown once and stored only as its hash', async () => {
    const staff = await signedIn('staff@demo.test');
    const created = await create(staff, '  Marketplace production  ');
    expect(created.ok).toBe(true);
    const secret = created.secret!;
    expect(secret).toMatch(/^mk_live_[A-Za-z0-9_-]{43}$/);
    expect(created.key).toMatchObject({
      name: 'Marketplace production',
      prefix: secret.slice(0, 12),
      lastUsedAt: null,
      revokedAt: null,
      createdByName: 'Sam Rivera',
    });
    const row = await storedRow(created.key!.id);
    expect(row.keyHash).toBe(hashMarketplaceKey(secret));
    expect(JSON.stringify(row)).not.toContain(secret.slice(12));
    // The list never carries the secret again.
    const listed = await staff.gql<{ marketplaceApiKeys: Key[] }>(LIST);
    expect(listed.body.data!.marketplaceApiKeys[0]).toEqual(created.key);
    expect(JSON.stringify(listed.body)).not.toContain(secret);
    // Two keys never share a secret.
    expect((await create(staff, 'second')).secret).not.toBe(secret);
    expect(await authenticateMarketplaceKey(testApp.deps, secret)).toEqual({
      keyId: Number(created.key!.id),
      name: 'Marketplace production',
    });
  });

  it('refuses a blank or overlong name', async () => {
    const staff = await signedIn('staff@demo.test');
    expect(await create(staff, '   ')).toEqual({
      ok: false,
      errors: [{ field: 'name', messages: ['staff:marketplaceKeys.error.nameRequired'] }],
      key: null,
      secret: null,
    });
    expect((await create(staff, 'x'.repeat(101))).errors).toEqual([
      { field: 'name', messages: ['staff:marketplaceKeys.error.nameTooLong'] },
    ]);
  });

  it('writes last_used_at at most once a minute per key', async () => {
    const staff = await signedIn('staff@demo.test');
    const { key, secret } = await create(staff, 'usage');
    const start = Date.now();
    await authenticateMarketplaceKey(testApp.deps, secret!, start);
    expect((await storedRow(key!.id)).lastUsedAt?.getTime()).toBe(start);
    // Calls within the minute write nothing (the column is cleared to see it).
    await testApp.deps.db
      .update(marketplaceApiKeys)
      .set({ lastUsedAt: null })
      .where(eq(marketplaceApiKeys.id, Number(key!.id)));
    for (const offset of [1, 1_000, 30_000, LAST_USED_WRITE_MS - 1])
      expect(await authenticateMarketplaceKey(testApp.deps, secret!, start + offset)).not.toBeNull();
    expect((await storedRow(key!.id)).lastUsedAt).toBeNull();
    await authenticateMarketplaceKey(testApp.deps, secret!, start + LAST_USED_WRITE_MS);
    expect((await storedRow(key!.id)).lastUsedAt?.getTime()).toBe(start + LAST_USED_WRITE_MS);
    const listed = await staff.gql<{ marketplaceApiKeys: Key[] }>(LIST);
    expect(listed.body.data!.marketplaceApiKeys.find((row) => row.id === key!.id)?.lastUsedAt).toBe(
      new Date(start + LAST_USED_WRITE_MS).toISOString(),
    );
  });

  it('lets staff revoke a key, which this process refuses at once', async () => {
    const staff = await signedIn('staff@demo.test');
    const { key, secret } = await create(staff, 'to revoke');
    // Cached as live first: revoking must forget it, not wait for the cache.
    expect(await authenticateMarketplaceKey(testApp.deps, secret!)).not.toBeNull();
    const revoked = await staff.gql<{ revokeMarketplaceApiKey: { ok: boolean; key: Key } }>(REVOKE, {
      id: key!.id,
    });
    expect(revoked.body.data!.revokeMarketplaceApiKey.ok).toBe(true);
    const revokedAt = revoked.body.data!.revokeMarketplaceApiKey.key.revokedAt;
    expect(revokedAt).not.toBeNull();
    expect(await authenticateMarketplaceKey(testApp.deps, secret!)).toBeNull();
    const row = await storedRow(key!.id);
    expect(row.revokedBy).not.toBeNull();
    // Again: nothing changes, the first revocation's time stays.
    const again = await staff.gql<{ revokeMarketplaceApiKey: { ok: boolean; key: Key } }>(REVOKE, {
      id: key!.id,
    });
    expect(again.body.data!.revokeMarketplaceApiKey.key.revokedAt).toBe(revokedAt);
    const unknown = await staff.gql<{ revokeMarketplaceApiKey: { ok: boolean; errors: Errors } }>(REVOKE, {
      id: '999999',
    });
    expect(unknown.body.data!.revokeMarketplaceApiKey).toEqual({
      ok: false,
      errors: [{ field: 'id', messages: ['staff:marketplaceKeys.error.notFound'] }],
      key: null,
    });
  });

  it('is staff only: every company role is refused and nothing is written', async () => {
    const staff = await signedIn('staff@demo.test');
    const { key, secret } = await create(staff, 'guarded');
    const before = (await testApp.deps.db.select().from(marketplaceApiKeys)).length;
    for (const email of ['owner@demo.test', 'admin@demo.test', 'member@demo.test', 'viewer@demo.test']) {
      const client = await signedIn(email);
      for (const [query, variables] of [
        [LIST, {}],
        [CREATE, { name: 'intruder' }],
        [REVOKE, { id: key!.id }],
      ] as const) {
        const result = await client.gql(query, variables);
        expect(result.body.errors?.[0]?.message, `${email}: ${query}`).toBe('common:permissionDenied');
        expect(result.body.data ?? null).toBeNull();
      }
    }
    const signedOut = await new TestClient(testApp.app).gql(LIST);
    expect(signedOut.body.errors?.[0]?.message).toBe('common:error.unauthorized');
    expect((await testApp.deps.db.select().from(marketplaceApiKeys)).length).toBe(before);
    expect((await storedRow(key!.id)).revokedAt).toBeNull();
    forgetMarketplaceKeys();
    expect(await authenticateMarketplaceKey(testApp.deps, secret!)).not.toBeNull();
  });
});

describe('unknown keys', () => {
  it('cost no query each: a flood of made-up keys reloads the live keys at most once a second', async () => {
    const staff = await signedIn('staff@demo.test');
    const { secret } = await create(staff, 'flooded');
    const start = Date.now();
    expect(await authenticateMarketplaceKey(testApp.deps, secret!, start)).not.toBeNull();
    const select = vi.spyOn(testApp.deps.db, 'select');
    try {
      for (let n = 0; n < 500; n++)
        expect(
          await authenticateMarketplaceKey(testApp.deps, `mk_made_up_${n}_0000000000000000`, start + n),
        ).toBeNull();
      // 500 keys over half a second: no reload yet; the live key still answers without a query.
      expect(select).not.toHaveBeenCalled();
      expect(await authenticateMarketplaceKey(testApp.deps, secret!, start + 999)).not.toBeNull();
      expect(select).not.toHaveBeenCalled();
      // A second on, a miss reloads once (a key created in another process would now be found).
      await authenticateMarketplaceKey(testApp.deps, 'mk_made_up_late_000000000000000', start + 1_000);
      await authenticateMarketplaceKey(testApp.deps, 'mk_made_up_late_000000000000001', start + 1_001);
      expect(select).toHaveBeenCalledTimes(1);
    } finally {
      select.mockRestore();
    }
  });
});

describe('the demo key', () => {
  it('is seeded with demo data, as the README says', async () => {
    expect(await authenticateMarketplaceKey(testApp.deps, DEMO_MARKETPLACE_KEY)).toMatchObject({
      name: DEMO_MARKETPLACE_KEY_NAME,
    });
  });

  it('does not exist without demo data', async () => {
    const bare = await createTestApp({ env: { DEMO_DATA: '0' } });
    try {
      const rows = await bare.deps.db
        .select()
        .from(marketplaceApiKeys)
        .where(eq(marketplaceApiKeys.keyHash, hashMarketplaceKey(DEMO_MARKETPLACE_KEY)));
      expect(rows).toEqual([]);
      forgetMarketplaceKeys();
      expect(await authenticateMarketplaceKey(bare.deps, DEMO_MARKETPLACE_KEY)).toBeNull();
    } finally {
      await bare.close();
    }
  }, 120_000);
});
