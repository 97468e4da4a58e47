import type pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { cacheOf, nextInvalidation, signedIn } from './session-cache-testing';

/** The bench's `me` (bench/me-throughput.ts): the shell's question about the signed-in user. */
const BENCH_ME =
  '{ me { id email name isGfg isOwner role { name } company { id name brands { id name } } } }';

let testApp: TestApp;
let statements: string[] = [];
beforeAll(async () => {
  testApp = await createTestApp();
  // Every statement outside a transaction goes through the pool's `query` (drizzle's node-postgres driver).
  const pool = (testApp.deps.db as unknown as { $client: pg.Pool }).$client;
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  (pool as unknown as { query: typeof query }).query = (...args: unknown[]) => {
    const [first] = args;
    statements.push(typeof first === 'string' ? first : ((first as { text?: string }).text ?? ''));
    return query(...args);
  };
});
afterAll(() => testApp.close());

it('a signed-in `me` sends the session statement and its brands once, then nothing', async () => {
  const cache = cacheOf(testApp.deps.db);
  const since = cache.generation;
  const client = await signedIn(testApp.app, 'owner@demo.test');
  // The sign-in's last-login write is announced a moment later; a lookup it overlaps would not be stored.
  await nextInvalidation(cache, since);
  statements = [];
  expect((await client.gql(BENCH_ME)).body.errors).toBeUndefined();
  expect(statements.filter((text) => /from "sessions"/.test(text))).toHaveLength(1);
  expect(statements.filter((text) => /from "company_brands"/.test(text))).toHaveLength(1);
  statements = [];
  expect((await client.gql(BENCH_ME)).body.errors).toBeUndefined();
  expect(statements).toEqual([]);
});
