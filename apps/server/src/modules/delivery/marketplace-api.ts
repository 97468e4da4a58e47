import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps';
import {
  authenticateMarketplaceKey,
  bearerKey,
  type MarketplaceCaller,
} from '../marketplace-keys/authenticate-marketplace-key';

declare module 'fastify' {
  interface FastifyRequest {
    marketplaceCaller?: MarketplaceCaller;
  }
}

/** The path every marketplace route lives under; CSRF does not apply there (no cookie is ever read). */
export const MARKETPLACE_PREFIX = '/v1/ads/';

/** A refused request as the marketplace reads it: a message and, for a body the schema refuses, its problems per field. */
export const badRequest = (error: string, fields?: Record<string, string[]>) => ({
  error,
  code: 'BAD_REQUEST',
  ...(fields ? { fields } : {}),
});

/** Bodies refused before a route's handler runs (Fastify's parser), in the API's words (docs/delivery-api.md). */
const bodyRefusals: Record<string, readonly [status: number, message: string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'The body is not valid JSON.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'The body is not valid JSON.'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'The body is too large.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'The body must be JSON (content-type: application/json).'],
};

/**
 * What a marketplace route answers to an error no route handled: a body the parser refused in the API's
 * words (above); another 4xx keeps its status and message; any other failure is logged with its details (a
 * database error's message holds the SQL and its parameters) and answered 500 with a generic message and the
 * request id (also in the `x-request-id` header).
 */
export function marketplaceErrorAnswer(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const refusal = error.code ? bodyRefusals[error.code] : undefined;
  if (refusal) return reply.code(refusal[0]).send(badRequest(refusal[1]));
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return reply.code(status).send(badRequest(error.message));
  request.log.error({ err: error }, 'marketplace route failed');
  return reply.code(500).send({
    error: `Internal error. Quote request id ${request.id} when reporting it.`,
    code: 'INTERNAL',
    requestId: request.id,
  });
}

/** Registers one group of marketplace routes inside the authenticated scope. */
export type MarketplaceRoutes = (scope: FastifyInstance, deps: AppDeps) => void | Promise<void>;

/** The marketplace caller of a request inside the scope (always set there). */
export function callerOf(request: FastifyRequest): MarketplaceCaller {
  if (!request.marketplaceCaller) throw new Error('marketplace route outside its authenticated scope');
  return request.marketplaceCaller;
}

/**
 * The server-to-server API (`/v1/ads/*`, docs/delivery-api.md): every route needs a marketplace key as
 * `Authorization: Bearer <key>`; a missing or unknown key answers 401 before the route runs. A failure
 * answers 500 without its details (marketplaceErrorAnswer).
 */
export async function registerMarketplaceApi(
  app: FastifyInstance,
  deps: AppDeps,
  groups: readonly MarketplaceRoutes[],
): Promise<void> {
  await app.register(async (scope) => {
    // Before the routes: each route's own error handler hands what it does not answer to this one.
    scope.setErrorHandler(marketplaceErrorAnswer);
    scope.decorateRequest('marketplaceCaller', undefined);
    // Fastify parses text/plain by default; the API takes JSON only, so such a body is a 415 like any other.
    scope.removeContentTypeParser('text/plain');
    scope.addHook('onRequest', async (request, reply) => {
      const key = bearerKey(request.headers.authorization);
      const caller = key ? await authenticateMarketplaceKey(deps, key) : null;
      if (!caller) {
        reply.header('www-authenticate', 'Bearer realm="marketplace"');
        return reply
          .code(401)
          .send({ error: 'A valid marketplace API key is required.', code: 'UNAUTHORIZED' });
      }
      request.marketplaceCaller = caller;
    });
    for (const group of groups) await group(scope, deps);
  });
}
