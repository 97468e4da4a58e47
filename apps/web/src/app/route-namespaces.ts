import type { Namespace } from '../lib/i18n';

/**
 * The translation namespaces each lazily loaded route module shows, besides `common` (loaded at start). The
 * router loads them with the route's code, so a page renders with its texts and never loads the others.
 * route-namespaces.test.ts derives these lists from the code each module reaches and fails when they differ.
 */
export const routeNamespaces = {
  'sign-in': ['auth', 'social'],
  register: ['company', 'profile', 'signup'],
  'register-with-sc': ['social'],
  'register-with-sc-success': ['social'],
  reset: ['passwords', 'signup'],
  invitation: ['team'],
  'reset-confirm': ['passwords', 'signup'],
  'password-setup': ['passwords', 'signup'],
  home: ['landing'],
  'app-shell-layout': ['notifications', 'shell', 'staff'],
  sponsor: ['exports', 'sponsor', 'sponsorDashboard', 'sponsorDiagnostics'],
  'sponsor-adset': ['exports', 'sponsor'],
  'sponsor-wizard': ['sponsor', 'sponsorContent', 'sponsorRules', 'sponsorWizard'],
  'sponsor-v2': ['sponsor', 'sponsorContent', 'sponsorRules', 'sponsorWizard'],
  'mpa-campaign': ['billing', 'mpa', 'shell', 'topUp'],
  'mpa-credits': ['billing', 'mpa', 'mpaCredits', 'shell', 'topUp'],
  'billing-info': ['billing', 'shell', 'topUp'],
  'billing-method': ['billing', 'paymentMethods', 'shell'],
  'billing-transactions': ['billing', 'exports', 'shell', 'topUp'],
  'billing-invoices': ['billing', 'documents', 'shell'],
  'billing-monthly-invoices': ['billing', 'documents', 'shell'],
  'billing-credits': ['billing', 'exports', 'shell', 'topUp'],
  company: ['company', 'profile'],
  brands: ['brands'],
  team: ['shell', 'team'],
  linked: ['social'],
  'new-company': ['company', 'profile', 'signup'],
  profile: ['profile', 'social'],
  'staff-wallet': ['billing', 'mpaCredits'],
  impersonation: ['staff'],
  'feature-flags': ['platform'],
  'marketplace-keys': ['staff'],
  'mpa-campaign-form': ['mpa', 'mpaForm'],
  'booking-campaigns': ['bookingCampaigns'],
  'booking-campaign-detail': ['booking', 'bookingCampaigns', 'bookingDetail'],
  'booking-placements': ['booking', 'bookingCampaigns', 'bookingDetail', 'sponsorContent'],
  'booking-error': ['bookingCampaigns'],
  'booking-calendar': ['booking', 'bookingCalendar'],
  'booking-packages': ['booking', 'bookingPackages', 'shell'],
  'booking-cart': ['booking', 'bookingCart', 'shell'],
} as const satisfies Record<string, readonly Namespace[]>;

export type RouteModule = keyof typeof routeNamespaces;
