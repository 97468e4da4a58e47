import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../graphql/errors';
import { sendRestError } from './rest-error';

/** A browser refuses the answer anyway; the key is for a script that reads it. */
const originRefused = () => new DomainError('common:error.originNotAllowed', null, undefined, 'FORBIDDEN');

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const allowedHeaders = 'content-type, x-csrftoken, x-company-id, x-request-id';
const allowedMethods = 'GET, POST, OPTIONS';

/** The request's Origin header, or null when the browser sent none (same-origin GET, server-to-server). */
function originOf(request: FastifyRequest): string | null {
  const origin = request.headers.origin;
  return typeof origin === 'string' ? origin : null;
}

/**
 * The page's own origin is always allowed: a browser sets Origin to the page and Host to the server it
 * calls, so equal hosts mean the page came from this server (whatever name or port the user typed, and the
 * Vite dev server, which forwards its Host). `Origin: null` (sandboxed frames, opaque redirects) never is.
 */
function isSameHost(request: FastifyRequest, origin: string): boolean {
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

/** Caches must not hand one origin's answer to another. */
function addVaryOrigin(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  if (!vary) reply.header('vary', 'Origin');
  else if (!/\borigin\b/i.test(String(vary))) reply.header('vary', `${String(vary)}, Origin`);
}

/**
 * CORS for the configured origins only (ALLOWED_ORIGINS, by default the origin of PUBLIC_URL): a preflight
 * from anywhere else is refused, a response to anywhere else carries no allow-origin header, and an unsafe
 * request whose Origin is foreign is refused before anything runs (defence in depth under the CSRF token).
 */
export function registerCors(app: FastifyInstance, options: { allowedOrigins: readonly string[] }) {
  const configured = new Set(options.allowedOrigins);
  const isAllowed = (request: FastifyRequest, origin: string) =>
    configured.has(origin) || isSameHost(request, origin);

  app.addHook('onRequest', async (request, reply) => {
    const origin = originOf(request);
    if (origin === null) return;
    const allowed = isAllowed(request, origin);
    const isPreflight = request.method === 'OPTIONS' && request.headers['access-control-request-method'];
    if (isPreflight) {
      if (!allowed) return sendRestError(reply, originRefused());
      return reply
        .code(204)
        .header('access-control-allow-origin', origin)
        .header('access-control-allow-credentials', 'true')
        .header('access-control-allow-methods', allowedMethods)
        .header('access-control-allow-headers', allowedHeaders)
        .header('access-control-max-age', '600')
        .send();
    }
    if (!allowed && unsafeMethods.has(request.method)) return sendRestError(reply, originRefused());
  });

  app.addHook('onSend', async (request, reply) => {
    const origin = originOf(request);
    addVaryOrigin(reply);
    if (origin === null || !configured.has(origin) || reply.hasHeader('access-control-allow-origin')) return;
    reply.header('access-control-allow-origin', origin);
    reply.header('access-control-allow-credentials', 'true');
  });
}
