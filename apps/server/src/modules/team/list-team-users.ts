import type { RoleName } from '@portal/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { memberships, roles, users } from '../../db/schema/index';

export type TeamUserRow = {
  /** The membership ("account") id: what updateUserAccount takes. */
  id: number;
  userId: number;
  name: string;
  email: string;
  role: { id: number; name: RoleName };
  status: 'ACTIVE' | 'DISABLED';
};

const displayName = (user: { firstName: string; lastName: string; email: string }) =>
  `${user.firstName} ${user.lastName}`.trim() || user.email;

/** users: every member of the acting company, active and disabled, oldest first. */
export function listTeamUsers({
  deps,
  actor,
}: {
  deps: Pick<AppDeps, 'db'>;
  actor: { companyId: number };
}): Promise<TeamUserRow[]> {
  return teamUserRows(deps.db, actor.companyId);
}

/** The company's members, or the one membership asked for. */
export async function teamUserRows(db: Db, companyId: number, membershipId?: number): Promise<TeamUserRow[]> {
  const rows = await db
    .select({ membership: memberships, user: users, role: roles })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .where(
      and(
        eq(memberships.companyId, companyId),
        membershipId === undefined ? undefined : eq(memberships.id, membershipId),
      ),
    )
    .orderBy(asc(memberships.id));
  return rows.map(({ membership, user, role }) => ({
    id: membership.id,
    userId: user.id,
    name: displayName(user),
    email: user.email,
    role: { id: role.id, name: role.name as RoleName },
    status: membership.status,
  }));
}
