import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { DEMO_HISTORY_WRITING } from './decision-route';
import { forgetDemoHistoryGate } from './demo-history-gate';
import { scheduleDemoHistory } from './demo-history-job';

const KEY = 'mk_test_history_gate_key_0123456789';
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ env: { MARKETPLACE_API_KEY: KEY }, demoProductCount: 20 });
}, 120_000);
afterAll(async () => {
  await testApp?.close();
});

const decide = () =>
  testApp.app.inject({
    method: 'POST',
    url: '/v1/ads/decisions',
    headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
    payload: {
      catalogId: 1,
      platform: 'DESKTOP',
      pageType: 'HOME',
      shopper: { id: 'shopper-gate' },
      slots: { products: 4 },
    },
  });

describe('POST /v1/ads/decisions while the demo history is written (decision 0283)', () => {
  it('answers 503 with Retry-After until the last day job is done, then serves', async () => {
    // Queued in the future: the tests' app runs no job runner, so the day stays queued until marked done.
    const queued = await scheduleDemoHistory(testApp.deps.db, {
      now: new Date(Date.now() + 3_600_000),
      days: 3,
    });
    expect(queued).toBe(true);
    forgetDemoHistoryGate(testApp.deps.db);

    const refused = await decide();
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('10');
    expect(refused.json()).toEqual({ error: DEMO_HISTORY_WRITING, code: 'UNAVAILABLE' });

    await testApp.deps.db.update(jobs).set({ status: 'DONE' }).where(eq(jobs.kind, 'demo-history'));
    // The gate reads the jobs again at most every 2 s, in the background of a decision.
    let served = await decide();
    for (let tries = 0; served.statusCode === 503 && tries < 40; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      served = await decide();
    }
    expect(served.statusCode).toBe(200);
    expect(served.json()).toMatchObject({ products: expect.any(Array), banners: expect.any(Array) });
  });

  it('serves when no history was ever queued, or when it failed', async () => {
    forgetDemoHistoryGate(testApp.deps.db);
    await testApp.deps.db.update(jobs).set({ status: 'FAILED' }).where(eq(jobs.kind, 'demo-history'));
    expect((await decide()).statusCode).toBe(200);
    await testApp.deps.db.delete(jobs).where(eq(jobs.kind, 'demo-history'));
    forgetDemoHistoryGate(testApp.deps.db);
    expect((await decide()).statusCode).toBe(200);
  });
});
