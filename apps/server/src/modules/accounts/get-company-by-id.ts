import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { companies, memberships } from '../../db/schema/index';
import type { SignedIn } from '../../graphql/context';

/**
 * A company by id: staff see any; anyone else only a company they are an active member of, and null
 * otherwise (whether it exists is nobody else's business).
 */
export async function getCompanyById({
  deps,
  actor,
  input,
}: {
  deps: Pick<AppDeps, 'db'>;
  actor: Pick<SignedIn, 'user'>;
  input: { id: number };
}) {
  if (!actor.user.isStaff) {
    const [membership] = await deps.db
      .select({ id: memberships.id })
      .from(memberships)
      .where(
        and(
          eq(memberships.userId, actor.user.id),
          eq(memberships.companyId, input.id),
          eq(memberships.status, 'ACTIVE'),
        ),
      );
    if (!membership) return null;
  }
  const [company] = await deps.db.select().from(companies).where(eq(companies.id, input.id));
  return company ?? null;
}
