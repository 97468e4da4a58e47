import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { restRefusals } from '../../http/rest-error';
import { UPLOADS_PREFIX } from './object-storage';
import { storageFor } from './storage-for';

/**
 * GET /uploads/<key>: stored images. Keys are unguessable hashes and banners end up on the public
 * marketplace, so reading needs no session (decision 0076).
 */
export function registerStorageRoutes(app: FastifyInstance, deps: Pick<AppDeps, 'config'>) {
  app.get<{ Params: { '*': string } }>(`${UPLOADS_PREFIX}*`, async (request, reply) => {
    const file = await storageFor(deps).get(request.params['*']);
    if (!file) throw restRefusals.notFound();
    return (
      reply
        .header('content-type', file.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        // Generated backgrounds are SVG served from our origin: no script may ever run in them.
        .header('content-security-policy', "default-src 'none'; img-src data:; style-src 'unsafe-inline'")
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(file.bytes))
    );
  });
}
