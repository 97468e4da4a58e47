import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { statementRecorder } from '../../testing/statement-recorder';
import { cacheOf, nextInvalidation, signedIn } from './session-cache-testing';

/** The bench's `me` (bench/me-throughput.ts): the shell's question about the signed-in user. */
const BENCH_ME =
  '{ me { id email name isGfg isOwner role { name } company { id name brands { id name } } } }';

let testApp: TestApp;
let recorder: ReturnType<typeof statementRecorder>;
beforeAll(async () => {
  testApp = await createTestApp();
  recorder = statementRecorder(testApp);
});
afterAll(async () => {
  recorder.restore();
  await testApp.close();
});

it('a signed-in `me` sends the session statement and its brands once, then nothing', async () => {
  const cache = cacheOf(testApp.deps.db);
  const since = cache.generation;
  const client = await signedIn(testApp.app, 'owner@demo.test');
  // The sign-in's last-login write is announced a moment later; a lookup it overlaps would not be stored.
  await nextInvalidation(cache, since);
  const first = await recorder.record(() => client.gql(BENCH_ME));
  expect(first.result.body.errors).toBeUndefined();
  expect(first.statements.filter((text) => /from "sessions"/.test(text))).toHaveLength(1);
  expect(first.statements.filter((text) => /from "company_brands"/.test(text))).toHaveLength(1);
  const again = await recorder.record(() => client.gql(BENCH_ME));
  expect(again.result.body.errors).toBeUndefined();
  expect(again.statements).toEqual([]);
});
