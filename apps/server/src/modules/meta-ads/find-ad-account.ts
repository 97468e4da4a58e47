import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { catalogs, companySellers, metaAdAccounts, sellers } from '../../db/schema/index';
import { DomainError } from '../../graphql/errors';

export type AdAccountRow = typeof metaAdAccounts.$inferSelect;
export type CompanySeller = typeof sellers.$inferSelect & { catalog: typeof catalogs.$inferSelect };

/** The refusal of a seller, campaign or session outside the session's company: it answers as not found. */
export const metaNotFound = (field: string | null = 'sellerId') =>
  new DomainError('common:error.notFound', field, undefined, 'NOT_FOUND');

/**
 * The scope check of every call taking a `sellerId` (decision 0230): the seller must be one of the
 * company's sellers (`company_sellers`); another company's seller, or an unknown one, is not found.
 */
export async function requireCompanySeller({
  db,
  companyId,
  sellerId,
}: {
  db: Db;
  companyId: number;
  sellerId: number;
}): Promise<CompanySeller> {
  const [row] = await db
    .select({ seller: sellers, catalog: catalogs })
    .from(companySellers)
    .innerJoin(sellers, eq(sellers.id, companySellers.sellerId))
    .innerJoin(catalogs, eq(catalogs.id, sellers.catalogId))
    .where(and(eq(companySellers.companyId, companyId), eq(companySellers.sellerId, sellerId)));
  if (!row) throw metaNotFound('sellerId');
  return { ...row.seller, catalog: row.catalog };
}

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
