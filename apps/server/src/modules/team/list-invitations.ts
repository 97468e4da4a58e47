import { invitationStatus } from '@portal/domain/invitation';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invitations, roles } from '../../db/schema/index';

/**
 * What owners and admins see of an invitation. No token (it proves the invitee's mailbox, so it is only
 * e-mailed) and no "has an account" flag (it would tell anyone who can sign up whether an address is
 * registered): docs/decisions/0100-invitation-token-secret.md.
 */
export type InvitationRow = {
  id: number;
  email: string;
  role: { id: number; name: string };
  status: 'PENDING' | 'EXPIRED';
  dateCreated: Date;
};

/** Invitations still waiting (PENDING or EXPIRED), newest first; accepted ones are kept but not listed. */
export async function listInvitations(db: Db, companyId: number, now: Date): Promise<InvitationRow[]> {
  const rows = await db
    .select({ invitation: invitations, role: roles })
    .from(invitations)
    .innerJoin(roles, eq(roles.id, invitations.roleId))
    .where(and(eq(invitations.companyId, companyId), inArray(invitations.status, ['PENDING', 'EXPIRED'])))
    .orderBy(desc(invitations.createdAt), desc(invitations.id));
  return rows.map(({ invitation, role }) => ({
    id: invitation.id,
    email: invitation.email,
    role: { id: role.id, name: role.name },
    status: invitationStatus(invitation.status, invitation.expiresAt, now) as 'PENDING' | 'EXPIRED',
    dateCreated: invitation.createdAt,
  }));
}
