import { OWNER_ADMIN, type Permission } from '../../graphql/permissions';

/** Sign-up runs signed out; a new company is created by an owner or admin (spec 1 §6). */
export const signupPermissions = {
  signUpBrandOptions: 'public',
  signUpSellerOptions: 'public',
  checkErrorSignUpData: 'public',
  checkWarningSignUpData: 'public',
  createAccount: 'public',
  checkErrorCreateCompanyData: OWNER_ADMIN,
  createCompany: OWNER_ADMIN,
} as const satisfies Record<string, Permission>;
