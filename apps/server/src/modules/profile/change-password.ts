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
  actor,
  input,
}: {
  deps: Pick<AppDeps, 'db' | 'now'>;
  actor: SignedIn;
  input: ChangePasswordArgs;
}): Promise<{ ok: boolean; errors: FieldError[] }> {
  if (isImpersonating(actor)) throw new DomainError(IMPERSONATION_REFUSED);
  const hash = actor.user.passwordHash;
  const parsed = changePasswordSchema(hash !== null).safeParse({
    currentPassword: input.currentPassword ?? '',
    password: input.password ?? '',
    cfPassword: input.cfPassword ?? '',
  });
  if (!parsed.success) return { ok: false, errors: issuesToFieldErrors(parsed.error.issues) };
  if (!(await takeRateLimit(deps, changePasswordPerUser, String(actor.user.id))))
    throw new DomainError(TOO_MANY_REQUESTS);
  if (hash !== null && !(await verifyPassword(hash, parsed.data.currentPassword)))
    throw new DomainError(WRONG_CURRENT_PASSWORD, 'currentPassword');

  const passwordHash = await hashPassword(parsed.data.password);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, actor.user.id));
    await tx.delete(sessions).where(and(eq(sessions.userId, actor.user.id), ne(sessions.id, actor.id)));
    await tx
      .update(passwordTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordTokens.userId, actor.user.id), isNull(passwordTokens.usedAt)));
  });
  invalidateSessionCache(deps.db, { userId: actor.user.id });
  return { ok: true, errors: [] };
}
