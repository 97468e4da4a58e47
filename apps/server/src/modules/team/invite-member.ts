import type { RoleName } from '@portal/domain';
import { canGrantRole, inviteMemberSchema } from '@portal/domain/team';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { invitations, memberships, roles, users } from '../../db/schema/index';
import { DomainError, type FieldError, issuesToFieldErrors } from '../../graphql/errors';
import { parseRowId } from '../../graphql/row-id';
import { rateLimits, TOO_MANY_REQUESTS, takeRateLimit } from '../platform/rate-limit';
import { invitationTokenHash, newInvitationToken } from './invitation-token';
import { invitationExpiry, sendInvitationEmail } from './send-invitation';
import { actorName, type TeamManager, teamActor } from './team-actor';

export type InviteResult = { ok: boolean; errors: FieldError[]; invitationId: number | null };

const refused = (errors: FieldError[]): InviteResult => ({ ok: false, errors, invitationId: null });

export async function isActiveMember(deps: Pick<AppDeps, 'db'>, companyId: number, email: string) {
  const [row] = await deps.db
    .select({ id: memberships.id })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(eq(memberships.companyId, companyId), eq(users.email, email), eq(memberships.status, 'ACTIVE')),
    );
  return row !== undefined;
}

/**
 * inviteMember: refuses an active member's e-mail; a second invitation to a waiting e-mail refreshes
 * the existing one (new token, role and expiry: the old link stops working) instead of adding a row.
 */
export async function inviteMember({
  deps,
  actor,
  input,
}: {
  deps: AppDeps;
  actor: TeamManager;
  input: { email: string; roleId: string };
}): Promise<InviteResult> {
  const { companyId } = actor;
  const parsed = inviteMemberSchema.safeParse(input);
  if (!parsed.success) return refused(issuesToFieldErrors(parsed.error.issues));
  const { email } = parsed.data;
  const roleId = parseRowId(parsed.data.roleId);
  const [role] = roleId === null ? [] : await deps.db.select().from(roles).where(eq(roles.id, roleId));
  if (!role) throw new DomainError('team:error.invalidRole', 'roleId');
  if (!canGrantRole(teamActor(actor), role.name as RoleName))
    throw new DomainError('team:error.cannotGrantOwner', 'roleId');
  if (await isActiveMember(deps, companyId, email))
    throw new DomainError('team:error.alreadyMember', 'email');
  if (!(await takeRateLimit(deps, rateLimits.invitePerCompany, String(companyId))))
    throw new DomainError(TOO_MANY_REQUESTS);

  const token = newInvitationToken();
  const expiresAt = await invitationExpiry(deps);
  const values = {
    token: invitationTokenHash(token),
    roleId: role.id,
    expiresAt,
    createdAt: deps.now(),
    invitedById: actor.user.id,
  };
  const [waiting] = await deps.db
    .select({ id: invitations.id })
    .from(invitations)
    .where(
      and(
        eq(invitations.companyId, companyId),
        eq(invitations.email, email),
        eq(invitations.status, 'PENDING'),
      ),
    )
    .limit(1);
  const [saved] = waiting
    ? await deps.db
        .update(invitations)
        .set(values)
        .where(eq(invitations.id, waiting.id))
        .returning({ id: invitations.id })
    : await deps.db
        .insert(invitations)
        .values({ ...values, companyId, email, status: 'PENDING' })
        .returning({ id: invitations.id });
  await sendInvitationEmail(deps, {
    email,
    token,
    companyId,
    roleName: role.name,
    inviterName: actorName(actor),
    expiresAt,
  });
  return { ok: true, errors: [], invitationId: saved!.id };
}
