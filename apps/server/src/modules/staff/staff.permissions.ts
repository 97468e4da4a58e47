import type { Permission } from '../../graphql/permissions';

/** Impersonation is a staff tool; ending it is open to the impersonated session (its user is not staff). */
export const staffPermissions = {
  searchUsers: 'staff',
  impersonateUser: 'staff',
  endImpersonation: 'signedIn',
} as const satisfies Record<string, Permission>;
