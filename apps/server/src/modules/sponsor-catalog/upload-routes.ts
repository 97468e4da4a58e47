import fastifyMultipart from '@fastify/multipart';
import { restPermissions } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { restSession } from '../documents/rest-session';
import { registerStorageRoutes } from '../storage/storage-routes';
import { imageSizeLimit, UPLOAD_HARD_LIMIT_BYTES, uploadImage } from './upload-image';

const textFields = new Set(['bannerTypeId', 'purpose']);

/**
 * GET /uploads/* (stored files) and POST /v1/uploads/images (multipart `file`, optional `bannerTypeId`
 * and `purpose`): CSRF is checked by the app-wide hook, then the session, then the file.
 * Multipart parsing lives in this plugin scope only, so no other route accepts form uploads.
 */
export async function registerUploadRoutes(app: FastifyInstance, deps: AppDeps) {
  registerStorageRoutes(app, deps);
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: UPLOAD_HARD_LIMIT_BYTES, files: 1, fields: 4, fieldSize: 200, parts: 6 },
    });
    scope.post('/v1/uploads/images', async (request, reply) => {
      const session = await restSession(deps, request, reply, restPermissions.uploadImage);
      if (!session) return reply;
      if (!request.isMultipart())
        return reply
          .code(400)
          .send({ errors: [{ field: 'file', messages: ['sponsorContent:error.imageType'] }] });
      const fields: Record<string, string> = {};
      let bytes: Uint8Array | null = null;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            if (part.fieldname === 'file') bytes = await part.toBuffer();
            else await part.toBuffer();
          } else if (textFields.has(part.fieldname)) fields[part.fieldname] = String(part.value ?? '');
        }
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') {
          const limit = await imageSizeLimit(deps, null);
          const message = `sponsorContent:error.imageTooLarge?max=${limit.mb}`;
          return reply.code(400).send({ errors: [{ field: 'file', messages: [message] }] });
        }
        if (code?.startsWith('FST_'))
          return reply.code(400).send({ errors: [{ field: null, messages: [code] }] });
        throw error;
      }
      const result = await uploadImage({
        deps,
        companyId: session.companyId,
        userId: session.user.id,
        bytes,
        bannerTypeId: fields.bannerTypeId?.trim() || null,
        purpose: fields.purpose?.trim() || null,
      });
      if (!result.ok) return reply.code(400).send({ errors: result.errors });
      return reply
        .header('cache-control', 'no-store')
        .send({ url: result.url, width: result.width, height: result.height });
    });
  });
}
