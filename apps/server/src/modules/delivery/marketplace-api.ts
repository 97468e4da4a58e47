import type { FastifyInstance, FastifyRequest } from 'fastify';
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

/** Registers one group of marketplace routes inside the authenticated scope. */
export type MarketplaceRoutes = (scope: FastifyInstance, deps: AppDeps) => void | Promise<void>;

/** The marketplace caller of a request inside the scope (always set there). */
export function callerOf(request: FastifyRequest): MarketplaceCaller {
  if (!request.marketplaceCaller) throw new Error('marketplace route outside its authenticated scope');
  return request.marketplaceCaller;
}

/**
 * The server-to-server API (`/v1/ads/*`, docs/delivery-api.md): every route needs a marketplace key as
 * `Authorization: Bearer <key>`; a missing or unknown key answers 401 before the route runs.
 */
export async function registerMarketplaceApi(
  app: FastifyInstance,
  deps: AppDeps,
  groups: readonly MarketplaceRoutes[],
): Promise<void> {
  await app.register(async (scope) => {
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
