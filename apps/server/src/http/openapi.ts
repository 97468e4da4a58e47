import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { MARKETPLACE_PREFIX } from '../modules/delivery/marketplace-api';
import { MARKETPLACE_SECURITY_SCHEME, MARKETPLACE_TAG } from '../modules/delivery/openapi-schemas';

/** Where the marketplace API's OpenAPI document is served (public: it holds no secret). */
export const OPENAPI_PATH = '/v1/openapi.json';

/**
 * The marketplace API's OpenAPI 3.1 document (docs/delivery-api.md), made by @fastify/swagger from the
 * schemas of the routes under `/v1/ads/` (modules/delivery/openapi-schemas.ts); every other route of the
 * server is left out. Registered before the routes: the plugin collects each route as it is added.
 * The document is built on the first request and kept.
 */
export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Retail media portal: marketplace API',
        version,
        description:
          'Server-to-server calls of the marketplace: ask which ads to show (`POST /v1/ads/decisions`) and report impressions, clicks and purchases (`POST /v1/ads/events`). Every call needs a marketplace API key as `Authorization: Bearer <key>`; keys are created and revoked by staff in the portal. See docs/delivery-api.md.',
      },
      tags: [{ name: MARKETPLACE_TAG, description: 'Ad decisions and events' }],
      components: {
        securitySchemes: {
          [MARKETPLACE_SECURITY_SCHEME]: {
            type: 'http',
            scheme: 'bearer',
            description:
              "A marketplace API key (`mk_live_…`) created by staff, or the server's `MARKETPLACE_API_KEY`. A revoked key is refused within 10 seconds on every server process.",
          },
        },
      },
    },
    transform: ({ schema, url }) =>
      url.startsWith(MARKETPLACE_PREFIX) ? { schema, url } : { schema: { ...schema, hide: true }, url },
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return app.swagger();
  });
}
