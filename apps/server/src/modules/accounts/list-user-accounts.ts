import { and, asc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { companies, memberships, roles } from '../../db/schema/index';
import type { SignedIn } from '../../graphql/context';
import type { AccountRow } from './accounts.types';

/** userAccounts: the active accounts (memberships) of the signed-in user, oldest first. */
export async function listUserAccounts({
  deps,
  actor,
}: {
  deps: Pick<AppDeps, 'db'>;
  actor: Pick<SignedIn, 'user'>;
}): Promise<AccountRow[]> {
  const rows = await deps.db
    .select({
      id: memberships.id,
      status: memberships.status,
      company: companies,
      role: { id: roles.id, name: roles.name },
    })
    .from(memberships)
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .where(and(eq(memberships.userId, actor.user.id), eq(memberships.status, 'ACTIVE')))
    .orderBy(asc(memberships.id));
  return rows;
}
