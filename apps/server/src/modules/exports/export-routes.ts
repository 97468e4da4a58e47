import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { roleMatrix } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { DomainError } from '../../graphql/errors';
import { parseRowId } from '../../graphql/row-id';
import { restSession } from '../documents/rest-session';
import { findExportRequest } from './create-export-request';

/** GET /v1/exports/:id/download: the finished file, to the user who asked, in the company they asked for. */
export function registerExportRoutes(app: FastifyInstance, deps: AppDeps) {
  app.get<{ Params: { id: string } }>('/v1/exports/:id/download', async (request, reply) => {
    const session = await restSession(deps, request, reply, roleMatrix.exportRequest);
    const id = parseRowId(request.params.id);
    const row = id === null ? null : await findExportRequest({ deps, actor: session, input: { id } });
    const size =
      row?.status === 'COMPLETED' && row.filePath
        ? await stat(row.filePath).then(
            (s) => s.size,
            () => null,
          )
        : null;
    // Expired (its file deleted), another user's, or never made: the same answer.
    if (!row || size === null)
      throw new DomainError('exports:error.exportNotFound', null, undefined, 'NOT_FOUND');
    const safe = (row.fileName ?? 'export').replace(/[^\w.-]/g, '_');
    return reply
      .header('content-type', row.fileType === 'ZIP' ? 'application/zip' : 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${safe}"`)
      .header('content-length', size)
      .header('cache-control', 'no-store')
      .send(createReadStream(row.filePath!));
  });
}
