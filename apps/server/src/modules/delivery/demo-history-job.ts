import { z } from 'zod';
import type { Db } from '../../db/client';
import { enqueueJob, type JobHandler } from '../jobs/job-queue';
import { loadServerSecret } from '../platform/server-secret';
import { writeHistoryDay } from './demo-history-day';

/**
 * The demo history (issue 13): on a fresh demo start the demo campaigns get `DEMO_HISTORY_DAYS` (90) days of
 * past delivery, written by the engine at simulated time (demo-history-day.ts), so the dashboard is alive on
 * first sign-in. One job per simulated day, oldest first; each queues the next when it is done, so other jobs
 * (a sign-in code) wait for one day at most, never for the whole history. The day's dedupe key makes every
 * day queued once per database: a second start queues nothing, and a day cut short by a crash is taken again
 * by the runner (a RUNNING job past its timeout) and written again without counting anything twice.
 */

export const DEMO_HISTORY_JOB = 'demo-history';
/** Page views per catalog and simulated day: a few hundred, so 90 days take about a minute here. */
export const DEMO_HISTORY_VISITS_PER_DAY = 300;
/** The seed of every draw: the same database gets the same history. */
export const DEMO_HISTORY_SEED = 13;
const DAY_MS = 86_400_000;

export const demoHistoryPayload = z.object({
  dayNo: z.number().int().min(0),
  days: z.number().int().min(1),
  /** The moment the history was asked for (the server's start): it ends there. */
  endAt: z.iso.datetime(),
  perDay: z.number().int().min(1).default(DEMO_HISTORY_VISITS_PER_DAY),
});
export type DemoHistoryPayload = z.infer<typeof demoHistoryPayload>;

export const demoHistoryDayKey = (dayNo: number) => `${DEMO_HISTORY_JOB}:${dayNo}`;

/**
 * Queues the history's first day unless it was ever queued on this database (answers whether it was now).
 * `days` 0 queues nothing.
 */
export async function scheduleDemoHistory(
  db: Db,
  { now, days, perDay = DEMO_HISTORY_VISITS_PER_DAY }: { now: Date; days: number; perDay?: number },
): Promise<boolean> {
  if (days <= 0) return false;
  const payload: DemoHistoryPayload = { dayNo: 0, days, endAt: now.toISOString(), perDay };
  const job = await enqueueJob(db, {
    kind: DEMO_HISTORY_JOB,
    payload,
    runAt: now,
    dedupeKey: demoHistoryDayKey(0),
  });
  return job !== null;
}

/** Day `dayNo`'s window: UTC days ending with the history's end (today's runs up to it). */
export function historyDayWindow(payload: DemoHistoryPayload): { startMs: number; endMs: number } {
  const endMs = Date.parse(payload.endAt);
  const todayStart = Math.floor(endMs / DAY_MS) * DAY_MS;
  const startMs = todayStart - (payload.days - 1 - payload.dayNo) * DAY_MS;
  return { startMs, endMs: Math.min(startMs + DAY_MS, endMs) };
}

/** Writes one simulated day, then queues the next. */
export const demoHistoryJobHandler: JobHandler = async (rawPayload, deps, job) => {
  const payload = demoHistoryPayload.parse(rawPayload);
  if (payload.dayNo >= payload.days) return;
  const secret = await loadServerSecret(deps.db, deps.config.secretKey);
  const window = historyDayWindow(payload);
  const result = await writeHistoryDay(
    { db: deps.db, secret },
    {
      dayNo: payload.dayNo,
      ...window,
      perDay: payload.perDay,
      seed: DEMO_HISTORY_SEED,
      historyEndMs: Date.parse(payload.endAt),
      resume: job.attempts > 1,
    },
  );
  if (result.rejected > 0)
    deps.logger.warn({ dayNo: payload.dayNo, rejected: result.rejected }, 'demo history: events refused');
  const next = payload.dayNo + 1;
  if (next < payload.days)
    await enqueueJob(deps.db, {
      kind: DEMO_HISTORY_JOB,
      payload: { ...payload, dayNo: next },
      runAt: deps.now(),
      dedupeKey: demoHistoryDayKey(next),
    });
  else deps.logger.info({ days: payload.days }, 'demo history written');
};
