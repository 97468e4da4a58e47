import { and, eq, ne } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { authBackends, linkedAccounts, users } from '../../db/schema/index';
import type { SignedIn } from '../../graphql/context';
import type { AuthBackendRow } from './backends';
import { currentLink } from './linked-accounts';
import { socialErrors } from './social-errors';

/**
 * Removes the company's (seller center) or the user's (Google) link. Refused when the linked user would be
 * locked out: no usable password and no other provider to sign in with.
 */
export async function unlinkAccount(
  deps: AppDeps,
  input: { session: Pick<SignedIn, 'user' | 'companyId'>; backend: AuthBackendRow },
): Promise<{ ok: true } | { ok: false; message: string }> {
  const link = await currentLink(deps.db, input.backend, {
    userId: input.session.user.id,
    companyId: input.session.companyId,
  });
  if (!link) return { ok: false, message: socialErrors.notLinked };

  const [owner] = await deps.db.select().from(users).where(eq(users.id, link.userId));
  if (owner && owner.passwordHash === null) {
    const others = await deps.db
      .select({ id: linkedAccounts.id })
      .from(linkedAccounts)
      .innerJoin(authBackends, eq(authBackends.provider, linkedAccounts.provider))
      .where(
        and(
          eq(linkedAccounts.userId, owner.id),
          ne(linkedAccounts.id, link.id),
          eq(authBackends.isEnabledLogin, true),
        ),
      )
      .limit(1);
    if (others.length === 0) return { ok: false, message: socialErrors.lastSignInMethod };
  }
  await deps.db.delete(linkedAccounts).where(eq(linkedAccounts.id, link.id));
  return { ok: true };
}
