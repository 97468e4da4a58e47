import { billingInfoPermissions } from '../modules/billing-info/billing-info.permissions';
import { brandsPermissions } from '../modules/brands/brands.permissions';
import { companyPermissions } from '../modules/company/company.permissions';
import { documentsPermissions } from '../modules/documents/documents.permissions';
import { exportsPermissions } from '../modules/exports/exports.permissions';
import { notificationsPermissions } from '../modules/notifications/notifications.permissions';
import { onboardingPermissions } from '../modules/onboarding/onboarding.permissions';
import { passwordsPermissions } from '../modules/passwords/passwords.permissions';
import { paymentsPermissions } from '../modules/payments/payments.permissions';
import { profilePermissions } from '../modules/profile/profile.permissions';
import { signupPermissions } from '../modules/signup/signup.permissions';
import { socialPermissions } from '../modules/social/social.permissions';
import { sponsorCampaignsPermissions } from '../modules/sponsor-campaigns/sponsor-campaigns.permissions';
import { sponsorCatalogPermissions } from '../modules/sponsor-catalog/sponsor-catalog.permissions';
import { sponsorListsPermissions } from '../modules/sponsor-lists/sponsor-lists.permissions';
import { staffPermissions } from '../modules/staff/staff.permissions';
import { teamPermissions } from '../modules/team/team.permissions';
import { walletPermissions } from '../modules/wallet/wallet.permissions';
import { type Permission, registerRoleMatrix } from './permissions';

/**
 * Every query and mutation of the schema and who may run it (spec 1 §6, spec 2 §6, spec 3 §6).
 * `role-matrix.test.ts` fails when an operation of the schema has no row here.
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
  ...signupPermissions,
  ...passwordsPermissions,
  ...teamPermissions,
  ...notificationsPermissions,
  ...onboardingPermissions,
  ...profilePermissions,
  ...companyPermissions,
  ...brandsPermissions,
  ...socialPermissions,
  ...staffPermissions,
  ...walletPermissions,
  ...billingInfoPermissions,
  ...documentsPermissions,
  ...exportsPermissions,
  ...paymentsPermissions,
  ...sponsorCatalogPermissions,
  ...sponsorCampaignsPermissions,
  ...sponsorListsPermissions,
} as const satisfies Record<string, Permission>;

registerRoleMatrix(roleMatrix);
