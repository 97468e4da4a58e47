import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { metaAdAccounts } from '../../db/schema/index';

export type AdAccountRow = typeof metaAdAccounts.$inferSelect;

/** The company's Meta ad account for a seller (one per pair), or null when the pair is not onboarded. */
export async function findAdAccount({
  db,
  companyId,
  sellerId,
}: {
  db: Db;
  companyId: number;
  sellerId: number;
}): Promise<AdAccountRow | null> {
  const [row] = await db
    .select()
    .from(metaAdAccounts)
    .where(and(eq(metaAdAccounts.companyId, companyId), eq(metaAdAccounts.sellerId, sellerId)));
  return row ?? null;
}
