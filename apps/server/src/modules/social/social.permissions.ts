import { OWNER_ADMIN, type Permission } from '../../graphql/permissions';

/**
 * Sign-in and sign-up through a provider run signed out; linked accounts are company settings (spec 1 §6:
 * owner and admin). The backends' lists are public (the sign-in page needs them); their balance and linked
 * e-mail are resolved only for owners, admins and staff.
 */
export const socialPermissions = {
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
} as const satisfies Record<string, Permission>;
