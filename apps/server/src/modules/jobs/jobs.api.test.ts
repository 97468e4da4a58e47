import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { enqueueJob, type JobDeps, type JobHandler } from './job-queue';
import {
  claimJob,
  JOB_MAX_ATTEMPTS,
  JOB_RUNNING_TIMEOUT_MS,
  runJobsOnce,
  startJobRunner,
} from './job-runner';
import { jobHandlers } from './registry';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ demoProductCount: 10 });
});
afterAll(() => testApp.close());

const depsAt = (now: Date): JobDeps => ({ ...testApp.deps, now: () => now });

// The test's own kinds, handed to the runner in place of the registry's.
const handlers = new Map<string, JobHandler>();
const registerJobHandler = (kind: string, handler: JobHandler) => handlers.set(kind, handler);

describe('job runner', () => {
  it('runs a queued job once and marks it DONE', async () => {
    const seen: unknown[] = [];
    registerJobHandler('test-simple', async (payload) => {
      seen.push(payload);
    });
    const job = await enqueueJob(testApp.deps.db, { kind: 'test-simple', payload: { n: 1 } });
    expect(job?.status).toBe('QUEUED');
    await runJobsOnce(testApp.deps, { handlers });
    expect(seen).toEqual([{ n: 1 }]);
    const [row] = await testApp.deps.db.select().from(jobs).where(eq(jobs.id, job!.id));
    expect(row).toMatchObject({ status: 'DONE', attempts: 1, lastError: null });
    await runJobsOnce(testApp.deps, { handlers });
    expect(seen).toHaveLength(1);
  });

  it('queues a dedupe key once', async () => {
    const first = await enqueueJob(testApp.deps.db, { kind: 'test-none', payload: {}, dedupeKey: 'k-1' });
    const second = await enqueueJob(testApp.deps.db, { kind: 'test-none', payload: {}, dedupeKey: 'k-1' });
    expect(first).not.toBeNull();
    expect(second).toBeNull();
    const rows = await testApp.deps.db.select().from(jobs).where(eq(jobs.dedupeKey, 'k-1'));
    expect(rows).toHaveLength(1);
    await testApp.deps.db.delete(jobs).where(eq(jobs.dedupeKey, 'k-1'));
  });

  it('waits for runAt', async () => {
    let runs = 0;
    registerJobHandler('test-later', async () => {
      runs++;
    });
    const now = new Date();
    await enqueueJob(testApp.deps.db, {
      kind: 'test-later',
      payload: {},
      runAt: new Date(now.getTime() + 60_000),
    });
    await runJobsOnce(depsAt(now), { handlers });
    expect(runs).toBe(0);
    await runJobsOnce(depsAt(new Date(now.getTime() + 61_000)), { handlers });
    expect(runs).toBe(1);
  });

  it('retries with backoff and gives up after the attempt limit', async () => {
    let runs = 0;
    registerJobHandler('test-fail', async () => {
      runs++;
      throw new Error('boom');
    });
    const job = await enqueueJob(testApp.deps.db, { kind: 'test-fail', payload: {} });
    let clock = Date.now();
    await runJobsOnce(depsAt(new Date(clock)), { handlers });
    let [row] = await testApp.deps.db.select().from(jobs).where(eq(jobs.id, job!.id));
    expect(row).toMatchObject({ status: 'QUEUED', attempts: 1, lastError: 'boom' });
    expect(row!.runAt.getTime()).toBe(clock + 5_000);
    // Not due again before the backoff.
    await runJobsOnce(depsAt(new Date(clock + 4_000)), { handlers });
    expect(runs).toBe(1);
    for (let attempt = 2; attempt <= JOB_MAX_ATTEMPTS + 2; attempt++) {
      clock += 10 * 60_000;
      await runJobsOnce(depsAt(new Date(clock)), { handlers });
    }
    [row] = await testApp.deps.db.select().from(jobs).where(eq(jobs.id, job!.id));
    expect(row).toMatchObject({ status: 'FAILED', attempts: JOB_MAX_ATTEMPTS });
    expect(runs).toBe(JOB_MAX_ATTEMPTS);
  });

  it('takes a RUNNING job again after the timeout (a runner crashed)', async () => {
    let runs = 0;
    registerJobHandler('test-crash', async () => {
      runs++;
    });
    const now = new Date();
    // Due at the runner's `now` (the queue's own clock could read the next millisecond).
    const job = await enqueueJob(testApp.deps.db, { kind: 'test-crash', payload: {}, runAt: now });
    // A runner claims it and dies before finishing.
    const claimed = await claimJob(depsAt(now));
    expect(claimed?.id).toBe(job!.id);
    await runJobsOnce(depsAt(new Date(now.getTime() + 1_000)), { handlers });
    expect(runs).toBe(0);
    await runJobsOnce(depsAt(new Date(now.getTime() + JOB_RUNNING_TIMEOUT_MS + 1_000)), { handlers });
    expect(runs).toBe(1);
    const [row] = await testApp.deps.db.select().from(jobs).where(eq(jobs.id, job!.id));
    expect(row).toMatchObject({ status: 'DONE', attempts: 2 });
  });

  it('fails a job of an unknown kind without stopping the others', async () => {
    const job = await enqueueJob(testApp.deps.db, { kind: 'test-unknown', payload: {} });
    await runJobsOnce(testApp.deps, { handlers });
    const [row] = await testApp.deps.db.select().from(jobs).where(eq(jobs.id, job!.id));
    expect(row?.lastError).toContain('No handler');
  });

  it('never runs a job twice with two runners polling at once', async () => {
    const counts = new Map<number, number>();
    registerJobHandler('test-race', async (payload) => {
      const n = (payload as { n: number }).n;
      counts.set(n, (counts.get(n) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 2));
    });
    const total = 120;
    const created = [];
    for (let n = 0; n < total; n++)
      created.push(await enqueueJob(testApp.deps.db, { kind: 'test-race', payload: { n } }));
    const ids = created.map((job) => job!.id);
    // Four loops claiming concurrently (on PostgreSQL each transaction takes its own pooled connection).
    await Promise.all([1, 2, 3, 4].map(() => runJobsOnce(testApp.deps, { max: total, handlers })));
    // Two polling runners, as two processes would run them.
    const runners = [
      startJobRunner(testApp.deps, { intervalMs: 5, handlers }),
      startJobRunner(testApp.deps, { intervalMs: 5, handlers }),
    ];
    await new Promise((resolve) => setTimeout(resolve, 100));
    await Promise.all(runners.map((runner) => runner.stop()));
    expect(counts.size).toBe(total);
    expect([...counts.values()].every((count) => count === 1)).toBe(true);
    const rows = await testApp.deps.db.select().from(jobs).where(inArray(jobs.id, ids));
    expect(rows.every((row) => row.status === 'DONE' && row.attempts === 1)).toBe(true);
  });

  it('runner started and stopped picks up new jobs', async () => {
    let runs = 0;
    registerJobHandler('test-poll', async () => {
      runs++;
    });
    const runner = startJobRunner(testApp.deps, { intervalMs: 10, handlers });
    await enqueueJob(testApp.deps.db, { kind: 'test-poll', payload: {} });
    for (let i = 0; i < 100 && runs === 0; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    await runner.stop();
    expect(runs).toBe(1);
  });

  it('stop waits for the job in hand only and leaves the other due jobs queued', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const started: number[] = [];
    registerJobHandler('test-stop', async (payload) => {
      started.push((payload as { n: number }).n);
      await held;
    });
    const ids: number[] = [];
    for (let n = 0; n < 3; n++)
      ids.push((await enqueueJob(testApp.deps.db, { kind: 'test-stop', payload: { n } }))!.id);
    const runner = startJobRunner(testApp.deps, { intervalMs: 5, handlers });
    for (let i = 0; i < 250 && started.length === 0; i++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    // Stopped while the first job runs: the poll that claimed it would otherwise go on with the next two.
    const stopped = runner.stop();
    release();
    await stopped;
    expect(started).toEqual([0]);
    const rows = await testApp.deps.db.select().from(jobs).where(inArray(jobs.id, ids)).orderBy(jobs.id);
    expect(rows.map((row) => row.status)).toEqual(['DONE', 'QUEUED', 'QUEUED']);
    await testApp.deps.db.delete(jobs).where(inArray(jobs.id, ids));
  });
});

describe('job registry', () => {
  it('runs a kind a module queues with the registry handler, with nothing registered by the caller', async () => {
    const job = await enqueueJob(testApp.deps.db, { kind: 'export-cleanup', payload: {} });
    await runJobsOnce(testApp.deps);
    const [row] = await testApp.deps.db.select().from(jobs).where(eq(jobs.id, job!.id));
    expect(row).toMatchObject({ status: 'DONE', lastError: null });
  });

  it('lists every kind of job in one place', () => {
    expect([...jobHandlers.keys()].sort()).toEqual([
      'auto-top-up',
      'credit-expiry',
      'delivery-spend-charge',
      'demo-history',
      'export',
      'export-cleanup',
      'meta.onboardSeller',
      'meta.syncSpend',
      'password-reset-email',
      'sign-in-code',
      'sponsor-schedule',
      'top-up-alert',
    ]);
  });
});
