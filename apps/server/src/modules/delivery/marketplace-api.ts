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

/**
 * What a marketplace route answers to an error no route handled: a 4xx keeps its status and message; any
 * other failure is logged with its details (a database error's message holds the SQL and its parameters)
 * and answered 500 with a generic message and the request id (also in the `x-request-id` header).
 */
export function marketplaceErrorAnswer(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500)
    return reply.code(status).send({ error: error.message, code: 'BAD_REQUEST' });
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
