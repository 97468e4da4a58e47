import { invitationStatus } from '@portal/domain/invitation';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
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

/**
 * invitations: the acting company's invitations still waiting (PENDING or EXPIRED), newest first; accepted
 * ones are kept but not listed. With `input.id`, only that invitation (the one an invite answers with).
 */
export async function listInvitations({
  deps,
  actor,
  input = {},
}: {
  deps: Pick<AppDeps, 'db' | 'now'>;
  actor: { companyId: number };
  input?: { id?: number };
}): Promise<InvitationRow[]> {
  const now = deps.now();
  const rows = await deps.db
    .select({ invitation: invitations, role: roles })
    .from(invitations)
    .innerJoin(roles, eq(roles.id, invitations.roleId))
    .where(
      and(
        eq(invitations.companyId, actor.companyId),
        inArray(invitations.status, ['PENDING', 'EXPIRED']),
        input.id === undefined ? undefined : eq(invitations.id, input.id),
      ),
    )
    .orderBy(desc(invitations.createdAt), desc(invitations.id));
  return rows.map(({ invitation, role }) => ({
    id: invitation.id,
    email: invitation.email,
    role: { id: role.id, name: role.name },
    status: invitationStatus(invitation.status, invitation.expiresAt, now) as 'PENDING' | 'EXPIRED',
    dateCreated: invitation.createdAt,
  }));
}
