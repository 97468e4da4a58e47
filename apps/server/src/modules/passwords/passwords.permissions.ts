import type { Permission } from '../../graphql/permissions';

/** Reached from e-mailed links by people who cannot sign in: all public, rate limited in the use cases. */
export const passwordsPermissions = {
  resetPassword: 'public',
  resetPasswordConfirm: 'public',
  setupPassword: 'public',
} as const satisfies Record<string, Permission>;
