import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { invitations, roles } from '../../db/schema/index';
import { DomainError } from '../../graphql/errors';
import { rateLimits, TOO_MANY_REQUESTS, takeRateLimit } from '../platform/rate-limit';
import { invitationTokenHash, newInvitationToken } from './invitation-token';
import type { InviteResult } from './invite-member';
import { isActiveMember } from './invite-member';
import { invitationExpiry, sendInvitationEmail } from './send-invitation';
import { actorName, type TeamManager } from './team-actor';

/** Resend for a PENDING or EXPIRED invitation: a new token and expiry, and the e-mail again. */
export async function resendInvitation({
  deps,
  actor,
  input,
}: {
  deps: AppDeps;
  actor: TeamManager;
  input: { email: string };
}): Promise<InviteResult> {
  const { companyId } = actor;
  const email = input.email.trim().toLowerCase();
  const [waiting] = await deps.db
    .select({ id: invitations.id, roleName: roles.name })
    .from(invitations)
    .innerJoin(roles, eq(roles.id, invitations.roleId))
    .where(
      and(
        eq(invitations.companyId, companyId),
        eq(invitations.email, email),
        eq(invitations.status, 'PENDING'),
      ),
    )
    .limit(1);
  if (!waiting) throw new DomainError('team:error.invitationNotFound', 'email');
  if (await isActiveMember(deps, companyId, email))
    throw new DomainError('team:error.alreadyMember', 'email');
  if (!(await takeRateLimit(deps, rateLimits.invitePerCompany, String(companyId))))
    throw new DomainError(TOO_MANY_REQUESTS);

  const token = newInvitationToken();
  const expiresAt = await invitationExpiry(deps);
  await deps.db
    .update(invitations)
    .set({
      token: invitationTokenHash(token),
      expiresAt,
      createdAt: deps.now(),
      invitedById: actor.user.id,
    })
    .where(eq(invitations.id, waiting.id));
  await sendInvitationEmail(deps, {
    email,
    token,
    companyId,
    roleName: waiting.roleName,
    inviterName: actorName(actor),
    expiresAt,
  });
  return { ok: true, errors: [], invitationId: waiting.id };
}
