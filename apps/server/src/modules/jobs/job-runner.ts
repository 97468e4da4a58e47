import { and, eq, lte, or, sql } from 'drizzle-orm';
import { jobs } from '../../db/schema/index';
import { JOB_MAX_ATTEMPTS, type JobDeps, type JobHandler, type JobRow } from './job-queue';
import { jobHandlers } from './registry';

/** Which handler runs which kind: the registry's, or a test's own. */
export type JobHandlers = ReadonlyMap<string, JobHandler>;

/** A RUNNING job not finished after this long is taken again (its runner crashed or lost its connection). */
export const JOB_RUNNING_TIMEOUT_MS = 5 * 60_000;
export const JOB_POLL_INTERVAL_MS = 500;
/** Retry n waits 2^(n-1) × 5 s (5 s, 10 s, 20 s, 40 s). */
export { JOB_MAX_ATTEMPTS };

export const jobBackoffMs = (attempts: number) => 5_000 * 2 ** Math.max(0, attempts - 1);

/**
 * Claims one due job: QUEUED with runAt reached, or RUNNING for longer than the timeout. The row is
 * locked with FOR UPDATE SKIP LOCKED and set RUNNING in the same short transaction, so two runners
 * (two processes on PostgreSQL) never claim the same job.
 */
export async function claimJob(deps: Pick<JobDeps, 'db' | 'now'>): Promise<JobRow | null> {
  const now = deps.now();
  const staleBefore = new Date(now.getTime() - JOB_RUNNING_TIMEOUT_MS);
  return deps.db.transaction(async (tx) => {
    const [job] = await tx
      .select()
      .from(jobs)
      .where(
        or(
          and(eq(jobs.status, 'QUEUED'), lte(jobs.runAt, now)),
          and(eq(jobs.status, 'RUNNING'), lte(jobs.updatedAt, staleBefore)),
        ),
      )
      .orderBy(jobs.runAt, jobs.id)
      .limit(1)
      .for('update', { skipLocked: true });
    if (!job) return null;
    const [claimed] = await tx
      .update(jobs)
      .set({ status: 'RUNNING', attempts: sql`${jobs.attempts} + 1`, updatedAt: now })
      .where(eq(jobs.id, job.id))
      .returning();
    return claimed ?? null;
  });
}

async function runJob(
  deps: JobDeps,
  job: JobRow,
  handlers: JobHandlers,
): Promise<'DONE' | 'QUEUED' | 'FAILED'> {
  const handler = handlers.get(job.kind);
  try {
    if (!handler) throw new Error(`No handler for job kind ${job.kind}`);
    await handler(job.payload, deps, job);
    await deps.db
      .update(jobs)
      .set({ status: 'DONE', lastError: null, updatedAt: deps.now() })
      .where(and(eq(jobs.id, job.id), eq(jobs.status, 'RUNNING')));
    return 'DONE';
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const now = deps.now();
    const final = job.attempts >= JOB_MAX_ATTEMPTS;
    await deps.db
      .update(jobs)
      .set({
        status: final ? 'FAILED' : 'QUEUED',
        lastError: message.slice(0, 2000),
        runAt: final ? job.runAt : new Date(now.getTime() + jobBackoffMs(job.attempts)),
        updatedAt: now,
      })
      .where(eq(jobs.id, job.id));
    deps.logger.warn({ jobId: job.id, kind: job.kind, attempts: job.attempts, err: message }, 'job failed');
    return final ? 'FAILED' : 'QUEUED';
  }
}

/**
 * Runs due jobs one at a time until none is due, `max` ran or `stopping()` answers true (checked before each
 * claim); answers how many ran. For tests and the runner.
 */
export async function runJobsOnce(
  deps: JobDeps,
  {
    max = 100,
    handlers = jobHandlers,
    stopping = () => false,
  }: { max?: number; handlers?: JobHandlers; stopping?: () => boolean } = {},
): Promise<number> {
  let ran = 0;
  while (ran < max && !stopping()) {
    const job = await claimJob(deps);
    if (!job) break;
    await runJob(deps, job, handlers);
    ran++;
  }
  return ran;
}

/**
 * Polls the jobs table every ~500 ms until stopped. `stop` waits for the job in hand only: a poll takes up to
 * 20 due jobs one after another (the demo history queues its next day as each ends), and waiting for all of
 * them kept a SIGTERM waiting for close to a minute. The rest stay QUEUED for the next start.
 */
export function startJobRunner(
  deps: JobDeps,
  {
    intervalMs = JOB_POLL_INTERVAL_MS,
    handlers = jobHandlers,
  }: { intervalMs?: number; handlers?: JobHandlers } = {},
): { stop: () => Promise<void> } {
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let current: Promise<void> = Promise.resolve();
  const tick = () => {
    current = (async () => {
      try {
        await runJobsOnce(deps, { max: 20, handlers, stopping: () => stopped });
      } catch (error) {
        deps.logger.error({ err: error }, 'job runner poll failed');
      }
    })().finally(() => {
      if (!stopped) timer = setTimeout(tick, intervalMs);
    });
  };
  timer = setTimeout(tick, intervalMs);
  return {
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await current;
    },
  };
}
