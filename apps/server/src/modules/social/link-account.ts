import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { linkedAccounts } from '../../db/schema/index';
import type { SignedIn } from '../../graphql/context';
import { type AuthBackendRow, isCompanyLevel } from './backends';
import { isUniqueViolation } from './db-errors';
import { currentLink, linkBySubject } from './linked-accounts';
import type { ProviderIdentity } from './oauth-provider';
import { socialErrors } from './social-errors';

export type LinkResult = { ok: true; email: string } | { ok: false; message: string };

/**
 * Links a provider account to the signed-in user (and, for a seller center, the acting company).
 * One provider account belongs to one user; a company has one account per seller center; a user one per provider.
 */
export async function linkAccount(
  deps: AppDeps,
  input: {
    session: Pick<SignedIn, 'user' | 'companyId'>;
    backend: AuthBackendRow;
    identity: ProviderIdentity;
    accessToken: string;
  },
): Promise<LinkResult> {
  const { session, backend, identity } = input;
  const companyId = isCompanyLevel(backend) ? session.companyId : null;
  if (isCompanyLevel(backend) && companyId === null) return { ok: false, message: socialErrors.noCompany };

  const existing = await linkBySubject(deps.db, backend.provider, identity.subject);
  if (existing) {
    const isSame = existing.userId === session.user.id && existing.companyId === companyId;
    if (!isSame) return { ok: false, message: socialErrors.linkedElsewhere };
    await deps.db
      .update(linkedAccounts)
      .set({ accessToken: input.accessToken, email: identity.email })
      .where(eq(linkedAccounts.id, existing.id));
    return { ok: true, email: identity.email };
  }
  if (await currentLink(deps.db, backend, { userId: session.user.id, companyId }))
    return {
      ok: false,
      message: isCompanyLevel(backend) ? socialErrors.companyAlreadyLinked : socialErrors.userAlreadyLinked,
    };
  const [ownLink] = await deps.db
    .select({ id: linkedAccounts.id })
    .from(linkedAccounts)
    .where(and(eq(linkedAccounts.userId, session.user.id), eq(linkedAccounts.provider, backend.provider)));
  if (ownLink) return { ok: false, message: socialErrors.userAlreadyLinked };

  try {
    await deps.db.insert(linkedAccounts).values({
      userId: session.user.id,
      companyId,
      provider: backend.provider,
      subject: identity.subject,
      email: identity.email,
      accessToken: input.accessToken,
      createdAt: deps.now(),
    });
  } catch (error) {
    // Another request linked the same account a moment ago: the unique indexes decide.
    if (isUniqueViolation(error)) return { ok: false, message: socialErrors.linkedElsewhere };
    throw error;
  }
  return { ok: true, email: identity.email };
}
