import { ALL_ROLES, EDITORS, OWNER_ADMIN, type Permission } from './permissions';

/**
 * Every query and mutation of the GraphQL schema and who may run it (spec 1 §6, spec 2 §6, spec 3 §6): the
 * one table the server's gate (apps/server/src/graphql/operation-gate.ts) enforces before any resolver runs
 * and the web reads to show or hide what the server would refuse. The server's test walks the schema and
 * fails when an operation has no row, and asks each operation as each role.
 */
export const roleMatrix = {
  // platform
  featureFlag: 'public',
  configuration: 'public',
  publicFeatureFlags: 'public',
  publicConfigurations: 'public',
  featureFlags: 'staff',
  configurations: 'staff',
  updateFeatureFlag: 'staff',
  updateConfiguration: 'staff',
  currencies: 'public',
  // session
  signIn: 'public',
  signOut: 'public',
  generateOtp: 'public',
  me: 'signedIn',
  roles: 'signedIn',
  userAccounts: 'signedIn',
  switchAccount: 'signedIn',
  searchCompanies: 'staff',
  companyById: 'signedIn',
  // catalog
  allCatalogs: 'signedIn',
  brandCatalogs: 'signedIn',
  // signup
  /** Sign-up runs signed out; a new company is created by an owner or admin (spec 1 §6). */
  signUpBrandOptions: 'public',
  signUpSellerOptions: 'public',
  checkErrorSignUpData: 'public',
  checkWarningSignUpData: 'public',
  createAccount: 'public',
  checkErrorCreateCompanyData: OWNER_ADMIN,
  createCompany: OWNER_ADMIN,
  // passwords
  /** Reached from e-mailed links by people who cannot sign in: all public, rate limited in the use cases. */
  resetPassword: 'public',
  resetPasswordConfirm: 'public',
  setupPassword: 'public',
  // team
  /** Spec 1 §6: the team page is for owners and admins; invitation links work signed in or out. */
  users: OWNER_ADMIN,
  invitations: OWNER_ADMIN,
  inviteMember: OWNER_ADMIN,
  resendInvitation: OWNER_ADMIN,
  revokeInvitation: OWNER_ADMIN,
  updateUserAccount: OWNER_ADMIN,
  invitationByToken: 'public',
  inviteMemberConfirm: 'public',
  // notifications
  /** A user reads and marks only their own notifications, whatever their role. */
  notifications: 'signedIn',
  unreadNotificationCount: 'signedIn',
  markNotificationAsRead: 'signedIn',
  markAllNotificationsAsRead: 'signedIn',
  // onboarding
  /** The quick-start guide belongs to the company; every member sees it and may tick the manual steps. */
  onboarding: ALL_ROLES,
  updateOnboardingProgress: ALL_ROLES,
  // profile
  /** Every signed-in user edits their own profile and password (spec 1 §2, profile area). */
  updateProfile: 'signedIn',
  changePassword: 'signedIn',
  // company
  /**
   * Company settings are for owners and admins (spec 1 §6). `sellerSuggestion` is marketplace data the
   * sign-up form needs before anyone is signed in; inside a company it is refused to members and viewers
   * (see sellerSuggestion's resolver and docs/decisions/0031).
   */
  updateTeamProfile: OWNER_ADMIN,
  addSellers: OWNER_ADMIN,
  sellerSuggestion: { signedOutOr: OWNER_ADMIN },
  // brands
  /**
   * Brands are managed by owners and admins (spec 1 §6). `searchBrands` also serves the sign-up form
   * before anyone is signed in; inside a company it is refused to members and viewers (docs/decisions/0032).
   */
  accessibleCompanyBrands: OWNER_ADMIN,
  searchBrands: { signedOutOr: OWNER_ADMIN },
  addBrands: OWNER_ADMIN,
  removeBrands: OWNER_ADMIN,
  // social
  /**
   * Sign-in and sign-up through a provider run signed out; linked accounts are company settings (spec 1 §6:
   * owner and admin). The backends' lists are public (the sign-in page needs them); their balance and linked
   * e-mail are resolved only for owners, admins and staff.
   */
  sellerCenterAuthBackends: 'public',
  googleAuthBackend: 'public',
  authProviderCatalog: 'public',
  companyLinkedAccounts: OWNER_ADMIN,
  socialAuth: 'public',
  socialSignUp: 'public',
  link: OWNER_ADMIN,
  unlink: OWNER_ADMIN,
  linkAuthUser: OWNER_ADMIN,
  unlinkAuthUser: OWNER_ADMIN,
  // staff
  /** Impersonation is a staff tool; ending it is open to the impersonated session (its user is not staff). */
  searchUsers: 'staff',
  impersonateUser: 'staff',
  endImpersonation: 'signedIn',
  // marketplace-keys
  /** The keys the marketplace calls the delivery API with (issue 13): created and revoked by staff only. */
  marketplaceApiKeys: 'staff',
  createMarketplaceApiKey: 'staff',
  revokeMarketplaceApiKey: 'staff',
  // delivery
  /** How far the demo history a fresh demo start writes is (issue 13): a staff page shows it. */
  demoHistoryProgress: 'staff',
  // wallet
  /**
   * Spec 1 §6: billing is for owners only (staff always pass). The postings and the expiry run are
   * staff tools until the delivery engine and the job runner call the use cases themselves.
   */
  wallet: ['OWNER'],
  listCredits: ['OWNER'],
  walletTransactions: ['OWNER'],
  postWalletSpend: 'staff',
  postManualCredit: 'staff',
  runCreditExpiry: 'staff',
  // billing-info
  /** Spec 1 §6: billing is for owners only (staff always pass). */
  billingInfo: ['OWNER'],
  updateBillingDetails: ['OWNER'],
  // documents
  /** Spec 1 §6: billing documents are for owners (staff pass); credit notes are issued by staff. */
  invoiceTransactions: ['OWNER'],
  monthlyInvoices: ['OWNER'],
  issueCreditNote: 'staff',
  // exports
  /**
   * Any member may ask for an export; each data type then has its row in `rulePermissions` (credits and
   * wallet transactions: OWNER, staff pass). A request is only ever visible to the user who made it.
   */
  createExportRequest: ALL_ROLES,
  exportRequest: ALL_ROLES,
  // payments
  /** Spec 1 §6: billing (cards, top-ups, vouchers, auto top-up) is for owners only; staff always pass. */
  paymentMethods: ['OWNER'],
  paymentProvider: ['OWNER'],
  paymentClientData: ['OWNER'],
  topUpTaxes: ['OWNER'],
  cardPaymentMinMax: ['OWNER'],
  recommendedTopUpAmounts: ['OWNER'],
  allowTopUp: ['OWNER'],
  autoTopUp: ['OWNER'],
  savePaymentMethod: ['OWNER'],
  deletePaymentMethod: ['OWNER'],
  setDefaultPaymentMethod: ['OWNER'],
  createTopUpRequest: ['OWNER'],
  checkVerifiedTopUpRequest: ['OWNER'],
  redeemVoucherCode: ['OWNER'],
  updateAutoTopUp: ['OWNER'],
  markTopUpRequestPaid: 'staff',
  markTopUpRequestFailed: 'staff',
  createVoucher: 'staff',
  pendingTopUpRequests: 'staff',
  refundCredit: 'staff',
  // sponsor-catalog
  /**
   * Catalog calls of the campaign screens (spec 2 §7): marketplace data scoped to the acting company's
   * brands, so any signed-in user; generating images writes files for the company, so editors only.
   * `sellerSuggestion` and `addSellers` already exist in the company module (decision 0076).
   */
  productCategories: 'signedIn',
  allBanners: 'signedIn',
  segments: 'signedIn',
  sellersMatchedFilter: 'signedIn',
  productsSuggestion: 'signedIn',
  productDetails: 'signedIn',
  existProducts: 'signedIn',
  productsMatchedFilter: 'signedIn',
  countProductsMatchedFilter: 'signedIn',
  topSearchKeywords: 'signedIn',
  recommendedBid: 'signedIn',
  sponsorCampaignMinBudget: 'signedIn',
  validateAdsUrl: 'signedIn',
  generateLandingUrl: 'signedIn',
  generateDeeplink: 'signedIn',
  generateProductBackground: EDITORS,
  // sponsor-campaigns
  /**
   * Spec 2 §6: every role reads a campaign; OWNER, ADMIN and MEMBER create, edit, duplicate and copy
   * (VIEWER cannot launch); approve and reject are staff decisions (`rulePermissions.reviewSponsorCampaign`)
   * checked inside `updateSponsorCampaign` (the same operation edits), docs/decisions/0080.
   */
  sponsorCampaign: ALL_ROLES,
  createSponsorCampaign: EDITORS,
  updateSponsorCampaign: EDITORS,
  createQuickSponsorCampaign: EDITORS,
  duplicateSponsorCampaign: EDITORS,
  sponsorCampaignCompatibleSuppliers: EDITORS,
  copySponsorCampaign: EDITORS,
  relatedAccount: 'signedIn',
  // sponsor-lists
  /** Spec 2 §6: lists for every role; the toggle and budget for editors; remove for OWNER and ADMIN (staff pass). */
  sponsorCampaigns: ALL_ROLES,
  sponsorCampaignStatuses: ALL_ROLES,
  reportRange: ALL_ROLES,
  adsSets: ALL_ROLES,
  activityHistory: ALL_ROLES,
  activityLog: ALL_ROLES,
  changeAdSetRunningStatus: EDITORS,
  updateAdsetBudget: EDITORS,
  removeAdSet: OWNER_ADMIN,
  columnSettings: 'signedIn',
  saveColumnSettings: 'signedIn',
  // sponsor-insights
  /** Spec 2 §7: forecasts for whoever opens the wizard (flag sponsor_forecast); diagnostics staff only (§6). */
  forecastedPerformance: 'signedIn',
  forecastedBannerPerformance: 'signedIn',
  diagnostics: 'staff',
  // sponsor-reports
  /** Spec 2 §2 "Dashboard": every company role reads it (VIEWER included); staff for any company. */
  dashboardReport: ALL_ROLES,
  reportDashboard: ALL_ROLES,
  reportDashboardCampaigns: ALL_ROLES,
  platformSummary: ALL_ROLES,
  searchTermSummary: ALL_ROLES,
  searchTermCount: ALL_ROLES,
  // sku-reports
  /** Spec 2 §6: reports are read by every role (the SKU performance dialog and its price history). */
  skusReport: ALL_ROLES,
  skuPriceHistory: ALL_ROLES,
  reportHaloAttributedSku: ALL_ROLES,
  // meta-ads (off-site ads, spec 3 §2.2; decision 0230: the spec leaves roles open)
  /**
   * Every role reads the Meta area (sellers, balances, insights, campaigns, products); OWNER and ADMIN
   * link a seller's ad account (onboarding binds the company to Meta); OWNER, ADMIN and MEMBER create,
   * edit and pause campaigns as they do sponsored campaigns; money in is the company wallet's rule:
   * OWNER only (top-ups), staff decide on wire transfers.
   */
  getCompanySellers: ALL_ROLES,
  getWalletBalance: ALL_ROLES,
  adAccountBalance: ALL_ROLES,
  adAccountInsights: ALL_ROLES,
  metaCampaigns: ALL_ROLES,
  metaCampaign: ALL_ROLES,
  getCampaign: ALL_ROLES,
  getCatalogCategories: ALL_ROLES,
  getCustomAudiences: ALL_ROLES,
  getMarketplaceConfig: ALL_ROLES,
  getExcludedMPAFields: ALL_ROLES,
  getMatchingProducts: ALL_ROLES,
  metaCatalogProducts: ALL_ROLES,
  onboardSellerStatus: ALL_ROLES,
  asyncSessionStatus: ALL_ROLES,
  onboardSeller: OWNER_ADMIN,
  createMetaCampaign: EDITORS,
  updateMetaCampaign: EDITORS,
  createCampaign: EDITORS,
  updateCampaign: EDITORS,
  // mpa-wallet (the Meta wallets and their top-ups)
  mpaTopUpRequests: ALL_ROLES,
  mpaTopUpTax: ['OWNER'],
  createMpaTopUpRequest: ['OWNER'],
  pendingMpaTopUpRequests: 'staff',
  approveMpaTopUpRequest: 'staff',
  completeMpaTopUpRequest: 'staff',
  failMpaTopUpRequest: 'staff',
  // booking (standard booking packages, spec 3 §2.3–§2.4; decision 0240: the spec leaves roles open)
  /**
   * The area also needs staff or a company approved by staff, and flag standard_package_ads (the use cases'
   * one guard, requireBookingAccess: 'Permission denied'). Every role reads; OWNER, ADMIN and MEMBER buy
   * (a purchase like a sponsored campaign's spend), fill placement fields and submit them; OWNER and ADMIN
   * cancel; staff review, confirm wires and reserve the calendar.
   */
  allPackages: ALL_ROLES,
  packageSegmentPricings: ALL_ROLES,
  packagesDiscounts: ALL_ROLES,
  allVentures: ALL_ROLES,
  allPlacements: ALL_ROLES,
  allPackageTypes: ALL_ROLES,
  allPackageTags: ALL_ROLES,
  packageAvailability: ALL_ROLES,
  campaigns: ALL_ROLES,
  campaign: ALL_ROLES,
  campaignHistory: ALL_ROLES,
  campaignPlacements: ALL_ROLES,
  campaignCart: ALL_ROLES,
  createCampaignCart: EDITORS,
  changeCampaignStatus: EDITORS,
  saveBookCampaignFieldValue: EDITORS,
  cancelCampaign: OWNER_ADMIN,
  currentBookings: 'staff',
  bookCampaignPlacement: 'staff',
  releaseBooking: 'staff',
  markCampaignCartPaid: 'staff',
} as const satisfies Record<string, Permission>;

export type OperationName = keyof typeof roleMatrix;

/** REST routes outside the GraphQL schema, checked with the same rule. */
export const restPermissions = {
  /** POST /v1/uploads/images: banner images belong to campaigns, which editors create. */
  uploadImage: EDITORS,
} as const satisfies Record<string, Permission>;

/**
 * Rules inside an operation, which its use case checks with the same `isAllowed` (the gate lets the
 * operation through on its own row first). They are not operations, so the gate's schema walk ignores them.
 */
export const rulePermissions = {
  /** Approving or rejecting a campaign (`updateSponsorCampaign` with `status`): staff only (spec 2 §4). */
  reviewSponsorCampaign: 'staff',
  /** Export data types of `createExportRequest` (spec 1 §6: billing lists for owners; staff pass). */
  exportCredits: ['OWNER'],
  exportWalletTransactions: ['OWNER'],
  exportSponsorCampaigns: ALL_ROLES,
  exportDashboardDaily: ALL_ROLES,
  exportSkuPerformance: ALL_ROLES,
  exportCampaignSales: ALL_ROLES,
  exportMatchingSkus: ALL_ROLES,
  /** `changeCampaignStatus` to anything but a submit (PENDING_FOR_APPROVAL): staff only (decision 0240). */
  reviewBookingCampaign: 'staff',
} as const satisfies Record<string, Permission>;

export type RuleName = keyof typeof rulePermissions;
