import { newPasswordSchema } from '@portal/domain/password-reset';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { passwordTokens, sessions, users } from '../../db/schema/index';
import { DomainError, type FieldError, issuesToFieldErrors } from '../../graphql/errors';
import { hashPassword } from '../auth/password-hash';
import { invalidateSessionCache } from '../auth/session-cache-listener';
import { type RateLimit, TOO_MANY_REQUESTS, takeRateLimit } from '../platform/rate-limit';
import { consumePasswordToken, type PasswordTokenPurpose } from './password-tokens';

export const INVALID_LINK = 'passwords:error.invalidLink';

/** Tokens are 256 bits, so this only stops a flood of argon2 hashing from one address. */
export const passwordLinkPerAddress: RateLimit = {
  bucket: 'password-link:address',
  max: 30,
  windowMs: 60 * 60 * 1000,
};

/**
 * resetPasswordConfirm and setupPassword: check the policy first (a weak password must not burn the
 * link), then spend the token and set the password in one transaction. A reset ends every session of
 * the user and every other outstanding link; a setup (an account made without a password) keeps them.
 */
export async function setPasswordWithToken({
  deps,
  input: { address, purpose, token, userId, password },
}: {
  deps: AppDeps;
  /** The link's token (and user id for a reset), the new password, and the client's address. */
  input: { address: string; purpose: PasswordTokenPurpose; token: string; userId?: number; password: string };
}): Promise<{ ok: boolean; errors: FieldError[] }> {
  const parsed = newPasswordSchema.safeParse({ password });
  if (!parsed.success) return { ok: false, errors: issuesToFieldErrors(parsed.error.issues) };
  if (token.length === 0 || token.length > 128 || (userId !== undefined && !Number.isSafeInteger(userId)))
    throw new DomainError(INVALID_LINK, 'token');
  if (!(await takeRateLimit(deps, passwordLinkPerAddress, address))) throw new DomainError(TOO_MANY_REQUESTS);

  const passwordHash = await hashPassword(parsed.data.password);
  const now = deps.now();
  const changedUserId = await deps.db.transaction(async (tx) => {
    const owner = await consumePasswordToken({ db: tx, now: deps.now }, { token, purpose, userId });
    if (owner === null) return null;
    await tx.update(users).set({ passwordHash }).where(eq(users.id, owner));
    if (purpose === 'RESET') {
      await tx.delete(sessions).where(eq(sessions.userId, owner));
      await tx
        .update(passwordTokens)
        .set({ usedAt: now })
        .where(and(eq(passwordTokens.userId, owner), isNull(passwordTokens.usedAt)));
    }
    return owner;
  });
  if (changedUserId === null) throw new DomainError(INVALID_LINK, 'token');
  invalidateSessionCache(deps.db, { userId: changedUserId });
  return { ok: true, errors: [] };
}
