import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { CenteredLoader } from '../components/centered-loader';
import { paths } from '../config/paths';
import { bookingCalendarRoutes, bookingRoutes } from './booking-routes';
import { SignedOutRoot } from './document-language';
import { GraphqlRoot } from './graphql-root';
import { lazyRoute } from './lazy-route';
import { mpaRoutes } from './mpa-routes';
import { routeDataLoader } from './route-data';
import { withRouteErrors } from './route-error';
import { RedirectKeepingQuery, RequireArea, RequireFlag } from './routes/guards';
import { sponsorRouteData } from './routes/sponsor.data';
import { StaticPageReloadRoute } from './routes/static-page-reload';
import { TermsRedirectRoute } from './routes/terms-redirect';
import { authLoader, companyChanged, settingsLoader, shellLoader } from './session-loaders';

const authRoutes: RouteObject = {
  path: paths.auth.root,
  loader: authLoader,
  shouldRevalidate: companyChanged,
  children: [
    {
      index: true,
      lazy: lazyRoute('sign-in', async () => ({ Component: (await import('./routes/sign-in')).SignInRoute })),
    },
    {
      path: 'register',
      handle: { titleKey: 'titles.register' },
      lazy: lazyRoute('register', async () => ({
        Component: (await import('./routes/register')).RegisterRoute,
      })),
    },
    {
      path: 'register-with-sc',
      handle: { titleKey: 'titles.registerWithSc' },
      lazy: lazyRoute('register-with-sc', async () => ({
        Component: (await import('./routes/register-with-sc')).RegisterWithScRoute,
      })),
    },
    {
      path: 'register-with-sc/success',
      handle: { titleKey: 'titles.registerWithScSuccess' },
      lazy: lazyRoute('register-with-sc-success', async () => ({
        Component: (await import('./routes/register-with-sc-success')).RegisterWithScSuccessRoute,
      })),
    },
    {
      path: 'reset',
      handle: { titleKey: 'titles.reset' },
      lazy: lazyRoute('reset', async () => ({ Component: (await import('./routes/reset')).ResetRoute })),
    },
    {
      path: 'invitation/:token',
      handle: { titleKey: 'titles.invitation' },
      lazy: lazyRoute('invitation', async () => ({
        Component: (await import('./routes/invitation')).InvitationRoute,
      })),
    },
    {
      path: 'reset-confirm/:userId/:token',
      handle: { titleKey: 'titles.resetConfirm' },
      lazy: lazyRoute('reset-confirm', async () => ({
        Component: (await import('./routes/reset-confirm')).ResetConfirmRoute,
      })),
    },
    {
      path: 'password-setup/:token',
      handle: { titleKey: 'titles.passwordSetup' },
      lazy: lazyRoute('password-setup', async () => ({
        Component: (await import('./routes/password-setup')).PasswordSetupRoute,
      })),
    },
    { path: '*', element: <Navigate to={paths.auth.root} replace /> },
  ],
};

const billingRoutes: RouteObject = {
  path: paths.billing.root,
  element: <RequireArea area="billing" />,
  children: [
    { index: true, element: <RedirectKeepingQuery to={paths.billing.info} /> },
    {
      path: 'info',
      handle: { titleKey: 'titles.billingInfo' },
      lazy: lazyRoute('billing-info', async () => ({
        Component: (await import('./routes/billing-info')).BillingInfoRoute,
      })),
    },
    {
      path: 'method',
      handle: { titleKey: 'titles.billingMethod' },
      lazy: lazyRoute('billing-method', async () => ({
        Component: (await import('./routes/billing-method')).BillingMethodRoute,
      })),
    },
    {
      path: 'transactions',
      handle: { titleKey: 'titles.billingTransactions' },
      loader: routeDataLoader(
        async () => (await import('./routes/billing-transactions.data')).billingTransactionsRouteData,
      ),
      shouldRevalidate: companyChanged,
      lazy: lazyRoute('billing-transactions', async () => ({
        Component: (await import('./routes/billing-transactions')).BillingTransactionsRoute,
      })),
    },
    {
      path: 'invoices',
      handle: { titleKey: 'titles.billingInvoices' },
      lazy: lazyRoute('billing-invoices', async () => ({
        Component: (await import('./routes/billing-invoices')).BillingInvoicesRoute,
      })),
    },
    {
      path: 'monthly-invoices',
      handle: { titleKey: 'titles.billingMonthlyInvoices' },
      lazy: lazyRoute('billing-monthly-invoices', async () => ({
        Component: (await import('./routes/billing-monthly-invoices')).BillingMonthlyInvoicesRoute,
      })),
    },
    {
      path: 'credits',
      handle: { titleKey: 'titles.billingCredits' },
      lazy: lazyRoute('billing-credits', async () => ({
        Component: (await import('./routes/billing-credits')).BillingCreditsRoute,
      })),
    },
    { path: '*', element: <RedirectKeepingQuery to={paths.billing.info} /> },
  ],
};

const shellRoutes: RouteObject = {
  loader: shellLoader,
  shouldRevalidate: companyChanged,
  lazy: lazyRoute('app-shell-layout', async () => ({
    Component: (await import('./layout/app-shell-layout')).AppShellLayout,
  })),
  children: [
    { index: true, element: <RedirectKeepingQuery to={paths.sponsor} /> },
    {
      path: paths.sponsor,
      handle: { titleKey: 'titles.sponsor' },
      // The page every sign-in lands on: its queries leave as soon as `me` answers, not after a download.
      loader: routeDataLoader(async () => sponsorRouteData),
      shouldRevalidate: companyChanged,
      lazy: lazyRoute('sponsor', async () => ({
        Component: (await import('./routes/sponsor')).SponsorRoute,
      })),
    },
    {
      path: paths.sponsorAdSet,
      handle: { titleKey: 'titles.sponsor' },
      lazy: lazyRoute('sponsor-adset', async () => ({
        Component: (await import('./routes/sponsor-adset')).SponsorAdSetRoute,
      })),
    },
    {
      path: paths.sponsorNew,
      handle: { titleKey: 'titles.sponsor' },
      loader: routeDataLoader(
        async () => (await import('./routes/sponsor-wizard.data')).newCampaignRouteData,
      ),
      shouldRevalidate: companyChanged,
      lazy: lazyRoute('sponsor-wizard', async () => ({
        Component: (await import('./routes/sponsor-wizard')).SponsorWizardRoute,
      })),
    },
    {
      path: paths.sponsorCopy,
      handle: { titleKey: 'titles.sponsor' },
      lazy: lazyRoute('sponsor-wizard', async () => ({
        Component: (await import('./routes/sponsor-wizard')).SponsorWizardRoute,
      })),
    },
    {
      path: paths.sponsorWizard,
      handle: { titleKey: 'titles.sponsor' },
      lazy: lazyRoute('sponsor-wizard', async () => ({
        Component: (await import('./routes/sponsor-wizard')).SponsorWizardRoute,
      })),
    },
    { path: `${paths.sponsor}/*`, element: <RedirectKeepingQuery to={paths.sponsor} /> },
    {
      path: paths.sponsorV2,
      handle: { titleKey: 'titles.sponsor' },
      lazy: lazyRoute('sponsor-v2', async () => ({
        Component: (await import('./routes/sponsor-v2')).SponsorV2Route,
      })),
    },
    {
      path: paths.sponsorV2Detail,
      handle: { titleKey: 'titles.sponsor' },
      lazy: lazyRoute('sponsor-v2', async () => ({
        Component: (await import('./routes/sponsor-v2')).SponsorV2Route,
      })),
    },
    mpaRoutes,
    bookingRoutes,
    bookingCalendarRoutes,
    billingRoutes,
    {
      path: paths.company,
      element: <RequireArea area="company" />,
      children: [
        {
          index: true,
          handle: { titleKey: 'titles.company' },
          lazy: lazyRoute('company', async () => ({
            Component: (await import('./routes/company')).CompanyRoute,
          })),
        },
      ],
    },
    {
      path: paths.brands,
      element: <RequireArea area="brands" />,
      children: [
        {
          index: true,
          handle: { titleKey: 'titles.brands' },
          lazy: lazyRoute('brands', async () => ({
            Component: (await import('./routes/brands')).BrandsRoute,
          })),
        },
      ],
    },
    {
      path: paths.team,
      element: <RequireArea area="team" />,
      children: [
        {
          index: true,
          handle: { titleKey: 'titles.team' },
          lazy: lazyRoute('team', async () => ({ Component: (await import('./routes/team')).TeamRoute })),
        },
      ],
    },
    {
      path: paths.linked,
      element: <RequireArea area="linked" />,
      children: [
        {
          index: true,
          handle: { titleKey: 'titles.linked' },
          lazy: lazyRoute('linked', async () => ({
            Component: (await import('./routes/linked')).LinkedRoute,
          })),
        },
      ],
    },
    {
      path: paths.newCompany,
      element: <RequireFlag name="user_multiple_companies" redirectTo={paths.sponsor} />,
      children: [
        {
          element: <RequireArea area="newCompany" />,
          children: [
            {
              index: true,
              handle: { titleKey: 'titles.newCompany' },
              lazy: lazyRoute('new-company', async () => ({
                Component: (await import('./routes/new-company')).NewCompanyRoute,
              })),
            },
          ],
        },
      ],
    },
    {
      path: `${paths.profile.root}/*`,
      handle: { titleKey: 'titles.profile' },
      lazy: lazyRoute('profile', async () => ({
        Component: (await import('./routes/profile')).ProfileRoute,
      })),
    },
    {
      path: paths.profile.root,
      handle: { titleKey: 'titles.profile' },
      lazy: lazyRoute('profile', async () => ({
        Component: (await import('./routes/profile')).ProfileRoute,
      })),
    },
    {
      path: paths.staff.wallet,
      lazy: lazyRoute('staff-wallet', async () => ({
        Component: (await import('./routes/staff-wallet')).StaffWalletRoute,
      })),
    },
    {
      path: paths.staff.impersonation,
      handle: { titleKey: 'titles.impersonation' },
      lazy: lazyRoute('impersonation', async () => ({
        Component: (await import('./routes/impersonation')).ImpersonationRoute,
      })),
    },
    {
      path: paths.staff.featureFlags,
      lazy: lazyRoute('feature-flags', async () => ({
        Component: (await import('./routes/feature-flags')).FeatureFlagsRoute,
      })),
    },
    {
      path: paths.staff.marketplaceKeys,
      lazy: lazyRoute('marketplace-keys', async () => ({
        Component: (await import('./routes/marketplace-keys')).MarketplaceKeysRoute,
      })),
    },
    { path: '*', element: <RedirectKeepingQuery to={paths.sponsor} /> },
  ],
};

// Each route has its error boundary (route-error.tsx): a page that fails keeps the shell around it.
export const routes: RouteObject[] = withRouteErrors([
  {
    Component: GraphqlRoot,
    loader: settingsLoader,
    shouldRevalidate: companyChanged,
    hydrateFallbackElement: <CenteredLoader fullScreen />,
    children: [
      {
        Component: SignedOutRoot,
        children: [
          authRoutes,
          {
            path: paths.home,
            lazy: lazyRoute('home', async () => ({ Component: (await import('./routes/home')).HomeRoute })),
          },
        ],
      },
      { path: paths.termsAndConditions, Component: TermsRedirectRoute },
      { path: paths.termsAndConditionsFile, Component: StaticPageReloadRoute },
      shellRoutes,
    ],
  },
]);

export function createAppRouter() {
  return createBrowserRouter(routes);
}
