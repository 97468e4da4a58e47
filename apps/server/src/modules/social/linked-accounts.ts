import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { linkedAccounts } from '../../db/schema/index';
import { type AuthBackendRow, isCompanyLevel } from './backends';

export type LinkedAccountRow = typeof linkedAccounts.$inferSelect;

export async function linkBySubject(db: Db, provider: string, subject: string) {
  const [row] = await db
    .select()
    .from(linkedAccounts)
    .where(and(eq(linkedAccounts.provider, provider), eq(linkedAccounts.subject, subject)))
    .limit(1);
  return row ?? null;
}

/** The link a page shows for a backend: the acting company's for a seller center, the user's own for Google. */
export async function currentLink(
  db: Db,
  backend: Pick<AuthBackendRow, 'kind' | 'provider'>,
  scope: { userId: number; companyId: number | null },
): Promise<LinkedAccountRow | null> {
  if (isCompanyLevel(backend) && scope.companyId === null) return null;
  const owner = isCompanyLevel(backend)
    ? eq(linkedAccounts.companyId, scope.companyId!)
    : eq(linkedAccounts.userId, scope.userId);
  const [row] = await db
    .select()
    .from(linkedAccounts)
    .where(and(eq(linkedAccounts.provider, backend.provider), owner))
    .limit(1);
  return row ?? null;
}
