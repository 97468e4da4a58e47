import { z } from 'zod';
import type { RoleName } from './roles';

/** Spec 1 §5: the invite dialog's e-mail is required, trimmed and valid; a role is always chosen. */
export const inviteMemberSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, { message: 'team:error.requireEmail', abort: true })
    .max(254, { message: 'team:error.invalidEmail', abort: true })
    .email({ message: 'team:error.invalidEmail' }),
  roleId: z.string().trim().min(1, { message: 'team:error.requireRole' }),
});

export type InviteMemberInput = z.infer<typeof inviteMemberSchema>;

/** Who is acting on the team page: their role in the company, or staff. */
export type TeamActor = { roleName: RoleName | null; isStaff: boolean };

/**
 * Only an owner (or staff) may grant the OWNER role, by invitation or by a role change;
 * owners and admins grant every other role.
 */
export function canGrantRole(actor: TeamActor, role: RoleName): boolean {
  if (actor.isStaff || actor.roleName === 'OWNER') return true;
  return actor.roleName === 'ADMIN' && role !== 'OWNER';
}

/** Admins cannot change an owner's role or status; owners and staff may change anybody but themselves. */
export function canManageMember(actor: TeamActor, target: { roleName: RoleName }): boolean {
  if (actor.isStaff || actor.roleName === 'OWNER') return true;
  return actor.roleName === 'ADMIN' && target.roleName !== 'OWNER';
}

/**
 * The roles an actor may hand out, least privileged first: `roles` arrives in rank order (OWNER first),
 * and the invite dialog preselects the first one offered, which must never be the most powerful
 * (issue 12: it preselected OWNER). VIEWER for owners, admins and staff alike.
 */
export function grantableRoles<T extends { name: string }>(actor: TeamActor, roles: readonly T[]): T[] {
  return roles.filter((role) => canGrantRole(actor, role.name as RoleName)).reverse();
}

/** Granting OWNER hands over billing and the other owners: the web asks once more before it. */
export function needsOwnerConfirmation(role: { name: string } | undefined): boolean {
  return role?.name === 'OWNER';
}
