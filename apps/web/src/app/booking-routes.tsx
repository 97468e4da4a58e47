import type { RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { lazyRoute } from './lazy-route';
import { routeDataLoader } from './route-data';
import { RedirectKeepingQuery, RequireArea } from './routes/guards';

/** Spec 3 §2.3–§2.4: the booked campaigns, their pages, packages and cart, and staff's booking calendar. */
export const bookingRoutes: RouteObject = {
  path: paths.booking,
  element: <RequireArea area="booking" />,
  children: [
    {
      index: true,
      handle: { titleKey: 'titles.booking' },
      lazy: lazyRoute('booking-campaigns', async () => ({
        Component: (await import('./routes/booking-campaigns')).BookingCampaignsRoute,
      })),
    },
    {
      path: ':id/detail',
      handle: { titleKey: 'titles.booking' },
      lazy: lazyRoute('booking-campaign-detail', async () => ({
        Component: (await import('./routes/booking-campaign-detail')).BookingCampaignDetailRoute,
      })),
    },
    {
      path: ':id/placements',
      handle: { titleKey: 'titles.booking' },
      lazy: lazyRoute('booking-placements', async () => ({
        Component: (await import('./routes/booking-placements')).BookingPlacementsRoute,
      })),
    },
    {
      path: 'error',
      handle: { titleKey: 'titles.booking' },
      lazy: lazyRoute('booking-error', async () => ({
        Component: (await import('./routes/booking-error')).BookingErrorRoute,
      })),
    },
    {
      path: 'packages',
      handle: { titleKey: 'titles.booking' },
      lazy: lazyRoute('booking-packages', async () => ({
        Component: (await import('./routes/booking-packages')).BookingPackagesRoute,
      })),
    },
    {
      path: 'cart',
      handle: { titleKey: 'titles.booking' },
      lazy: lazyRoute('booking-cart', async () => ({
        Component: (await import('./routes/booking-cart')).BookingCartRoute,
      })),
    },
    { path: '*', element: <RedirectKeepingQuery to={paths.booking} /> },
  ],
};

export const bookingCalendarRoutes: RouteObject = {
  path: paths.bookingCalendar,
  element: <RequireArea area="bookingCalendar" />,
  children: [
    {
      index: true,
      handle: { titleKey: 'titles.bookingCalendar' },
      loader: routeDataLoader(
        async () => (await import('./routes/booking-calendar.data')).bookingCalendarRouteData,
      ),
      lazy: lazyRoute('booking-calendar', async () => ({
        Component: (await import('./routes/booking-calendar')).BookingCalendarRoute,
      })),
    },
  ],
};
