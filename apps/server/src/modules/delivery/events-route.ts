import { eventsRequestSchema, MAX_EVENTS_PER_BATCH } from '@portal/domain/delivery-api';
import { ingestEvents } from './ingest-events';
import { badRequest, type MarketplaceRoutes } from './marketplace-api';
import { eventsRouteOptions } from './openapi-schemas';

/**
 * `POST /v1/ads/events` (docs/delivery-api.md): a batch of 1 to 1,000 impressions, clicks and purchases.
 * A batch that is not JSON, not `{ events: [...] }`, empty or too large is refused whole (400, with a
 * message); otherwise each event is checked on its own and the answer counts the accepted and duplicate
 * ones and lists each refused one with its reason (ingest-events.ts).
 */

// A full batch of purchases is larger than the portal's 1 MiB default.
const EVENTS_BODY_LIMIT = 16 * 1024 * 1024;

export const eventsRoute: MarketplaceRoutes = (scope, deps) => {
  scope.post(
    '/v1/ads/events',
    {
      // The OpenAPI document's schema; the body is checked here with zod, event by event.
      ...eventsRouteOptions,
      // A body the parser refuses is answered by the scope (marketplaceErrorAnswer), never a 500.
      bodyLimit: EVENTS_BODY_LIMIT,
    },
    async (request, reply) => {
      const parsed = eventsRequestSchema.safeParse(request.body);
      if (!parsed.success) {
        const events = (request.body as { events?: unknown } | null)?.events;
        const message = !Array.isArray(events)
          ? 'The body must be { "events": [...] }.'
          : events.length === 0
            ? 'A batch has at least one event.'
            : `A batch has at most ${MAX_EVENTS_PER_BATCH} events (this one has ${events.length}).`;
        return reply.code(400).send(badRequest(message));
      }
      return ingestEvents(deps, parsed.data.events);
    },
  );
};
