import { rm } from 'node:fs/promises';
import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { exportRequests } from '../../db/schema/index';
import { enqueueJob, type JobDeps, type JobHandler } from '../jobs/job-queue';
import { exportReasons } from './export-reasons';

/** How long a finished export file is kept (docs/decisions/0069). */
export const EXPORT_RETENTION_MS = 24 * 60 * 60 * 1000;
export const EXPORT_CLEANUP_JOB = 'export-cleanup';
/** A message key: the file was deleted 24 hours after it was made; export again. */
export const EXPORT_EXPIRED_REASON = exportReasons.expired;

/** Queues the clean-up of one finished export for when its retention ends (once per request). */
export function scheduleExportCleanup(db: Db, exportRequestId: number, completedAt: Date) {
  return enqueueJob(db, {
    kind: EXPORT_CLEANUP_JOB,
    payload: { exportRequestId },
    runAt: new Date(completedAt.getTime() + EXPORT_RETENTION_MS),
    dedupeKey: `${EXPORT_CLEANUP_JOB}:${exportRequestId}`,
  });
}

/**
 * Deletes every export file finished more than the retention period ago and marks its request EXPIRED (no
 * download URL any more). Sweeps them all, so a request whose own clean-up job was lost is cleaned by the
 * next one; safe to run twice (a missing file is fine, EXPIRED requests are not selected again).
 */
export async function expireExports(deps: Pick<JobDeps, 'db' | 'now'>): Promise<number> {
  const before = new Date(deps.now().getTime() - EXPORT_RETENTION_MS);
  const due = await deps.db
    .select({ id: exportRequests.id, filePath: exportRequests.filePath })
    .from(exportRequests)
    .where(and(eq(exportRequests.status, 'COMPLETED'), lte(exportRequests.completedAt, before)));
  for (const request of due) {
    if (request.filePath) await rm(request.filePath, { force: true });
    await deps.db
      .update(exportRequests)
      .set({ status: 'EXPIRED', statusReason: EXPORT_EXPIRED_REASON, filePath: null })
      .where(and(eq(exportRequests.id, request.id), eq(exportRequests.status, 'COMPLETED')));
  }
  return due.length;
}

export const expireExportsJobHandler: JobHandler = async (_payload, deps) => {
  const count = await expireExports(deps);
  if (count > 0) deps.logger.info({ count }, 'export files deleted');
};
