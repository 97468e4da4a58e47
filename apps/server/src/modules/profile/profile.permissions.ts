import type { Permission } from '../../graphql/permissions';

/** Every signed-in user edits their own profile and password (spec 1 §2, profile area). */
export const profilePermissions = {
  updateProfile: 'signedIn',
  changePassword: 'signedIn',
} as const satisfies Record<string, Permission>;
