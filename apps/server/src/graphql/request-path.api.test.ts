import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { TestClient } from '../testing/graphql-client';

/**
 * Round trips to the database per request, on the hot path of every page: a regression here shows as
 * throughput long before anyone notices (docs/performance.md, issue 10).
 */
let testApp: TestApp;
let owner: TestClient;
let staff: TestClient;
beforeAll(async () => {
  testApp = await createTestApp({ demoProductCount: 20 });
  owner = new TestClient(testApp.app);
  await owner.signIn('owner@demo.test');
  staff = new TestClient(testApp.app);
  await staff.signIn('staff@demo.test');
});
afterAll(() => testApp.close());

/** The SQL statements sent while `run` runs. */
async function statements<T>(run: () => Promise<T>): Promise<{ result: T; sql: string[] }> {
  const sql: string[] = [];
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const first = args[0] as string | { text?: string; name?: string };
    sql.push(typeof first === 'string' ? first : (first.text ?? first.name ?? ''));
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  try {
    return { result: await run(), sql };
  } finally {
    pg.Client.prototype.query = original;
  }
}

const ME = `{ me { id name email isGfg isOwner isApprovedByStaff role { id name }
  company { id name nameWithCluster brands { id name } } } }`;

describe('the request path', () => {
  it("answers the shell's `me` in two statements: the session with its company and role, then the brands", async () => {
    const { result, sql } = await statements(() => owner.gql(ME));
    const me = (result.body.data as { me: { role: { name: string }; company: { brands: unknown[] } } }).me;
    expect(me.role.name).toBe('OWNER');
    expect(me.company.brands.length).toBeGreaterThan(0);
    expect(sql).toHaveLength(2);
    expect(sql[0]).toMatch(/from "sessions"/);
  });

  it('honours the staff company header in the same single session statement', async () => {
    const companies = await owner.gql<{ me: { company: { id: string; name: string } } }>(ME);
    const target = companies.body.data!.me.company;
    const { result, sql } = await statements(() =>
      staff.gql<{ me: { company: { id: string; name: string } | null } }>(
        ME,
        {},
        { 'x-company-id': target.id },
      ),
    );
    expect(result.body.data!.me.company).toMatchObject(target);
    expect(sql.filter((text) => /from "sessions"/.test(text))).toHaveLength(1);
  });
});
