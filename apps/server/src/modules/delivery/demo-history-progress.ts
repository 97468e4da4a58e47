import { asc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { jobs } from '../../db/schema/index';
import { DEMO_HISTORY_JOB, demoHistoryPayload } from './demo-history-job';

export type DemoHistoryState = 'NONE' | 'RUNNING' | 'DONE' | 'FAILED';

export type DemoHistoryProgress = {
  /** NONE: never asked for (no demo data, DEMO_HISTORY_DAYS=0, or a database from before it existed). */
  state: DemoHistoryState;
  daysDone: number;
  daysTotal: number;
  startedAt: Date | null;
  finishedAt: Date | null;
};

/**
 * How far the demo history is (staff, demo-history.graphql.ts): read from its day jobs (demo-history-job.ts),
 * one per simulated day, each queued when the one before is done.
 */
export async function demoHistoryProgress({
  deps,
}: {
  deps: Pick<AppDeps, 'db'>;
}): Promise<DemoHistoryProgress> {
  const rows = await deps.db
    .select({
      status: jobs.status,
      payload: jobs.payload,
      createdAt: jobs.createdAt,
      updatedAt: jobs.updatedAt,
    })
    .from(jobs)
    .where(eq(jobs.kind, DEMO_HISTORY_JOB))
    .orderBy(asc(jobs.id));
  const first = rows[0];
  if (!first) return { state: 'NONE', daysDone: 0, daysTotal: 0, startedAt: null, finishedAt: null };
  const parsed = demoHistoryPayload.safeParse(first.payload);
  const daysTotal = parsed.success ? parsed.data.days : rows.length;
  const daysDone = rows.filter((row) => row.status === 'DONE').length;
  const last = rows[rows.length - 1]!;
  const state: DemoHistoryState = rows.some((row) => row.status === 'FAILED')
    ? 'FAILED'
    : daysDone >= daysTotal
      ? 'DONE'
      : 'RUNNING';
  return {
    state,
    daysDone: Math.min(daysDone, daysTotal),
    daysTotal,
    startedAt: first.createdAt,
    finishedAt: state === 'DONE' ? last.updatedAt : null,
  };
}
