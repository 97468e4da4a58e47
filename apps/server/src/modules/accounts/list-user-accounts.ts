import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, memberships, roles } from '../../db/schema/index';
import type { AccountRow } from './accounts.types';

/** The active accounts (memberships) of a user, oldest first. */
export async function listUserAccounts(db: Db, userId: number): Promise<AccountRow[]> {
  const rows = await db
    .select({
      id: memberships.id,
      status: memberships.status,
      company: companies,
      role: { id: roles.id, name: roles.name },
    })
    .from(memberships)
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .where(and(eq(memberships.userId, userId), eq(memberships.status, 'ACTIVE')))
    .orderBy(asc(memberships.id));
  return rows;
}
