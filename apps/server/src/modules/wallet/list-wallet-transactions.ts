import { and, count, desc, eq, gte, lt } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { brands, walletTransactions } from '../../db/schema/index';
import { type Paged, pageWindow, toPaged } from '../../graphql/paged';
import type { WalletTransactionRow } from './credit-wallet';

export type WalletTransactionItem = WalletTransactionRow & { brandName: string | null };

export type ListWalletTransactionsArgs = {
  fromDate?: Date | null;
  toDate?: Date | null;
  page?: number | null;
  pageSize?: number | null;
  catalogId?: number | null;
  brandId?: number | null;
};

export const TRANSACTIONS_PAGE_SIZE = 10;

/** walletTransactions: the company's rows by charge date, newest first, filtered by date range, catalog and brand. */
export async function listWalletTransactions({
  deps: { db },
  actor: { companyId },
  input,
}: {
  deps: Pick<AppDeps, 'db'>;
  actor: { companyId: number };
  input: ListWalletTransactionsArgs;
}): Promise<Paged<WalletTransactionItem>> {
  const pageSize = Math.min(100, Math.max(1, input.pageSize ?? TRANSACTIONS_PAGE_SIZE));
  const window = pageWindow(input.page, pageSize);
  const where = and(
    eq(walletTransactions.companyId, companyId),
    input.fromDate ? gte(walletTransactions.chargeDate, input.fromDate) : undefined,
    input.toDate ? lt(walletTransactions.chargeDate, input.toDate) : undefined,
    input.catalogId != null ? eq(walletTransactions.catalogId, input.catalogId) : undefined,
    input.brandId != null ? eq(walletTransactions.brandId, input.brandId) : undefined,
  );
  const [total] = await db.select({ value: count() }).from(walletTransactions).where(where);
  const rows = await db
    .select({ transaction: walletTransactions, brandName: brands.name })
    .from(walletTransactions)
    .leftJoin(brands, eq(brands.id, walletTransactions.brandId))
    .where(where)
    .orderBy(desc(walletTransactions.chargeDate), desc(walletTransactions.id))
    .limit(window.limit)
    .offset(window.offset);
  const objects = rows.map((row) => ({ ...row.transaction, brandName: row.brandName }));
  return toPaged(objects, total?.value ?? 0, window.page, pageSize);
}
