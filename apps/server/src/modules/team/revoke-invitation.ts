import { and, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { invitations } from '../../db/schema/index';
import { DomainError, type FieldError } from '../../graphql/errors';

/**
 * Withdraws a waiting (PENDING or EXPIRED) invitation of the acting company: it is marked CANCELLED, leaves
 * the list, and its link is refused as any unknown link (`invitationByToken` finds nothing,
 * `inviteMemberConfirm` answers `team:error.invitationInvalid`). Decision 0180.
 */
export async function revokeInvitation({
  deps,
  actor,
  input,
}: {
  deps: Pick<AppDeps, 'db'>;
  actor: { companyId: number };
  input: { invitationId: number };
}): Promise<{ ok: boolean; errors: FieldError[] }> {
  const [revoked] = await deps.db
    .update(invitations)
    .set({ status: 'CANCELLED' })
    .where(
      and(
        eq(invitations.id, input.invitationId),
        eq(invitations.companyId, actor.companyId),
        inArray(invitations.status, ['PENDING', 'EXPIRED']),
      ),
    )
    .returning({ id: invitations.id });
  if (!revoked) throw new DomainError('team:error.invitationNotFound', 'invitationId');
  return { ok: true, errors: [] };
}
