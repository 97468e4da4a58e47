import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { TestClient } from '../../testing/graphql-client';

/** Issue 9 point 10: spaces count towards no password rule (docs/decisions/0118). */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ demoProductCount: 10 });
});
afterAll(() => testApp.close());

const CHANGE_PASSWORD = `mutation($currentPassword: String, $password: String, $cfPassword: String) {
  changePassword(currentPassword: $currentPassword, password: $password, cfPassword: $cfPassword) { ok errors { field messages } } }`;

async function freshClient() {
  const email = `spaces-${randomBytes(4).toString('hex')}@example.test`;
  const [owner] = await testApp.deps.db.select().from(users).where(eq(users.email, 'owner@demo.test'));
  await testApp.deps.db
    .insert(users)
    .values({ email, passwordHash: owner!.passwordHash, firstName: 'Test', lastName: 'User' });
  const client = new TestClient(testApp.app);
  expect((await client.signIn(email)).ok).toBe(true);
  return { email, client };
}

const change = (client: TestClient, password: string) =>
  client.gql<{ changePassword: { ok: boolean; errors: { field: string | null; messages: string[] }[] } }>(
    CHANGE_PASSWORD,
    { currentPassword: 'Demo!Passw0rd1', password, cfPassword: password },
  );

describe('changePassword and whitespace', () => {
  it('refuses "Aa1!" padded to length with ten spaces', async () => {
    const { client } = await freshClient();
    const result = await change(client, `Aa1!${' '.repeat(10)}`);
    expect(result.body.data!.changePassword).toEqual({
      ok: false,
      errors: [{ field: 'password', messages: ['profile:error.invalidPassword'] }],
    });
  });

  it('keeps a passphrase with spaces exactly as typed (not trimmed)', async () => {
    const { email, client } = await freshClient();
    const passphrase = ' Correct Horse 1!Ab ';
    expect((await change(client, passphrase)).body.data!.changePassword).toEqual({ ok: true, errors: [] });
    expect((await new TestClient(testApp.app).signIn(email, passphrase)).ok).toBe(true);
    expect((await new TestClient(testApp.app).signIn(email, passphrase.trim())).ok).toBe(false);
  });
});
