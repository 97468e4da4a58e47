import { changePasswordSchema } from '@portal/domain/profile';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { passwordTokens, sessions, users } from '../../db/schema/index';
import type { SignedIn } from '../../graphql/context';
import { DomainError, type FieldError, issuesToFieldErrors } from '../../graphql/errors';
import { hashPassword, verifyPassword } from '../auth/password-hash';
import { invalidateSessionCache } from '../auth/session-cache-listener';
import { type RateLimit, TOO_MANY_REQUESTS, takeRateLimit } from '../platform/rate-limit';
import { IMPERSONATION_REFUSED, isImpersonating } from './impersonation-guard';

/** Guessing the current password from a stolen session is as slow as guessing it at sign-in. */
export const changePasswordPerUser: RateLimit = {
  bucket: 'change-password:user',
  max: 10,
  windowMs: 60 * 60 * 1000,
};

export const WRONG_CURRENT_PASSWORD = 'profile:error.wrongCurrentPassword';

export type ChangePasswordArgs = {
  currentPassword?: string | null;
  password?: string | null;
  cfPassword?: string | null;
};

/**
 * changePassword: on success the user's other sessions end (a thief's session with them) and unused
 * reset or setup links stop working; the session that made the change stays signed in.
 */
export async function changePassword({
  deps,
  session,
  args,
}: {
  deps: Pick<AppDeps, 'db' | 'now'>;
  session: SignedIn;
  args: ChangePasswordArgs;
}): Promise<{ ok: boolean; errors: FieldError[] }> {
  if (isImpersonating(session)) throw new DomainError(IMPERSONATION_REFUSED);
  const hash = session.user.passwordHash;
  const parsed = changePasswordSchema(hash !== null).safeParse({
    currentPassword: args.currentPassword ?? '',
    password: args.password ?? '',
    cfPassword: args.cfPassword ?? '',
  });
  if (!parsed.success) return { ok: false, errors: issuesToFieldErrors(parsed.error.issues) };
  if (!(await takeRateLimit(deps, changePasswordPerUser, String(session.user.id))))
    throw new DomainError(TOO_MANY_REQUESTS);
  if (hash !== null && !(await verifyPassword(hash, parsed.data.currentPassword)))
    throw new DomainError(WRONG_CURRENT_PASSWORD, 'currentPassword');

  const passwordHash = await hashPassword(parsed.data.password);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, session.user.id));
    await tx.delete(sessions).where(and(eq(sessions.userId, session.user.id), ne(sessions.id, session.id)));
    await tx
      .update(passwordTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordTokens.userId, session.user.id), isNull(passwordTokens.usedAt)));
  });
  invalidateSessionCache(deps.db, { userId: session.user.id });
  return { ok: true, errors: [] };
}
