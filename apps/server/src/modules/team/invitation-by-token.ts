import { invitationStatus } from '@portal/domain/invitation';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { companies, invitations, roles, users } from '../../db/schema/index';

export type InvitationPreview = {
  email: string;
  companyName: string;
  roleName: string;
  status: 'PENDING' | 'EXPIRED' | 'ACCEPTED';
  hasUser: boolean;
};

/** What the invitation page shows before accepting; an unknown or withdrawn token finds nothing. */
export async function invitationByToken(
  deps: Pick<AppDeps, 'db' | 'now'>,
  token: string,
): Promise<InvitationPreview | null> {
  if (!token || token.length > 128) return null;
  const [row] = await deps.db
    .select({ invitation: invitations, companyName: companies.name, roleName: roles.name, userId: users.id })
    .from(invitations)
    .innerJoin(companies, eq(companies.id, invitations.companyId))
    .innerJoin(roles, eq(roles.id, invitations.roleId))
    .leftJoin(users, eq(users.email, invitations.email))
    .where(eq(invitations.token, token));
  if (!row) return null;
  const status = invitationStatus(row.invitation.status, row.invitation.expiresAt, deps.now());
  if (status === 'CANCELLED') return null;
  return {
    email: row.invitation.email,
    companyName: row.companyName,
    roleName: row.roleName,
    status,
    hasUser: row.userId !== null,
  };
}
