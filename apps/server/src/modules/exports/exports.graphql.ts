import { builder } from '../../graphql/builder';
import { requireCompanyId, requireSession } from '../../graphql/context';
import { payloadFields } from '../../graphql/payload';
import { parseRowId } from '../../graphql/row-id';
import {
  createExportRequest,
  type ExportRequestPayload,
  type ExportRequestRow,
  findExportRequest,
} from './create-export-request';
import { exportDownloadUrl } from './exports-storage';

const ExportFileType = builder.enumType('ExportFileType', { values: ['CSV', 'ZIP'] as const });
const ExportStatus = builder.enumType('ExportStatus', {
  values: ['PENDING', 'RUNNING', 'COMPLETED', 'FAILED', 'EXPIRED'] as const,
});

const ExportRequestType = builder.objectRef<ExportRequestRow>('ExportRequest').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    status: t.field({ type: ExportStatus, resolve: (row) => row.status }),
    statusReason: t.exposeString('statusReason', { nullable: true }),
    fileType: t.field({ type: ExportFileType, resolve: (row) => row.fileType }),
    dataType: t.exposeString('dataType'),
    exportedFileUrl: t.string({
      nullable: true,
      description: 'Set once the file is ready: GET it with the session cookie.',
      resolve: (row) => (row.status === 'COMPLETED' ? exportDownloadUrl(row.id) : null),
    }),
    fileName: t.exposeString('fileName', { nullable: true }),
  }),
});

const ExportRequestPayloadType = builder.objectRef<ExportRequestPayload>('ExportRequestPayload').implement({
  fields: (t) => ({
    ...payloadFields(t),
    exportRequest: t.field({ type: ExportRequestType, nullable: true, resolve: (p) => p.exportRequest }),
  }),
});

builder.queryFields((t) => ({
  exportRequest: t.field({
    type: ExportRequestType,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => {
      const session = requireSession(ctx);
      const companyId = requireCompanyId(ctx);
      const id = parseRowId(args.id);
      if (id === null) return null;
      return findExportRequest({ deps: ctx.deps, actor: { ...session, companyId }, input: { id } });
    },
  }),
}));

builder.mutationFields((t) => ({
  createExportRequest: t.field({
    type: ExportRequestPayloadType,
    description:
      'Queue an export of a list (dataType: credits, wallet_transactions; a ZIP takes several, comma-separated).',
    args: {
      fileType: t.arg({ type: ExportFileType, required: true }),
      dataType: t.arg.string({ required: true }),
      params: t.arg({ type: 'JSON', description: 'The list’s filters, as an object or a JSON string.' }),
    },
    resolve: (_root, args, ctx) => {
      const session = requireSession(ctx);
      const companyId = requireCompanyId(ctx);
      return createExportRequest({
        deps: ctx.deps,
        actor: { ...session, companyId },
        input: { ...args, params: args.params ?? null },
      });
    },
  }),
}));
