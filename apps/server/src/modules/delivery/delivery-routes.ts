import { decisionRoute } from './decision-route';
import { eventsRoute } from './events-route';
import type { MarketplaceRoutes } from './marketplace-api';

/**
 * The marketplace's routes, each group in its own file: decisions (`POST /v1/ads/decisions`) and events
 * (`POST /v1/ads/events`). Registered inside the authenticated scope of marketplace-api.ts.
 */
export const deliveryRouteGroups: readonly MarketplaceRoutes[] = [decisionRoute, eventsRoute];
