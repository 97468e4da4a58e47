import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { linkedAccounts, users } from '../../db/schema/index';
import { createSession, defaultCompanyId } from '../auth/session';
import type { AuthBackendRow } from './backends';
import { linkBySubject } from './linked-accounts';
import type { ProviderIdentity } from './oauth-provider';
import { socialErrors } from './social-errors';

export type LinkedSignIn =
  | { ok: true; token: string; isFirstLogin: boolean; userId: number }
  | { ok: false; message: string; isNotLinked: boolean };

/** Signs in the user this provider account is linked to; a fresh session id, like a password sign-in. */
export async function signInLinkedUser(
  deps: AppDeps,
  input: { backend: AuthBackendRow; identity: ProviderIdentity; accessToken: string },
): Promise<LinkedSignIn> {
  if (!input.backend.isEnabledLogin)
    return { ok: false, message: socialErrors.loginDisabled, isNotLinked: false };
  const link = await linkBySubject(deps.db, input.backend.provider, input.identity.subject);
  if (!link) return { ok: false, message: socialErrors.notLinked, isNotLinked: true };
  const [user] = await deps.db.select().from(users).where(eq(users.id, link.userId));
  if (!user?.isActive) return { ok: false, message: socialErrors.userDisabled, isNotLinked: false };

  // Keep the newest token: the balance and top-ups call the provider with it.
  await deps.db
    .update(linkedAccounts)
    .set({ accessToken: input.accessToken, email: input.identity.email })
    .where(eq(linkedAccounts.id, link.id));
  const token = await createSession(deps, {
    userId: user.id,
    companyId: await defaultCompanyId(deps, user.id),
  });
  await deps.db.update(users).set({ lastLoginAt: deps.now() }).where(eq(users.id, user.id));
  return { ok: true, token, isFirstLogin: user.lastLoginAt === null, userId: user.id };
}
