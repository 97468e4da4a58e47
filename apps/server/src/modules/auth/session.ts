import type { RoleName } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { type companies, memberships, roles, sessions, type users } from '../../db/schema/index';
import { invalidateSessionCache, sessionCacheOf } from './session-cache-listener';
import { selectSession } from './session-query';
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

/** A session with the rows its query read anyway, so a request's loaders need not read them again. */
export type LoadedSession = {
  session: SessionState;
  company: typeof companies.$inferSelect | null;
  role: typeof roles.$inferSelect | null;
};

/**
 * Resolves the cookie to a session. A disabled user or a disabled membership ends the session's use at once.
 * `staffCompanyId` is honoured only for staff (the header the web sends from the company filter).
 */
export async function loadSessionWithRows(
  deps: AppDeps,
  token: string | undefined,
  staffCompanyId: number | null,
): Promise<LoadedSession | null> {
  if (!token) return null;
  const id = hashToken(token);
  const now = deps.now();
  const cache = sessionCacheOf(deps.db);
  const cached = cache?.get(id, staffCompanyId);
  if (cached && cached.expiresAt > now) {
    if (now.getTime() - cached.lastSeenAt.getTime() > LAST_SEEN_RESOLUTION_MS) {
      await touchSession(deps, id, now);
      cache?.touch(id, staffCompanyId, now);
    }
    return cached.loaded;
  }
  // Read before the query: an invalidation arriving while it runs keeps its possibly older answer out.
  const generation = cache?.generation ?? 0;
  const row = await selectSession(deps.db, { id, now, staffCompanyId });
  if (!row?.user.isActive) return null;
  const companyId = row.companyId === null ? null : Number(row.companyId);
  const roleName = (row.role?.name as RoleName | undefined) ?? null;
  if (companyId !== null && roleName === null && !row.user.isStaff) return null;

  let lastSeenAt = row.session.lastSeenAt;
  if (now.getTime() - lastSeenAt.getTime() > LAST_SEEN_RESOLUTION_MS) {
    await touchSession(deps, id, now);
    lastSeenAt = now;
  }
  const loaded: LoadedSession = {
    session: { id, user: row.user, companyId, roleName, impersonatorId: row.session.impersonatorId },
    company: row.company,
    role: row.role,
  };
  cache?.set(staffCompanyId, { loaded, lastSeenAt, expiresAt: row.session.expiresAt }, generation);
  return loaded;
}

/** Only `lastSeenAt` moves: the triggers ignore it, so the cached session stays valid. */
async function touchSession(deps: AppDeps, id: string, now: Date): Promise<void> {
  await deps.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
}

export async function loadSession(
  deps: AppDeps,
  token: string | undefined,
  staffCompanyId: number | null,
): Promise<SessionState | null> {
  return (await loadSessionWithRows(deps, token, staffCompanyId))?.session ?? null;
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
  invalidateSessionCache(deps.db, { sessionId });
}

export async function setSessionCompany(deps: AppDeps, sessionId: string, companyId: number): Promise<void> {
  await deps.db.update(sessions).set({ companyId }).where(eq(sessions.id, sessionId));
  invalidateSessionCache(deps.db, { sessionId });
}
