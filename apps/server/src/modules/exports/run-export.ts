import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { exportRequests } from '../../db/schema/index';
import type { JobDeps, JobRow } from '../jobs/job-queue';
import { scheduleExportCleanup } from './expire-exports';
import { exportDataTypes } from './export-data-types';
import { exportDay } from './export-day';
import { ExportRefusedError, ExportTooLargeError, exportReasons } from './export-reasons';
import { exportsDir } from './exports-storage';

async function csvOf(deps: JobDeps, companyId: number, name: string, params: Record<string, unknown>) {
  const chunks: string[] = [];
  await exportDataTypes[name]!.write(deps.db, companyId, params, (chunk) => chunks.push(chunk));
  // A byte-order mark so spreadsheet programs read the file as UTF-8.
  return `\uFEFF${chunks.join('')}`;
}

/** What a failed export tells its user: a message key, never the error's own text (docs/decisions/0116). */
export function exportFailureReason(error: unknown): string {
  if (error instanceof ExportRefusedError) return error.reason;
  return error instanceof ExportTooLargeError ? exportReasons.tooManyRows : exportReasons.failed;
}

/**
 * The 'export' job: writes the CSV (or a ZIP with one CSV per data type) and marks the request
 * COMPLETED, or FAILED with the reason. A bad filter fails the request, not the job (no retry: it
 * would fail the same way); a request already finished is left alone (the job may run twice after a crash).
 */
export async function runExport(payload: unknown, deps: JobDeps, job?: JobRow): Promise<void> {
  const id = Number((payload as { exportRequestId?: unknown } | null)?.exportRequestId);
  const [request] = await deps.db.select().from(exportRequests).where(eq(exportRequests.id, id));
  if (!request || (request.status !== 'PENDING' && request.status !== 'RUNNING')) return;
  await deps.db.update(exportRequests).set({ status: 'RUNNING' }).where(eq(exportRequests.id, id));
  const folder = exportsDir(deps.config);
  const names = request.dataType.split(',');
  const params = (request.params ?? {}) as Record<string, unknown>;
  const stamp = await exportDay(deps.db, { companyId: request.companyId, params }, deps.now());
  const baseName = names.length === 1 ? (exportDataTypes[names[0]!]?.fileName ?? names[0]!) : 'export';
  const named = request.fileType === 'CSV' ? exportDataTypes[names[0]!]?.fileNameOf : undefined;
  // A params problem surfaces in the write below, which fails the request with its reason.
  const ownName = named ? await named(deps.db, request.companyId, params).catch(() => null) : null;
  const fileName = ownName ?? `${baseName}-${stamp}.${request.fileType === 'ZIP' ? 'zip' : 'csv'}`;
  const filePath = path.join(folder, `${id}-${randomBytes(8).toString('hex')}-${fileName}`);
  try {
    await mkdir(folder, { recursive: true });
    const output = createWriteStream(filePath);
    if (request.fileType === 'CSV') {
      output.end(await csvOf(deps, request.companyId, names[0]!, params));
      await once(output, 'finish');
    } else {
      // Loaded for the first ZIP only: archiver and its stream libraries are not needed to start.
      const { ZipArchive } = await import('archiver');
      const zip = new ZipArchive({ zlib: { level: 9 } });
      zip.pipe(output);
      for (const name of names)
        zip.append(await csvOf(deps, request.companyId, name, params), {
          name: `${exportDataTypes[name]?.fileName ?? name}-${stamp}.csv`,
        });
      const closed = once(output, 'close');
      await zip.finalize();
      await closed;
    }
    const completedAt = deps.now();
    await deps.db
      .update(exportRequests)
      .set({ status: 'COMPLETED', statusReason: null, fileName, filePath, completedAt })
      .where(eq(exportRequests.id, id));
    await scheduleExportCleanup(deps.db, id, completedAt);
  } catch (error) {
    await rm(filePath, { force: true });
    // The user sees a message key; the real error (possibly SQL text) stays in the log, found by these ids.
    deps.logger.warn({ err: error, exportRequestId: id, jobId: job?.id ?? null }, 'export failed');
    await deps.db
      .update(exportRequests)
      .set({ status: 'FAILED', statusReason: exportFailureReason(error), completedAt: deps.now() })
      .where(eq(exportRequests.id, id));
  }
}
