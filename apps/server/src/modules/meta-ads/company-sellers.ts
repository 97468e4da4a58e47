import { asc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { companySellers, sellers } from '../../db/schema/index';
import type { MetaActor } from './meta-scope';

export type SellerRow = typeof sellers.$inferSelect;

/** getCompanySellers: the session company's sellers, by name (the Seller type answers isMpaOnboarded for this company). */
export async function getCompanySellers({
  deps,
  actor,
}: {
  deps: Pick<AppDeps, 'db'>;
  actor: MetaActor;
}): Promise<SellerRow[]> {
  const rows = await deps.db
    .select({ seller: sellers })
    .from(companySellers)
    .innerJoin(sellers, eq(sellers.id, companySellers.sellerId))
    .where(eq(companySellers.companyId, actor.companyId))
    .orderBy(asc(sellers.name), asc(sellers.id));
  return rows.map((row) => row.seller);
}
