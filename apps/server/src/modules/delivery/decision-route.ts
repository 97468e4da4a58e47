import { decisionRequestSchema } from '@portal/domain/delivery-api';
import type { z } from 'zod';
import { decide } from './decide';
import { deliveryIndexOf } from './delivery-index';
import { isDemoHistoryWriting } from './demo-history-gate';
import { badRequest, type MarketplaceRoutes } from './marketplace-api';
import { decisionRouteOptions } from './openapi-schemas';

/** The 503 while a fresh demo start writes its history (decision 0283): a few minutes at most. */
export const DEMO_HISTORY_WRITING =
  'The demo history is still being written (progress on the staff page Marketplace API keys); ads are served once it is done.';
const DEMO_HISTORY_RETRY_AFTER_S = 10;

/** Zod's issues as messages per field path ("shopper.id", "slots.products", "" for the body itself). */
export function fieldIssues(error: z.ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    fields[path] = [...(fields[path] ?? []), issue.message];
  }
  return fields;
}

/**
 * `POST /v1/ads/decisions` (docs/delivery-api.md): validates the body with the domain's schema (400 with
 * the problems per field, never a 500), refuses an unknown catalog (400), and answers the decision from
 * this process's delivery index (decide.ts). Until the index is first built, and while the demo history is
 * being written (demo-history-gate.ts), it answers 503.
 */
export const decisionRoute: MarketplaceRoutes = (scope, deps) => {
  scope.post(
    '/v1/ads/decisions',
    {
      // A body the parser refuses is answered by the scope (marketplaceErrorAnswer), never a 500.
      ...decisionRouteOptions,
    },
    async (request, reply) => {
      const parsed = decisionRequestSchema.safeParse(request.body);
      if (!parsed.success)
        return reply
          .code(400)
          .send(badRequest('The request does not match the schema.', fieldIssues(parsed.error)));
      const handle = deliveryIndexOf(deps.db);
      const index = handle?.current();
      if (!handle || !index) {
        reply.header('retry-after', '1');
        return reply.code(503).send({ error: 'The delivery index is not ready yet.', code: 'UNAVAILABLE' });
      }
      if (await isDemoHistoryWriting(deps.db)) {
        reply.header('retry-after', String(DEMO_HISTORY_RETRY_AFTER_S));
        return reply.code(503).send({ error: DEMO_HISTORY_WRITING, code: 'UNAVAILABLE' });
      }
      const result = decide(
        { index, frequencyCap: handle.frequencyCap, secret: deps.secret, now: deps.now },
        parsed.data,
      );
      if (!result.ok)
        return reply
          .code(400)
          .send(badRequest(`Unknown catalog ${parsed.data.catalogId}.`, { catalogId: ['Unknown catalog.'] }));
      handle.traffic.count(parsed.data, result.response, deps.now());
      return withAbsoluteImages(result.response, deps.config.publicUrl);
    },
  );
};

/**
 * Banner images as URLs the marketplace can load from its own pages: the portal stores its uploads' paths
 * (`/uploads/…`), which mean nothing on the shop's site, so they are read against `PUBLIC_URL`; an image
 * already stored with its full URL (object storage) stays as it is.
 */
export function withAbsoluteImages<T extends { banners: { imageUrl: string }[] }>(
  response: T,
  publicUrl: string,
): T {
  if (response.banners.length === 0) return response;
  return {
    ...response,
    banners: response.banners.map((banner) => ({
      ...banner,
      imageUrl: new URL(banner.imageUrl, publicUrl).href,
    })),
  };
}
