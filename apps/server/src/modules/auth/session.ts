import type { RoleName } from '@portal/domain';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { companies, memberships, roles, sessions, users } from '../../db/schema/index';
import { hashToken, newSessionToken, SESSION_TTL_MS } from './session-token';

export type SessionUser = typeof users.$inferSelect;

export type SessionState = {
  id: string;
  user: SessionUser;
  /** The acting company: the session's account, or for staff the company picked in the filter. */
  companyId: number | null;
  /** The user's role in the acting company; null for staff acting on a company they do not belong to. */
  roleName: RoleName | null;
  impersonatorId: number | null;
};

const LAST_SEEN_RESOLUTION_MS = 5 * 60 * 1000;

/**
 * Resolves the cookie to a session. A disabled user or a disabled membership ends the session's use at once.
 * `staffCompanyId` is honoured only for staff (the header the web sends from the company filter).
 */
export async function loadSession(
  deps: AppDeps,
  token: string | undefined,
  staffCompanyId: number | null,
): Promise<SessionState | null> {
  if (!token) return null;
  const id = hashToken(token);
  const now = deps.now();
  // One round trip: the session, its user, the acting company (the staff filter wins for staff when the
  // company exists) and the user's active role there.
  const staffChoice =
    staffCompanyId === null
      ? sql`null::integer`
      : sql`(select ${companies.id} from ${companies} where ${companies.id} = ${staffCompanyId})`;
  const actingCompany = sql<
    number | null
  >`case when ${users.isStaff} then coalesce(${staffChoice}, ${sessions.companyId}) else ${sessions.companyId} end`;
  const [row] = await deps.db
    .select({ session: sessions, user: users, companyId: actingCompany, roleName: roles.name })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(
      memberships,
      and(
        eq(memberships.userId, users.id),
        eq(memberships.companyId, actingCompany),
        eq(memberships.status, 'ACTIVE'),
      ),
    )
    .leftJoin(roles, eq(roles.id, memberships.roleId))
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now)))
    .limit(1);
  if (!row?.user.isActive) return null;
  const companyId = row.companyId === null ? null : Number(row.companyId);
  const roleName = (row.roleName as RoleName | null) ?? null;
  if (companyId !== null && roleName === null && !row.user.isStaff) return null;

  if (now.getTime() - row.session.lastSeenAt.getTime() > LAST_SEEN_RESOLUTION_MS) {
    await deps.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
  }
  return { id, user: row.user, companyId, roleName, impersonatorId: row.session.impersonatorId };
}

export async function activeRoleName(
  deps: Pick<AppDeps, 'db'>,
  userId: number,
  companyId: number,
): Promise<RoleName | null> {
  const [membership] = await deps.db
    .select({ roleName: roles.name })
    .from(memberships)
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .where(
      and(
        eq(memberships.userId, userId),
        eq(memberships.companyId, companyId),
        eq(memberships.status, 'ACTIVE'),
      ),
    );
  return (membership?.roleName as RoleName | undefined) ?? null;
}

/** The account a user lands in: their oldest active membership (staff may have none). */
export async function defaultCompanyId(deps: Pick<AppDeps, 'db'>, userId: number): Promise<number | null> {
  const [membership] = await deps.db
    .select({ companyId: memberships.companyId })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.status, 'ACTIVE')))
    .orderBy(memberships.id)
    .limit(1);
  return membership?.companyId ?? null;
}

/** A fresh session id at every sign-in (no fixation). Returns the raw token for the cookie. */
export async function createSession(
  deps: AppDeps,
  input: { userId: number; companyId: number | null; impersonatorId?: number | null },
): Promise<string> {
  const token = newSessionToken();
  const now = deps.now();
  await deps.db.insert(sessions).values({
    id: hashToken(token),
    userId: input.userId,
    companyId: input.companyId,
    impersonatorId: input.impersonatorId ?? null,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
  });
  return token;
}

export async function destroySession(deps: AppDeps, sessionId: string): Promise<void> {
  await deps.db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function setSessionCompany(deps: AppDeps, sessionId: string, companyId: number): Promise<void> {
  await deps.db.update(sessions).set({ companyId }).where(eq(sessions.id, sessionId));
}
