import { minMicros } from '@portal/domain/wallet';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, credits, walletTransactions } from '../../db/schema/index';
import { DomainError } from '../../graphql/errors';
import type { WalletTransactionRow } from './credit-wallet';
import {
  accounts,
  findEntry,
  isSpendableLot,
  lockWallet,
  lotRemaining,
  type Posting,
  postEntry,
  type Tx,
  transactionOfEntry,
  walletBalance,
} from './ledger';
import { emitWalletSpent } from './wallet-events';

export const INSUFFICIENT_BALANCE = 'Insufficient balance';

export type SpendInput = {
  companyId: number;
  amount: bigint;
  idempotencyKey: string;
  brandId?: number | null;
  catalogId?: number | null;
  adType?: 'PRODUCT' | 'BANNER' | null;
  clicks?: number;
  impressions?: number;
  chargeDate: Date;
  description?: string;
};

export type SpendResult = {
  transaction: WalletTransactionRow;
  charged: bigint;
  unpaid: bigint;
  /** True when the idempotency key had been used: nothing changed, the first result is returned. */
  replayed: boolean;
};

/**
 * The lots a spend may draw on at `at` (ledger.ts `isSpendableLot`, with money left), in the order it draws
 * on them: the earliest expiry day first (no expiry last), free before paid on the same day, then the exact
 * instant and the oldest lot.
 */
export async function spendableLots(tx: Tx, companyId: number, at: Date) {
  const remaining = lotRemaining();
  const rows = await tx
    .select({
      id: credits.id,
      isFree: credits.isFree,
      status: credits.status,
      expiryDate: credits.expiryDate,
      remaining,
    })
    .from(credits)
    .where(and(eq(credits.companyId, companyId), isSpendableLot(at)))
    .orderBy(
      sql`date_trunc('day', ${credits.expiryDate} at time zone 'UTC') asc nulls last`,
      desc(credits.isFree),
      asc(credits.expiryDate),
      asc(credits.id),
    );
  return rows
    .map((row) => ({ ...row, remaining: BigInt(row.remaining) }))
    .filter((row) => row.remaining > 0n);
}

/**
 * Takes `amount` from the lots in the order given (spendableLots' order) under the caller's wallet lock: the
 * lots' postings (negative) and their new statuses; `left` is what they could not cover. The Meta wallet's
 * paid-credit top-up draws on the paid lots through it too (modules/mpa-wallet).
 */
export async function consumeLots(
  tx: Tx,
  companyId: number,
  lots: readonly { id: number; remaining: bigint }[],
  amount: bigint,
): Promise<{ postings: Posting[]; left: bigint }> {
  let left = amount;
  const postings: Posting[] = [];
  for (const lot of lots) {
    if (left === 0n) break;
    const take = minMicros(lot.remaining, left);
    left -= take;
    postings.push({ account: accounts.lot(companyId, lot.id), amount: -take, creditId: lot.id });
    await tx
      .update(credits)
      .set({ status: take === lot.remaining ? 'USED_UP' : 'IN_USE' })
      .where(eq(credits.id, lot.id));
  }
  return { postings, left };
}

/**
 * Charges delivered ads to the wallet (the delivery engine's entry point). Consumes lots in order of
 * expiry, never below zero; what no lot covers is posted to `unpaid:<companyId>`. The transaction row is
 * COMPLETED when anything was charged, FAILED ('Insufficient balance') when nothing could be. The same
 * idempotency key again returns the first result and changes nothing.
 */
export async function spendFromWallet({ db, input }: { db: Db; input: SpendInput }): Promise<SpendResult> {
  if (input.amount <= 0n) throw new DomainError('billing:error.invalidAmount', 'amount');
  return db.transaction((tx) => spendInTransaction(tx, input));
}

/**
 * The same spend inside the caller's transaction (the delivery engine's charger zeroes its pending spend
 * in the one transaction that charges it): what spendFromWallet runs, so there is one ledger path.
 */
export async function spendInTransaction(tx: Tx, input: SpendInput): Promise<SpendResult> {
  if (input.amount <= 0n) throw new DomainError('billing:error.invalidAmount', 'amount');
  await lockWallet(tx, input.companyId);
  const existing = await findEntry(tx, input.companyId, 'SPEND', input.idempotencyKey);
  if (existing) {
    const transaction = (await transactionOfEntry(tx, existing.id))!;
    const unpaid = transaction.unpaidAmount;
    return { transaction, charged: transaction.amount - unpaid, unpaid, replayed: true };
  }
  const [company] = await tx.select().from(companies).where(eq(companies.id, input.companyId));
  if (!company) throw new DomainError('billing:error.unknownCompany', 'companyId');

  const balanceBefore = await walletBalance(tx, input.companyId);
  const lots = await spendableLots(tx, input.companyId, input.chargeDate);
  const { postings, left } = await consumeLots(tx, input.companyId, lots, input.amount);
  const charged = input.amount - left;
  postings.push({ account: accounts.unpaid(input.companyId), amount: -left });
  postings.push({ account: accounts.revenueSpend, amount: input.amount });
  const entry = await postEntry(
    tx,
    {
      companyId: input.companyId,
      kind: 'SPEND',
      idempotencyKey: input.idempotencyKey,
      description: input.description,
      createdAt: input.chargeDate,
    },
    postings,
  );
  const [transaction] = await tx
    .insert(walletTransactions)
    .values({
      companyId: input.companyId,
      entryId: entry.id,
      currency: company.walletCurrency,
      chargeDate: input.chargeDate,
      dateCreated: input.chargeDate,
      description: input.description ?? 'Ad spend',
      brandId: input.brandId ?? null,
      catalogId: input.catalogId ?? null,
      adType: input.adType ?? null,
      clicks: input.clicks ?? 0,
      impressions: input.impressions ?? 0,
      amount: input.amount,
      unpaidAmount: left,
      isIncome: false,
      status: charged === 0n ? 'FAILED' : 'COMPLETED',
      statusReason: charged === 0n ? INSUFFICIENT_BALANCE : null,
      balanceAfter: await walletBalance(tx, input.companyId),
    })
    .returning();
  // Auto top-up and the top-up alert subscribe (modules/jobs/registry.ts).
  await emitWalletSpent(tx, {
    companyId: input.companyId,
    entryId: entry.id,
    at: input.chargeDate,
    balanceBefore,
    balanceAfter: transaction!.balanceAfter,
  });
  return { transaction: transaction!, charged, unpaid: left, replayed: false };
}
