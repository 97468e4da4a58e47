import { isAllowed } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { exportRequests } from '../../db/schema/index';
import { askerOf, type SignedIn } from '../../graphql/context';
import { DomainError, type FieldError, forbidden } from '../../graphql/errors';
import { enqueueJob } from '../jobs/job-queue';
import { getFeatureFlag } from '../platform/feature-flags';
import { exportDataTypes, parseDataTypes } from './export-data-types';
import { exportParamsErrors } from './export-params';

export type ExportRequestRow = typeof exportRequests.$inferSelect;
export type ExportRequestPayload = {
  ok: boolean;
  errors: FieldError[];
  exportRequest: ExportRequestRow | null;
};

export const EXPORT_JOB_KIND = 'export';
const MAX_PARAMS_CHARS = 10_000;

/**
 * createExportRequest: a PENDING request and its job, in one transaction. The data type decides who
 * may export it (credits and wallet transactions: owners; staff pass).
 */
export async function createExportRequest({
  deps,
  actor: session,
  input,
}: {
  deps: Pick<AppDeps, 'db' | 'now'>;
  actor: SignedIn & { companyId: number };
  input: { fileType: 'CSV' | 'ZIP'; dataType: string; params: unknown };
}): Promise<ExportRequestPayload> {
  const names = parseDataTypes(input.fileType, input.dataType ?? '');
  if (!names) throw new DomainError('exports:error.unknownDataType', 'dataType');
  if (names.some((name) => !isAllowed(exportDataTypes[name]!.permission, askerOf(session))))
    throw forbidden();
  for (const name of names) {
    const flag = exportDataTypes[name]!.flag;
    if (flag && !(await getFeatureFlag({ deps, input: { name: flag } }))?.isActive)
      throw new DomainError('exports:error.unknownDataType', 'dataType');
  }
  let params: unknown = input.params ?? {};
  if (typeof params === 'string') {
    try {
      params = JSON.parse(params);
    } catch {
      throw new DomainError('exports:error.invalidParams', 'params');
    }
  }
  if (
    !params ||
    typeof params !== 'object' ||
    Array.isArray(params) ||
    JSON.stringify(params).length > MAX_PARAMS_CHARS
  )
    throw new DomainError('exports:error.invalidParams', 'params');
  // A ZIP checks its params against every data type in it; a field two of them read is reported once.
  const paramErrors = new Map(
    names
      .flatMap((name) => exportParamsErrors(exportDataTypes[name]!.params, params))
      .map((e) => [e.field, e]),
  );
  if (paramErrors.size) return { ok: false, errors: [...paramErrors.values()], exportRequest: null };
  // Inline GraphQL object literals arrive without a prototype: store a plain copy. Calendar-day filters are
  // read in the asker's time zone, as on the screen (docs/decisions/0071), unless the params name one; texts
  // (credit descriptions) in the asker's language, as on the screen.
  params = {
    timeZone: session.user.timezone,
    language: session.user.language,
    ...JSON.parse(JSON.stringify(params)),
  };
  const row = await deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(exportRequests)
      .values({
        companyId: session.companyId,
        userId: session.user.id,
        fileType: input.fileType,
        dataType: names.join(','),
        params,
        createdAt: deps.now(),
      })
      .returning();
    await enqueueJob(tx, {
      kind: EXPORT_JOB_KIND,
      payload: { exportRequestId: created!.id },
      runAt: deps.now(),
    });
    return created!;
  });
  return { ok: true, errors: [], exportRequest: row };
}

/** exportRequest(id): only the user who asked, in the company they asked for. */
export async function findExportRequest({
  deps,
  actor: session,
  input: { id },
}: {
  deps: Pick<AppDeps, 'db'>;
  actor: SignedIn & { companyId: number };
  input: { id: number };
}): Promise<ExportRequestRow | null> {
  const [row] = await deps.db
    .select()
    .from(exportRequests)
    .where(
      and(
        eq(exportRequests.id, id),
        eq(exportRequests.companyId, session.companyId),
        eq(exportRequests.userId, session.user.id),
      ),
    );
  return row ?? null;
}
