import fastifyMultipart from '@fastify/multipart';
import { restPermissions } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { DomainError } from '../../graphql/errors';
import { restSession } from '../documents/rest-session';
import { registerStorageRoutes } from '../storage/storage-routes';
import { imageSizeLimit, imageTooLarge, UPLOAD_HARD_LIMIT_BYTES, uploadImage } from './upload-image';

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
      if (!request.isMultipart()) throw new DomainError('sponsorContent:error.imageType', 'file');
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
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw imageTooLarge((await imageSizeLimit(deps, null)).mb);
        // Too many parts or fields, a truncated body: the parser's code is for the log, not the user.
        if (code?.startsWith('FST_')) {
          request.log.info({ code }, 'upload refused by the multipart parser');
          throw new DomainError('sponsorContent:image.uploadFailed', 'file');
        }
        throw error;
      }
      const image = await uploadImage({
        deps,
        actor: session,
        input: {
          bytes,
          bannerTypeId: fields.bannerTypeId?.trim() || null,
          purpose: fields.purpose?.trim() || null,
        },
      });
      return reply.header('cache-control', 'no-store').send(image);
    });
  });
}
