import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, credits, jobs } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { runJobsOnce } from '../jobs/job-runner';
import { CREDIT_EXPIRY_JOB, scheduleCreditExpiry } from './credit-expiry-job';
import { creditWallet } from './credit-wallet';

let clock = new Date('2026-11-21T10:15:00Z');
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ demoProductCount: 10, now: () => clock });
});
afterAll(() => testApp.close());

describe('credit expiry job', () => {
  it('expires lots past their expiry and queues the next hour, once per hour', async () => {
    const db = testApp.deps.db;
    const [bolt] = await db.select().from(companies).where(eq(companies.name, 'Bolt Apparel'));
    const { credit } = await creditWallet({
      db,
      input: {
        companyId: bolt!.id,
        amount: 5_000_000n,
        kind: 'PROMOTION',
        paymentMethod: 'MANUAL',
        isFree: true,
        expiryDate: new Date('2026-11-21T11:00:00Z'),
        idempotencyKey: 'expiry-job-test',
        now: clock,
      },
    });
    await scheduleCreditExpiry(db, clock);
    await scheduleCreditExpiry(db, clock);
    expect(await db.select().from(jobs).where(eq(jobs.kind, CREDIT_EXPIRY_JOB))).toHaveLength(1);

    await runJobsOnce(testApp.deps);
    expect((await db.select().from(credits).where(eq(credits.id, credit.id)))[0]?.status).not.toBe('EXPIRED');
    const queued = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, CREDIT_EXPIRY_JOB), eq(jobs.status, 'QUEUED')));
    expect(queued.map((job) => job.runAt.toISOString())).toEqual(['2026-11-21T11:00:00.000Z']);

    clock = new Date('2026-11-21T11:00:01Z');
    await runJobsOnce(testApp.deps);
    expect((await db.select().from(credits).where(eq(credits.id, credit.id)))[0]?.status).toBe('EXPIRED');
  });
});
