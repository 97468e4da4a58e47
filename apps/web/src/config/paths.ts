/** Every route path of the app, in one place (CONVENTIONS: no path literals elsewhere). */
export const paths = {
  root: '/',
  home: '/home',
  termsAndConditions: '/terms-and-conditions',
  termsAndConditionsFile: '/terms-and-conditions.html',
  auth: {
    root: '/auth',
    register: '/auth/register',
    registerWithSc: '/auth/register-with-sc',
    registerWithScSuccess: '/auth/register-with-sc/success',
    reset: '/auth/reset',
    invitation: '/auth/invitation/:token',
    resetConfirm: '/auth/reset-confirm/:userId/:token',
    passwordSetup: '/auth/password-setup/:token',
  },
  sponsor: '/sponsor',
  sponsorNew: '/sponsor/new/type',
  sponsorWizard: '/sponsor/:id/:step',
  sponsorCopy: '/sponsor/copy/:id/:step',
  sponsorAdSet: '/sponsor/adset/:cid?',
  sponsorV2: '/sponsor-v2',
  sponsorV2Detail: '/sponsor-v2/:id',
  mpa: {
    root: '/mpa',
    campaign: '/mpa/campaign',
    campaignAdd: '/mpa/campaign/add',
    campaignEdit: '/mpa/campaign/edit/:campaignId',
    credits: '/mpa/credits',
  },
  booking: '/booking',
  bookingPackages: '/booking/packages',
  bookingCart: '/booking/cart',
  bookingDetail: '/booking/:id/detail',
  bookingPlacements: '/booking/:id/placements',
  bookingError: '/booking/error',
  bookingCalendar: '/booking-calendar',
  billing: {
    root: '/billing',
    info: '/billing/info',
    method: '/billing/method',
    transactions: '/billing/transactions',
    invoices: '/billing/invoices',
    monthlyInvoices: '/billing/monthly-invoices',
    credits: '/billing/credits',
  },
  company: '/company',
  brands: '/brands',
  team: '/user',
  linked: '/linked',
  newCompany: '/new-company',
  profile: {
    root: '/profile',
    password: '/profile/password',
    linkedAccounts: '/profile/linked-accounts',
  },
  staff: {
    featureFlags: '/staff/feature-flags',
    impersonation: '/staff/impersonate',
    marketplaceKeys: '/staff/marketplace-keys',
    wallet: '/staff/wallet',
  },
} as const;

export function signInHref(nextUrl?: string | null): string {
  return nextUrl ? `${paths.auth.root}?nextUrl=${encodeURIComponent(nextUrl)}` : paths.auth.root;
}

export function registerHref(step = 0): string {
  return `${paths.auth.register}?step=${step}`;
}

/** The seller tab of the Meta pages (components/seller-tabs' SELLER_PARAM; a kept query parameter). */
const mpaSellerParam = 'mbgSellerId';

/** The Meta dashboard at a seller's tab; the first seller's without one. */
export function mpaCampaignsHref(sellerId: string | null): string {
  return sellerId
    ? `${paths.mpa.campaign}?${mpaSellerParam}=${encodeURIComponent(sellerId)}`
    : paths.mpa.campaign;
}

/** The advanced Meta form for a new campaign of a seller (spec 3 §2.2). */
export function mpaAddHref(sellerId: string): string {
  return `${paths.mpa.campaignAdd}?${mpaSellerParam}=${encodeURIComponent(sellerId)}`;
}

/** The advanced Meta form editing a seller's campaign (spec 3 §2.2). */
export function mpaEditHref(campaignId: string, sellerId: string): string {
  const path = paths.mpa.campaignEdit.replace(':campaignId', encodeURIComponent(campaignId));
  return `${path}?${mpaSellerParam}=${encodeURIComponent(sellerId)}`;
}

/** A booked campaign's detail (decision 0240). */
export function bookingDetailHref(campaignId: string): string {
  return paths.bookingDetail.replace(':id', encodeURIComponent(campaignId));
}

/** A booked campaign's placement fields (decision 0240). */
export function bookingPlacementsHref(campaignId: string): string {
  return paths.bookingPlacements.replace(':id', encodeURIComponent(campaignId));
}

export function termsFileHref(now = Date.now()): string {
  return `${paths.termsAndConditionsFile}?nocache=${now}`;
}
