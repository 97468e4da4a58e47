import type { RoleName } from './roles';

/**
 * Who may run an operation: anyone (even signed out), any signed-in user, staff only, these roles in the
 * acting company (staff always may), or — for the few calls a signed-out form also needs — anyone signed out
 * or without a company, and these roles inside one.
 */
export type Permission =
  | 'public'
  | 'signedIn'
  | 'staff'
  | readonly RoleName[]
  | { readonly signedOutOr: readonly RoleName[] };

export const OWNER_ADMIN = ['OWNER', 'ADMIN'] as const satisfies readonly RoleName[];
export const EDITORS = ['OWNER', 'ADMIN', 'MEMBER'] as const satisfies readonly RoleName[];
export const ALL_ROLES = ['OWNER', 'ADMIN', 'MEMBER', 'VIEWER'] as const satisfies readonly RoleName[];

/** Who is asking: nobody (signed out), or a user with their role in the acting company. */
export type Asker = { isStaff: boolean; roleName: RoleName | null } | null;

/** Whether the asker may run an operation with this permission; staff pass every role row. */
export function isAllowed(permission: Permission, asker: Asker): boolean {
  if (permission === 'public') return true;
  if (typeof permission === 'object' && 'signedOutOr' in permission) {
    return (
      !asker || asker.isStaff || asker.roleName === null || permission.signedOutOr.includes(asker.roleName)
    );
  }
  if (!asker) return false;
  if (permission === 'signedIn') return true;
  if (asker.isStaff) return true;
  if (permission === 'staff') return false;
  return asker.roleName !== null && permission.includes(asker.roleName);
}
