import { and, eq, ne } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { authBackends, linkedAccounts, users } from '../../db/schema/index';
import type { SignedIn } from '../../graphql/context';
import { DomainError } from '../../graphql/errors';
import { type BasePayload, okPayload } from '../../graphql/payload';
import { findBackend } from './backends';
import { currentLink } from './linked-accounts';
import { socialErrors } from './social-errors';

/**
 * unlink: removes the company's (seller center) or the user's (Google) link to the provider. Refused when
 * the linked user would be locked out: no usable password and no other provider to sign in with.
 */
export async function unlinkAccount({
  deps,
  actor,
  input,
}: {
  deps: Pick<AppDeps, 'db'>;
  actor: Pick<SignedIn, 'user' | 'companyId'>;
  input: { provider: string };
}): Promise<BasePayload> {
  const backend = await findBackend(deps.db, input.provider);
  if (!backend) throw new DomainError(socialErrors.unknownProvider, 'provider');
  const link = await currentLink(deps.db, backend, { userId: actor.user.id, companyId: actor.companyId });
  if (!link) throw new DomainError(socialErrors.notLinked);

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
    if (others.length === 0) throw new DomainError(socialErrors.lastSignInMethod);
  }
  await deps.db.delete(linkedAccounts).where(eq(linkedAccounts.id, link.id));
  return okPayload;
}
