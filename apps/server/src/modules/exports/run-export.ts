import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { ZipArchive } from 'archiver';
import { eq } from 'drizzle-orm';
import { exportRequests } from '../../db/schema/index';
import { type JobDeps, registerJobHandler } from '../jobs/job-runner';
import { EXPORT_JOB_KIND } from './create-export-request';
import { scheduleExportCleanup } from './expire-exports';
import { exportDataTypes } from './export-data-types';
import { exportsDir } from './exports-storage';

async function csvOf(deps: JobDeps, companyId: number, name: string, params: Record<string, unknown>) {
  const chunks: string[] = [];
  await exportDataTypes[name]!.write(deps.db, companyId, params, (chunk) => chunks.push(chunk));
  // A byte-order mark so spreadsheet programs read the file as UTF-8.
  return `\uFEFF${chunks.join('')}`;
}

/**
 * The 'export' job: writes the CSV (or a ZIP with one CSV per data type) and marks the request
 * COMPLETED, or FAILED with the reason. A bad filter fails the request, not the job (no retry: it
 * would fail the same way); a request already finished is left alone (the job may run twice after a crash).
 */
export async function runExport(payload: unknown, deps: JobDeps): Promise<void> {
  const id = Number((payload as { exportRequestId?: unknown } | null)?.exportRequestId);
  const [request] = await deps.db.select().from(exportRequests).where(eq(exportRequests.id, id));
  if (!request || (request.status !== 'PENDING' && request.status !== 'RUNNING')) return;
  await deps.db.update(exportRequests).set({ status: 'RUNNING' }).where(eq(exportRequests.id, id));
  const folder = exportsDir(deps.config);
  const stamp = deps.now().toISOString().slice(0, 10);
  const names = request.dataType.split(',');
  const params = (request.params ?? {}) as Record<string, unknown>;
  const baseName = names.length === 1 ? (exportDataTypes[names[0]!]?.fileName ?? names[0]!) : 'export';
  const fileName = `${baseName}-${stamp}.${request.fileType === 'ZIP' ? 'zip' : 'csv'}`;
  const filePath = path.join(folder, `${id}-${randomBytes(8).toString('hex')}-${fileName}`);
  try {
    await mkdir(folder, { recursive: true });
    const output = createWriteStream(filePath);
    if (request.fileType === 'CSV') {
      output.end(await csvOf(deps, request.companyId, names[0]!, params));
      await once(output, 'finish');
    } else {
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
    const reason = error instanceof Error ? error.message : String(error);
    await deps.db
      .update(exportRequests)
      .set({ status: 'FAILED', statusReason: reason.slice(0, 500), completedAt: deps.now() })
      .where(eq(exportRequests.id, id));
  }
}

registerJobHandler(EXPORT_JOB_KIND, runExport);
