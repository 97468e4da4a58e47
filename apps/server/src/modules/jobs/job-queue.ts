import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { jobs } from '../../db/schema/index';

// What a module needs to queue work and to write its handler; the runner and the registry of handlers sit
// above the modules (registry.ts imports them), so modules import this file, never the runner.

export type JobRow = typeof jobs.$inferSelect;
export type JobDeps = Pick<AppDeps, 'db' | 'config' | 'logger' | 'now' | 'mailer'>;
export type JobHandler = (payload: unknown, deps: JobDeps, job: JobRow) => Promise<void>;

export type EnqueueJobInput = { kind: string; payload: unknown; runAt?: Date; dedupeKey?: string | null };

/**
 * Queues a job (inside the caller's transaction when given one). With a `dedupeKey` already present
 * (whatever its status) nothing is queued and null is answered.
 */
export async function enqueueJob(db: Db, input: EnqueueJobInput): Promise<JobRow | null> {
  const rows = await db
    .insert(jobs)
    .values({
      kind: input.kind,
      payload: input.payload ?? {},
      runAt: input.runAt ?? new Date(),
      dedupeKey: input.dedupeKey ?? null,
    })
    .onConflictDoNothing()
    .returning();
  return rows[0] ?? null;
}

/** How many times a job runs before it is FAILED for good. */
export const JOB_MAX_ATTEMPTS = 5;
