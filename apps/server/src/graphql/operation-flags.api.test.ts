import { operationFlags } from '@portal/domain/operation-flags';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featureFlags } from '../db/schema/index';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { TestClient } from '../testing/graphql-client';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.close();
});

async function setFlag(name: string, isActive: boolean) {
  await testApp.deps.db
    .insert(featureFlags)
    .values({ name, isActive })
    .onConflictDoUpdate({ target: featureFlags.name, set: { isActive } });
}

async function ownerClient() {
  const client = new TestClient(testApp.app);
  await client.signIn('owner@demo.test');
  return client;
}

const sellersQuery = '{ getCompanySellers { id name } }';
const topUpMutation =
  'mutation { createMpaTopUpRequest(sellerId: "1", requestAmount: "10", method: WIRE_TRANSFER) { ok errors { field messages } } }';

describe('operations of an area a feature flag turns off (packages/domain operation-flags.ts)', () => {
  it('names only operations the role matrix knows', async () => {
    const { roleMatrix } = await import('@portal/domain');
    expect(Object.keys(operationFlags).filter((name) => !(name in roleMatrix))).toEqual([]);
  });

  it('answers the Meta area while enable_meta_ad is on', async () => {
    await setFlag('enable_meta_ad', true);
    const client = await ownerClient();
    const result = await client.gql<{ getCompanySellers: unknown[] }>(sellersQuery);
    expect(result.body.errors).toBeUndefined();
    expect(result.body.data?.getCompanySellers.length).toBeGreaterThan(0);
  });

  it("refuses its queries and mutations with 'Permission denied' when it is off, staff included", async () => {
    await setFlag('enable_meta_ad', false);
    try {
      const client = await ownerClient();
      const read = await client.gql(sellersQuery);
      expect(read.body.errors?.[0]?.message).toBe('common:permissionDenied');
      const write = await client.gql<{ createMpaTopUpRequest: { ok: boolean; errors: unknown[] } }>(
        topUpMutation,
      );
      expect(write.body.data?.createMpaTopUpRequest).toEqual({
        ok: false,
        errors: [{ field: null, messages: ['common:permissionDenied'] }],
      });
      const staff = new TestClient(testApp.app);
      await staff.signIn('staff@demo.test');
      const staffRead = await staff.gql(sellersQuery);
      expect(staffRead.body.errors?.[0]?.message).toBe('common:permissionDenied');
      // Deciding on wire transfers already asked for stays open.
      const pending = await staff.gql('{ pendingMpaTopUpRequests { totalCount } }');
      expect(pending.body.errors).toBeUndefined();
    } finally {
      await setFlag('enable_meta_ad', true);
    }
  });
});
