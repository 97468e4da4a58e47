import type { RoleName } from '@portal/domain/roles';
import { canGrantRole } from '@portal/domain/team';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { invitations, roles } from '../../db/schema/index';
import { DomainError, type FieldError } from '../../graphql/errors';
import { type TeamManager, teamActor } from './team-actor';

/**
 * Withdraws a waiting (PENDING or EXPIRED) invitation of the acting company: it is marked CANCELLED, leaves
 * the list, and its link is refused as any unknown link (`invitationByToken` finds nothing,
 * `inviteMemberConfirm` answers `team:error.invitationInvalid`). Decision 0180. Who may not grant the
 * invitation's role (an admin, for an owner's) may not withdraw it either, as with a member's role.
 */
export async function revokeInvitation({
  deps,
  actor,
  input,
}: {
  deps: Pick<AppDeps, 'db'>;
  actor: TeamManager;
  input: { invitationId: number };
}): Promise<{ ok: boolean; errors: FieldError[] }> {
  const waiting = and(
    eq(invitations.id, input.invitationId),
    eq(invitations.companyId, actor.companyId),
    inArray(invitations.status, ['PENDING', 'EXPIRED']),
  );
  const [found] = await deps.db
    .select({ role: roles.name })
    .from(invitations)
    .innerJoin(roles, eq(roles.id, invitations.roleId))
    .where(waiting);
  if (!found) throw new DomainError('team:error.invitationNotFound', 'invitationId');
  if (!canGrantRole(teamActor(actor), found.role as RoleName))
    throw new DomainError('team:error.cannotGrantOwner', 'invitationId');
  const [revoked] = await deps.db
    .update(invitations)
    .set({ status: 'CANCELLED' })
    .where(waiting)
    .returning({ id: invitations.id });
  if (!revoked) throw new DomainError('team:error.invitationNotFound', 'invitationId');
  return { ok: true, errors: [] };
}
