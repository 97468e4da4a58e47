import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, sponsorAdSets, sponsorHistory } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { runJobsOnce } from '../jobs/job-runner';
import type { CampaignSeed } from './insert-campaign';
import { type Company, campaignOf, companyNamed, DAY_MS } from './sponsor-lists-test-helpers';
import { END_DATE, runSponsorSchedule, SPONSOR_SCHEDULE_JOB } from './sponsor-schedule-job';

let testApp: TestApp;
let acme: Company;
const now = new Date();
const day = (offset: number) => new Date(now.getTime() + offset * DAY_MS);

async function adSet(name: string, overrides: Partial<CampaignSeed>) {
  return (await campaignOf(testApp.deps.db, acme, { name, ...overrides }, now)).adSet;
}

async function statuses(ids: number[]) {
  const rows = await testApp.deps.db.select().from(sponsorAdSets).where(inArray(sponsorAdSets.id, ids));
  return Object.fromEntries(rows.map((row) => [row.id, row.status]));
}

beforeAll(async () => {
  testApp = await createTestApp({ demoProductCount: 50 });
  acme = await companyNamed(testApp.deps.db, 'Acme Fashion', 'Northwind');
});
afterAll(() => testApp.close());

describe('sponsor-schedule job', () => {
  it('starts scheduled ad sets, completes ended ones, leaves the rest, and is idempotent', async () => {
    const starting = await adSet('Starting', { status: 'SCHEDULED', startDate: day(-0.01), endDate: day(5) });
    const startingPaused = await adSet('Starting paused', {
      status: 'SCHEDULED',
      startDate: day(-1),
      runningStatus: 'PAUSED',
    });
    const future = await adSet('Future', { status: 'SCHEDULED', startDate: day(2) });
    const ended = await adSet('Ended', { status: 'DELIVERING', startDate: day(-10), endDate: day(-0.01) });
    const endedScheduled = await adSet('Ended scheduled', {
      status: 'SCHEDULED',
      startDate: day(-10),
      endDate: day(-1),
    });
    const endedPaused = await adSet('Ended paused', {
      status: 'PAUSED',
      startDate: day(-10),
      endDate: day(-1),
    });
    const endedIdle = await adSet('Ended idle', {
      status: 'NOT_DELIVERING',
      startDate: day(-10),
      endDate: day(-1),
    });
    const pending = await adSet('Pending', {
      status: 'PENDING_FOR_APPROVAL',
      startDate: day(-10),
      endDate: day(-1),
    });
    const running = await adSet('Running', { status: 'DELIVERING', startDate: day(-3) });
    const ids = [
      starting,
      startingPaused,
      future,
      ended,
      endedScheduled,
      endedPaused,
      endedIdle,
      pending,
      running,
    ].map((row) => row.id);

    await runSponsorSchedule(testApp.deps.db, now);
    expect(await statuses(ids)).toEqual({
      [starting.id]: 'DELIVERING',
      [startingPaused.id]: 'PAUSED',
      [future.id]: 'SCHEDULED',
      [ended.id]: 'COMPLETED',
      [endedScheduled.id]: 'COMPLETED',
      [endedPaused.id]: 'COMPLETED',
      [endedIdle.id]: 'COMPLETED',
      [pending.id]: 'PENDING_FOR_APPROVAL',
      [running.id]: 'DELIVERING',
    });
    const log = await testApp.deps.db
      .select()
      .from(sponsorHistory)
      .where(and(eq(sponsorHistory.objectType, 'AD_SET'), eq(sponsorHistory.objectId, ended.id)));
    const moved = log.filter((row) => JSON.stringify(row.changes).includes('COMPLETED'));
    expect(moved).toHaveLength(1);
    expect(moved[0]).toMatchObject({
      updatedBy: null,
      changes: [
        { actionType: '~', objectType: 'AD_SET', field: 'status', old: 'DELIVERING', new: 'COMPLETED' },
      ],
    });

    const again = await runSponsorSchedule(testApp.deps.db, now);
    expect(again).toEqual({ completed: 0, started: 0 });
  });

  it('says the end date once it passes, over a spent budget or a completion for want of SKUs', async () => {
    const spent = await adSet('Ended spent', {
      status: 'NOT_DELIVERING',
      effectiveStatus: 'EXCEED_BUDGET_TOTAL',
      startDate: day(-10),
      endDate: day(-1),
    });
    const noSku = await adSet('Ended without SKUs', {
      status: 'COMPLETED',
      effectiveStatus: 'NO_SKU',
      startDate: day(-10),
      endDate: day(-1),
    });
    const completedBefore = await adSet('Completed before reasons', {
      status: 'COMPLETED',
      startDate: day(-10),
      endDate: day(-1),
    });
    const noSkuRunning = await adSet('Without SKUs, running', {
      status: 'COMPLETED',
      effectiveStatus: 'NO_SKU',
      startDate: day(-10),
      endDate: day(5),
    });
    const historyOf = (id: number) =>
      testApp.deps.db
        .select()
        .from(sponsorHistory)
        .where(and(eq(sponsorHistory.objectType, 'AD_SET'), eq(sponsorHistory.objectId, id)));
    const before = await historyOf(noSku.id);
    await runSponsorSchedule(testApp.deps.db, now);
    const rows = await testApp.deps.db
      .select()
      .from(sponsorAdSets)
      .where(inArray(sponsorAdSets.id, [spent.id, noSku.id, completedBefore.id, noSkuRunning.id]));
    const byId = Object.fromEntries(rows.map((row) => [row.id, [row.status, row.effectiveStatus]]));
    expect(byId).toEqual({
      [spent.id]: ['COMPLETED', END_DATE],
      // No longer NO_SKU, so the engine does not bring it back when a SKU returns (delivery-index-status.ts).
      [noSku.id]: ['COMPLETED', END_DATE],
      [completedBefore.id]: ['COMPLETED', END_DATE],
      [noSkuRunning.id]: ['COMPLETED', 'NO_SKU'],
    });
    // Only a change of status is an activity row: COMPLETED stays COMPLETED.
    expect(await historyOf(noSku.id)).toHaveLength(before.length);
    expect(await runSponsorSchedule(testApp.deps.db, now)).toEqual({ completed: 0, started: 0 });
  });

  it('is queued at start and queues its next run 5 minutes on', async () => {
    const queued = await testApp.deps.db.select().from(jobs).where(eq(jobs.kind, SPONSOR_SCHEDULE_JOB));
    expect(queued.length).toBeGreaterThanOrEqual(1);
    await runJobsOnce(testApp.deps);
    const after = await testApp.deps.db.select().from(jobs).where(eq(jobs.kind, SPONSOR_SCHEDULE_JOB));
    expect(after.some((job) => job.status === 'DONE')).toBe(true);
    const next = after.find((job) => job.status === 'QUEUED');
    expect(next).toBeDefined();
    const ahead = next!.runAt.getTime() - Date.now();
    expect(ahead).toBeGreaterThan(0);
    expect(ahead).toBeLessThanOrEqual(5 * 60_000);
    expect(next!.runAt.getTime() % (5 * 60_000)).toBe(0);
  });
});
