import { and, count, desc, eq, exists, gte, isNotNull, lt, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { brands, companyBrands, ledgerPostings, walletTransactions } from '../../db/schema/index';
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

/**
 * The running wallet balance after each of the company's rows, in the order the list shows them (charge
 * date, then id): the sum of the wallet (lot) postings of every row's entry up to and including it. Derived
 * here rather than read from the row, because a row's stored `balanceAfter` is the balance when it was
 * posted, and a row can be posted with a charge date before rows already there (a late delivery report, a
 * back-dated demo credit note) or after them (a credit starting later): the stored figures then do not
 * reconcile with one another or with the wallet. The newest row's balance is the wallet's balance.
 */
export function runningBalances(db: Pick<Db, '$with' | 'select'>, companyId: number) {
  const deltas = db
    .select({
      entryId: ledgerPostings.entryId,
      delta: sql<string>`sum(${ledgerPostings.amount})`.as('delta'),
    })
    .from(ledgerPostings)
    .where(and(eq(ledgerPostings.companyId, companyId), isNotNull(ledgerPostings.creditId)))
    .groupBy(ledgerPostings.entryId)
    .as('wallet_deltas');
  return db.$with('running_balances').as(
    db
      .select({
        id: walletTransactions.id,
        balanceAfter:
          sql<string>`sum(coalesce(${deltas.delta}, 0)) over (order by ${walletTransactions.chargeDate}, ${walletTransactions.id})`.as(
            'running_balance_after',
          ),
      })
      .from(walletTransactions)
      .leftJoin(deltas, eq(deltas.entryId, walletTransactions.entryId))
      .where(eq(walletTransactions.companyId, companyId)),
  );
}

/**
 * walletTransactions: the company's rows by charge date, newest first, filtered by date range, catalog and
 * brand (one of the company's brands; a brand's rows are its spend, so top-ups and other company-wide rows
 * leave the list under a brand filter, docs/decisions/0182), each with the wallet's running balance after it
 * (runningBalances).
 */
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
    // A brand filter is one of the company's brands (the header's selector, docs/decisions/0182): another
    // company's brand, or one the company has since removed, finds no rows.
    input.brandId != null
      ? exists(
          db
            .select({ brandId: companyBrands.brandId })
            .from(companyBrands)
            .where(and(eq(companyBrands.companyId, companyId), eq(companyBrands.brandId, input.brandId))),
        )
      : undefined,
  );
  const [total] = await db.select({ value: count() }).from(walletTransactions).where(where);
  const running = runningBalances(db, companyId);
  const rows = await db
    .with(running)
    .select({ transaction: walletTransactions, brandName: brands.name, balanceAfter: running.balanceAfter })
    .from(walletTransactions)
    .innerJoin(running, eq(running.id, walletTransactions.id))
    .leftJoin(brands, eq(brands.id, walletTransactions.brandId))
    .where(where)
    .orderBy(desc(walletTransactions.chargeDate), desc(walletTransactions.id))
    .limit(window.limit)
    .offset(window.offset);
  const objects = rows.map((row) => ({
    ...row.transaction,
    balanceAfter: BigInt(row.balanceAfter),
    brandName: row.brandName,
  }));
  return toPaged(objects, total?.value ?? 0, window.page, pageSize);
}
