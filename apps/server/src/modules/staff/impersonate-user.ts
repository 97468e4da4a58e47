import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { auditLog, users } from '../../db/schema/index';
import type { SignedIn } from '../../graphql/context';
import { parseRowId } from '../../graphql/row-id';
import { createSession, defaultCompanyId, destroySession } from '../auth/session';

export const impersonationErrors = {
  userNotFound: 'staff:error.userNotFound',
  cannotImpersonateStaff: 'staff:error.cannotImpersonateStaff',
  userDisabled: 'staff:error.userDisabled',
  notImpersonating: 'staff:error.notImpersonating',
  impersonatorGone: 'staff:error.impersonatorGone',
} as const;

export type SessionSwap = { ok: true; token: string } | { ok: false; field: string | null; message: string };

/**
 * The staff member's session is replaced by one of the user (in the user's landing company) that remembers
 * the staff member: a new session id and cookie, so the staff session cannot be replayed meanwhile.
 */
export async function impersonateUser({
  deps,
  actor,
  input,
}: {
  deps: AppDeps;
  actor: SignedIn;
  input: { userId: string };
}): Promise<SessionSwap> {
  const id = parseRowId(input.userId);
  const [user] = id !== null ? await deps.db.select().from(users).where(eq(users.id, id)) : [];
  if (!user) return { ok: false, field: 'userId', message: impersonationErrors.userNotFound };
  if (user.isStaff)
    return { ok: false, field: 'userId', message: impersonationErrors.cannotImpersonateStaff };
  if (!user.isActive) return { ok: false, field: 'userId', message: impersonationErrors.userDisabled };

  const companyId = await defaultCompanyId(deps, user.id);
  const token = await createSession(deps, {
    userId: user.id,
    companyId,
    impersonatorId: actor.user.id,
  });
  await destroySession(deps, actor.id);
  await deps.db.insert(auditLog).values({
    userId: user.id,
    impersonatorId: actor.user.id,
    companyId,
    operation: 'impersonateUser',
    createdAt: deps.now(),
  });
  return { ok: true, token };
}

/** Back to the staff member's own session (a new one), if they are still active staff. */
export async function endImpersonation({
  deps,
  actor,
}: {
  deps: AppDeps;
  actor: SignedIn;
}): Promise<SessionSwap> {
  if (actor.impersonatorId === null)
    return { ok: false, field: null, message: impersonationErrors.notImpersonating };
  const [staff] = await deps.db.select().from(users).where(eq(users.id, actor.impersonatorId));
  await destroySession(deps, actor.id);
  if (!staff?.isStaff || !staff.isActive)
    return { ok: false, field: null, message: impersonationErrors.impersonatorGone };
  const token = await createSession(deps, {
    userId: staff.id,
    companyId: await defaultCompanyId(deps, staff.id),
  });
  return { ok: true, token };
}
