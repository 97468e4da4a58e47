import { and, eq, isNotNull, like, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../db/client';
import { companies, ledgerEntries, ledgerPostings, walletTransactions } from '../../db/schema/index';
import { walletBalance } from './ledger';
import { walletSummary } from './wallet-summary';

export async function newCompany(db: Db, name: string): Promise<number> {
  const [row] = await db.insert(companies).values({ name, walletCurrency: 'SGD' }).returning();
  return row!.id;
}

/**
 * The ledger's invariants for one company: every entry sums to zero, no lot holds a negative amount,
 * the balance shown equals the sum of the wallet accounts' postings and is never below zero.
 */
export async function expectLedgerConsistent(db: Db, companyId: number, now: Date): Promise<bigint> {
  const unbalanced = await db
    .select({ entryId: ledgerPostings.entryId })
    .from(ledgerPostings)
    .where(eq(ledgerPostings.companyId, companyId))
    .groupBy(ledgerPostings.entryId)
    .having(sql`sum(${ledgerPostings.amount}) <> 0`);
  expect(unbalanced).toEqual([]);
  const negativeLots = await db
    .select({ creditId: ledgerPostings.creditId })
    .from(ledgerPostings)
    .where(and(eq(ledgerPostings.companyId, companyId), isNotNull(ledgerPostings.creditId)))
    .groupBy(ledgerPostings.creditId)
    .having(sql`sum(${ledgerPostings.amount}) < 0`);
  expect(negativeLots).toEqual([]);
  const [walletAccounts] = await db
    .select({ total: sql<string | null>`sum(${ledgerPostings.amount})::text` })
    .from(ledgerPostings)
    .where(
      and(eq(ledgerPostings.companyId, companyId), like(ledgerPostings.account, `wallet:${companyId}:%`)),
    );
  const postedSum = BigInt(walletAccounts?.total ?? 0);
  const summary = (await walletSummary({ deps: { db, now: () => now }, actor: { companyId } }))!;
  expect(summary.balance).toBe(postedSum);
  expect(await walletBalance(db, companyId)).toBe(postedSum);
  expect(summary.freeCredit + summary.paidCredit).toBe(summary.balance);
  expect(summary.balance >= 0n).toBe(true);
  return summary.balance;
}

/** What new credit paid off of unpaid cost (SETTLEMENT entries, docs/decisions/0068): count and total. */
export async function settlements(db: Db, companyId: number): Promise<{ count: number; total: bigint }> {
  const rows = await db
    .select({ amount: walletTransactions.amount })
    .from(walletTransactions)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, walletTransactions.entryId))
    .where(and(eq(walletTransactions.companyId, companyId), eq(ledgerEntries.kind, 'SETTLEMENT')));
  return { count: rows.length, total: rows.reduce((sum, row) => sum + row.amount, 0n) };
}
