import { invitationStatus } from '@portal/domain/invitation';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { companies, invitations, roles, users } from '../../db/schema/index';
import type { SignedIn } from '../../graphql/context';
import { invitationTokenHash, usableInvitationToken } from './invitation-token';
import { invitationViewer } from './invitation-viewer';

export type InvitationPreview = {
  email: string;
  companyName: string;
  roleName: string;
  status: 'PENDING' | 'EXPIRED' | 'ACCEPTED';
  hasUser: boolean;
  hasPassword: boolean;
  isSignedInAsInvitee: boolean;
};

/**
 * What the invitation page shows before accepting; an unknown or withdrawn token finds nothing. Only the
 * token's holder sees it, and the token is only e-mailed, so these facts about the account go to its
 * own mailbox: whether it exists, whether it can confirm with a password, and whether this browser is
 * already signed in as it (then joining needs nothing more).
 */
export async function invitationByToken({
  deps,
  actor,
  input,
}: {
  deps: Pick<AppDeps, 'db' | 'now'>;
  /** The browser's session, if any (the query is public). */
  actor: SignedIn | null;
  input: { token: string };
}): Promise<InvitationPreview | null> {
  const viewer = invitationViewer(actor);
  const token = usableInvitationToken(input.token);
  if (!token) return null;
  const [row] = await deps.db
    .select({
      invitation: invitations,
      companyName: companies.name,
      roleName: roles.name,
      user: { id: users.id, passwordHash: users.passwordHash },
    })
    .from(invitations)
    .innerJoin(companies, eq(companies.id, invitations.companyId))
    .innerJoin(roles, eq(roles.id, invitations.roleId))
    .leftJoin(users, eq(users.email, invitations.email))
    .where(eq(invitations.token, invitationTokenHash(token)));
  if (!row) return null;
  const status = invitationStatus(row.invitation.status, row.invitation.expiresAt, deps.now());
  if (status === 'CANCELLED') return null;
  return {
    email: row.invitation.email,
    companyName: row.companyName,
    roleName: row.roleName,
    status,
    hasUser: row.user !== null,
    hasPassword: Boolean(row.user?.passwordHash),
    isSignedInAsInvitee: row.user !== null && viewer?.userId === row.user.id,
  };
}
