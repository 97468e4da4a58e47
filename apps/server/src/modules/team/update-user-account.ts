import type { RoleName } from '@portal/domain';
import { canGrantRole, canManageMember } from '@portal/domain/team';
import { and, count, eq, ne } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { memberships, roles, sessions } from '../../db/schema/index';
import { DomainError, type FieldError } from '../../graphql/errors';
import { parseRowId } from '../../graphql/row-id';
import { invalidateSessionCache } from '../auth/session-cache-listener';
import { type TeamUserRow, teamUserRows } from './list-team-users';
import { type TeamManager, teamActor } from './team-actor';

export type UpdateUserAccountResult = { ok: boolean; errors: FieldError[]; user: TeamUserRow | null };

async function otherActiveOwners(deps: AppDeps, companyId: number, membershipId: number) {
  const [row] = await deps.db
    .select({ value: count() })
    .from(memberships)
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .where(
      and(
        eq(memberships.companyId, companyId),
        eq(memberships.status, 'ACTIVE'),
        eq(roles.name, 'OWNER'),
        ne(memberships.id, membershipId),
      ),
    );
  return row?.value ?? 0;
}

/**
 * updateUserAccount: a role change or an ACTIVE/DISABLED toggle of a member of the acting company.
 * Never on yourself; admins never touch owners nor grant OWNER; the company keeps an active owner.
 * Disabling ends the member's sessions in this company at once.
 */
export async function updateUserAccount({
  deps,
  actor,
  input,
}: {
  deps: AppDeps;
  actor: TeamManager;
  input: { accountId: string; roleId?: string | null; status?: 'ACTIVE' | 'DISABLED' | null };
}): Promise<UpdateUserAccountResult> {
  const { companyId } = actor;
  const accountId = parseRowId(input.accountId);
  const [target] = accountId === null ? [] : await teamUserRows(deps.db, companyId, accountId);
  if (!target) throw new DomainError('team:error.userNotFound', 'accountId');
  if (target.userId === actor.user.id) throw new DomainError('team:error.cannotChangeYourself', 'accountId');
  if (!input.roleId && !input.status) throw new DomainError('team:error.nothingToChange');
  const manager = teamActor(actor);
  if (!canManageMember(manager, { roleName: target.role.name }))
    throw new DomainError('team:error.cannotManageOwner', 'accountId');

  let role = target.role;
  if (input.roleId) {
    const roleId = parseRowId(input.roleId);
    const [found] = roleId === null ? [] : await deps.db.select().from(roles).where(eq(roles.id, roleId));
    if (!found) throw new DomainError('team:error.invalidRole', 'roleId');
    if (!canGrantRole(manager, found.name as RoleName))
      throw new DomainError('team:error.cannotGrantOwner', 'roleId');
    role = { id: found.id, name: found.name as RoleName };
  }
  const status = input.status ?? target.status;
  const losesOwner =
    target.role.name === 'OWNER' &&
    target.status === 'ACTIVE' &&
    (role.name !== 'OWNER' || status !== 'ACTIVE');
  if (losesOwner && (await otherActiveOwners(deps, companyId, target.id)) === 0)
    throw new DomainError('team:error.lastOwner', 'accountId');

  await deps.db.transaction(async (tx) => {
    await tx.update(memberships).set({ roleId: role.id, status }).where(eq(memberships.id, target.id));
    if (status === 'DISABLED') {
      await tx
        .delete(sessions)
        .where(and(eq(sessions.userId, target.userId), eq(sessions.companyId, companyId)));
    }
  });
  invalidateSessionCache(deps.db, { userId: target.userId });
  return { ok: true, errors: [], user: { ...target, role, status } };
}
