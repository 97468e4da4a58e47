import { and, eq, gt, inArray, isNotNull, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { anyOf } from '../../db/any-of';
import type { Db } from '../../db/client';
import { credits, ledgerEntries, ledgerPostings, walletTransactions } from '../../db/schema/index';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type EntryKind = (typeof ledgerEntries.$inferInsert)['kind'];

/** Ledger account names (docs/decisions/0050). Wallet lots are liabilities to the customer: positive = held. */
export const accounts = {
  lot: (companyId: number, creditId: number) => `wallet:${companyId}:lot:${creditId}`,
  unpaid: (companyId: number) => `unpaid:${companyId}`,
  revenueSpend: 'revenue:spend',
  cashTopUp: 'cash:topup',
  cashManual: 'cash:manual',
  creditNote: 'credit-note:issued',
  promotionExpense: 'promotion:expense',
  expired: 'expired',
} as const;

export type Posting = { account: string; amount: bigint; creditId?: number | null };

/** First half of the key space of pg_advisory_xact_lock(int, int): the wallet of the company in the second half. */
const WALLET_LOCK_CLASS = 724_310_050;

/**
 * Serialises every write to one company's wallet until the transaction ends: a spend, a credit and
 * an expiry of the same company never interleave, so lots are never consumed twice.
 */
export async function lockWallet(tx: Tx, companyId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${WALLET_LOCK_CLASS}::int, ${companyId}::int)`);
}

export async function findEntry(tx: Tx, companyId: number, kind: EntryKind, idempotencyKey: string) {
  const [entry] = await tx
    .select()
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.companyId, companyId),
        eq(ledgerEntries.kind, kind),
        eq(ledgerEntries.idempotencyKey, idempotencyKey),
      ),
    );
  return entry ?? null;
}

/** Appends one balanced entry; refuses (throws) postings that do not sum to zero. */
export async function postEntry(
  tx: Tx,
  entry: {
    companyId: number;
    kind: EntryKind;
    idempotencyKey: string;
    description?: string;
    createdAt: Date;
  },
  postings: Posting[],
) {
  const lines = postings.filter((posting) => posting.amount !== 0n);
  const sum = lines.reduce((total, posting) => total + posting.amount, 0n);
  if (sum !== 0n) throw new Error(`Unbalanced ledger entry ${entry.kind}/${entry.idempotencyKey}: ${sum}`);
  const [row] = await tx
    .insert(ledgerEntries)
    .values({ ...entry, description: entry.description ?? '' })
    .returning();
  if (lines.length > 0)
    await tx.insert(ledgerPostings).values(
      lines.map((posting) => ({
        entryId: row!.id,
        account: posting.account,
        companyId: entry.companyId,
        creditId: posting.creditId ?? null,
        amount: posting.amount,
      })),
    );
  return row!;
}

/**
 * The wallet balance: the sum of the company's lot accounts, whatever their dates (the ledger's figure:
 * a lot past its expiry holds its money until the expiry job posts it to `expired`). What can pay for
 * ads now is `spendableBalances`.
 */
export async function walletBalance(db: Db | Tx, companyId: number): Promise<bigint> {
  return (await walletBalances(db, [companyId])).get(companyId) ?? 0n;
}

/** `walletBalance` of several companies in one statement; 0 for none. */
export async function walletBalances(
  db: Db | Tx,
  companyIds: readonly number[],
): Promise<Map<number, bigint>> {
  const balances = new Map<number, bigint>(companyIds.map((id) => [id, 0n]));
  if (companyIds.length === 0) return balances;
  const rows = await db
    .select({
      companyId: ledgerPostings.companyId,
      total: sql<string>`coalesce(sum(${ledgerPostings.amount}), 0)`,
    })
    .from(ledgerPostings)
    .where(and(anyOf(ledgerPostings.companyId, companyIds, 'int'), isNotNull(ledgerPostings.creditId)))
    .groupBy(ledgerPostings.companyId);
  for (const row of rows) if (row.companyId !== null) balances.set(row.companyId, BigInt(row.total));
  return balances;
}

/**
 * The lots that may pay at `at` (a condition on `credits`): paid or in use, started, not expired. The one
 * rule the spend (spend-from-wallet.ts `spendableLots`) and the delivery index (`spendableBalances`) read,
 * so the index never serves on money the spend cannot take (decision 0258).
 */
export function isSpendableLot(at: Date): SQL {
  return and(inArray(credits.status, ['PAID', 'IN_USE']), isLotRunning(at))!;
}

/** The lot's dates let it pay at `at`: started, not expired. */
function isLotRunning(at: Date): SQL {
  return and(lte(credits.startDate, at), or(isNull(credits.expiryDate), gt(credits.expiryDate, at)))!;
}

/**
 * What each company's wallet can pay at `at`: the remainders of its spendable lots (`isSpendableLot`), as
 * a spend at `at` would draw on them; 0 for none. The delivery index's "wallet able to pay".
 */
export async function spendableBalances(
  db: Db | Tx,
  companyIds: readonly number[],
  at: Date,
): Promise<Map<number, bigint>> {
  const balances = new Map<number, bigint>(companyIds.map((id) => [id, 0n]));
  if (companyIds.length === 0) return balances;
  const lots = await db
    .select({ companyId: credits.companyId, remaining: lotRemaining() })
    .from(credits)
    .where(and(anyOf(credits.companyId, companyIds, 'int'), isSpendableLot(at)));
  for (const lot of lots) {
    const remaining = BigInt(lot.remaining);
    if (remaining > 0n) balances.set(lot.companyId, (balances.get(lot.companyId) ?? 0n) + remaining);
  }
  return balances;
}

/** `spendableBalances` of one company: what its wallet can pay at `at`. */
export async function spendableBalance(db: Db | Tx, companyId: number, at: Date): Promise<bigint> {
  return (await spendableBalances(db, [companyId], at)).get(companyId) ?? 0n;
}

/**
 * What the wallet could pay at `at` as the ledger stood before `postedBefore`: the lots whose dates let them pay
 * at `at`, with the postings of the entries made before `postedBefore` (a lot's status is today's, so it is not
 * read: a lot used up or expired since held its postings' money then; a REQUESTED lot has none). The expiry
 * sweep's top-up alert reads the wallet on both sides of an expiry instant with it (decision 0263).
 */
export async function spendableBalanceAsOf(
  db: Db | Tx,
  companyId: number,
  at: Date,
  postedBefore: Date,
): Promise<bigint> {
  const lots = await db
    .select({ remaining: sql<string>`sum(${ledgerPostings.amount})` })
    .from(ledgerPostings)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerPostings.entryId))
    .innerJoin(credits, eq(credits.id, ledgerPostings.creditId))
    .where(
      and(
        eq(ledgerPostings.companyId, companyId),
        isLotRunning(at),
        lt(ledgerEntries.createdAt, postedBefore),
      ),
    )
    .groupBy(ledgerPostings.creditId);
  let total = 0n;
  for (const lot of lots) if (BigInt(lot.remaining) > 0n) total += BigInt(lot.remaining);
  return total;
}

/** What delivered ads cost that no credit covered, as a positive amount. */
export async function unpaidCost(db: Db | Tx, companyId: number): Promise<bigint> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerPostings.amount}), 0)` })
    .from(ledgerPostings)
    .where(
      and(eq(ledgerPostings.companyId, companyId), eq(ledgerPostings.account, accounts.unpaid(companyId))),
    );
  return -BigInt(row?.total ?? 0);
}

/**
 * What is left of each lot of a query on `credits`: the sum of its postings. Spelled out in SQL because
 * drizzle leaves columns unqualified in single-table queries, which would bind inside the subquery.
 */
export const lotRemaining = () =>
  sql<string>`coalesce((select sum(lp.amount) from ledger_postings lp where lp.credit_id = "credits"."id"), 0)`;

export async function transactionOfEntry(tx: Tx, entryId: number) {
  const [row] = await tx.select().from(walletTransactions).where(eq(walletTransactions.entryId, entryId));
  return row ?? null;
}
