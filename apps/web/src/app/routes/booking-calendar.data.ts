import { bookingVenturesQuery } from '../../features/booking-calendar/api/get-booking-ventures';
import type { RouteData } from '../route-data';

/**
 * /booking-calendar: the ventures with their segments and placements, the page's first query, with `me` and
 * the route's code. Staff only (the area's guard): anyone else is sent away, so nothing is started for them.
 * The bookings wait for the ventures (which venture, segment and month the address resolves to).
 */
export const bookingCalendarRouteData: RouteData = async ({ me, start }) => {
  const session = await me;
  if (!session?.isGfg) return;
  void start(bookingVenturesQuery, {});
};
