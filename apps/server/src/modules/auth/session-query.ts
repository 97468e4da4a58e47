import { and, eq, gt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { companies, memberships, roles, sessions, users } from '../../db/schema/index';

const actingCompanyRow = alias(companies, 'acting_company');

/**
 * The session, its user, the acting company (the staff filter wins for staff when that company exists)
 * with its row, and the user's active role there: one round trip for every signed-in request.
 */
function buildSessionQuery(db: Db) {
  const staffChoice = sql`(select ${companies.id} from ${companies} where ${companies.id} = ${sql.placeholder('staffCompanyId')})`;
  const actingCompanyId = sql<
    number | null
  >`case when ${users.isStaff} then coalesce(${staffChoice}, ${sessions.companyId}) else ${sessions.companyId} end`;
  return (
    db
      .select({
        session: sessions,
        user: users,
        companyId: actingCompanyId,
        company: actingCompanyRow,
        role: roles,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(actingCompanyRow, eq(actingCompanyRow.id, actingCompanyId))
      .leftJoin(
        memberships,
        and(
          eq(memberships.userId, users.id),
          eq(memberships.companyId, actingCompanyId),
          eq(memberships.status, 'ACTIVE'),
        ),
      )
      .leftJoin(roles, eq(roles.id, memberships.roleId))
      .where(and(eq(sessions.id, sql.placeholder('id')), gt(sessions.expiresAt, sql.placeholder('now'))))
      .limit(1)
      // A named statement: PostgreSQL parses and plans it once per connection, and drizzle builds its SQL
      // once per database instead of on every request.
      .prepare('load_session')
  );
}

type SessionQuery = ReturnType<typeof buildSessionQuery>;
export type SessionRow = Awaited<ReturnType<SessionQuery['execute']>>[number];

const prepared = new WeakMap<Db, SessionQuery>();

export async function selectSession(
  db: Db,
  params: { id: string; now: Date; staffCompanyId: number | null },
): Promise<SessionRow | undefined> {
  let query = prepared.get(db);
  if (!query) {
    query = buildSessionQuery(db);
    prepared.set(db, query);
  }
  const [row] = await query.execute({
    id: params.id,
    now: params.now.toISOString(),
    staffCompanyId: params.staffCompanyId,
  });
  return row;
}
