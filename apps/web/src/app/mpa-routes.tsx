import type { RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { lazyRoute } from './lazy-route';
import { routeDataLoader } from './route-data';
import { RedirectKeepingQuery, RequireFlag } from './routes/guards';
import { companyChanged } from './session-loaders';

// The Meta campaign form, for a new campaign and for editing one.
const campaignForm: RouteObject = {
  handle: { titleKey: 'titles.mpa' },
  loader: routeDataLoader(
    async () => (await import('./routes/mpa-campaign-form.data')).mpaCampaignFormRouteData,
  ),
  shouldRevalidate: companyChanged,
  lazy: lazyRoute('mpa-campaign-form', async () => ({
    Component: (await import('./routes/mpa-campaign-form')).MpaCampaignFormRoute,
  })),
};

/** Spec 3 §6: the off-site (Meta) ads area. */
export const mpaRoutes: RouteObject = {
  // Spec 3 §6: the off-site ads area exists only while enable_meta_ad is on (the server refuses its calls too).
  element: <RequireFlag name="enable_meta_ad" redirectTo={paths.sponsor} />,
  children: [
    { path: paths.mpa.root, element: <RedirectKeepingQuery to={paths.mpa.campaign} /> },
    {
      path: paths.mpa.campaign,
      handle: { titleKey: 'titles.mpa' },
      loader: routeDataLoader(async () => (await import('./routes/mpa-campaign.data')).mpaCampaignRouteData),
      shouldRevalidate: companyChanged,
      lazy: lazyRoute('mpa-campaign', async () => ({
        Component: (await import('./routes/mpa-campaign')).MpaCampaignRoute,
      })),
    },
    { path: paths.mpa.campaignAdd, ...campaignForm },
    { path: paths.mpa.campaignEdit, ...campaignForm },
    {
      path: paths.mpa.credits,
      handle: { titleKey: 'titles.mpaCredits' },
      loader: routeDataLoader(async () => (await import('./routes/mpa-credits.data')).mpaCreditsRouteData),
      shouldRevalidate: companyChanged,
      lazy: lazyRoute('mpa-credits', async () => ({
        Component: (await import('./routes/mpa-credits')).MpaCreditsRoute,
      })),
    },
    { path: `${paths.mpa.root}/*`, element: <RedirectKeepingQuery to={paths.mpa.campaign} /> },
  ],
};
