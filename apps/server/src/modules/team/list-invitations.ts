import { invitationStatus } from '@portal/domain/invitation';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invitations, roles, users } from '../../db/schema/index';

export type InvitationRow = {
  id: number;
  email: string;
  role: { id: number; name: string };
  status: 'PENDING' | 'EXPIRED';
  dateCreated: Date;
  token: string;
  hasUser: boolean;
};

/** Invitations still waiting (PENDING or EXPIRED), newest first; accepted ones are kept but not listed. */
export async function listInvitations(db: Db, companyId: number, now: Date): Promise<InvitationRow[]> {
  const rows = await db
    .select({ invitation: invitations, role: roles, userId: users.id })
    .from(invitations)
    .innerJoin(roles, eq(roles.id, invitations.roleId))
    .leftJoin(users, eq(users.email, invitations.email))
    .where(and(eq(invitations.companyId, companyId), inArray(invitations.status, ['PENDING', 'EXPIRED'])))
    .orderBy(desc(invitations.createdAt), desc(invitations.id));
  return rows.map(({ invitation, role, userId }) => ({
    id: invitation.id,
    email: invitation.email,
    role: { id: role.id, name: role.name },
    status: invitationStatus(invitation.status, invitation.expiresAt, now) as 'PENDING' | 'EXPIRED',
    dateCreated: invitation.createdAt,
    token: invitation.token,
    hasUser: userId !== null,
  }));
}
