import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type SponsorAdSetRow, sponsorAdSets } from '../../db/schema/index';
import { inScope, type SponsorScope } from './sponsor-scope';

/** The ad set with this id inside the scope, locked for update when inside a transaction; null for foreign ids. */
export async function findAdSetForUpdate(
  db: Db,
  scope: SponsorScope,
  id: number | null,
): Promise<SponsorAdSetRow | null> {
  if (id === null) return null;
  const [row] = await db
    .select()
    .from(sponsorAdSets)
    .where(and(eq(sponsorAdSets.id, id), inScope(scope, sponsorAdSets.companyId)))
    .for('update');
  return row ?? null;
}
