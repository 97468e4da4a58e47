import { minMicros } from '@portal/domain/wallet';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, credits, walletTransactions } from '../../db/schema/index';
import { DomainError } from '../../graphql/errors';
import {
  accounts,
  findEntry,
  lockWallet,
  postEntry,
  type Tx,
  transactionOfEntry,
  unpaidCost,
  walletBalance,
} from './ledger';

export type CreditRow = typeof credits.$inferSelect;
export type WalletTransactionRow = typeof walletTransactions.$inferSelect;

export type CreditWalletInput = {
  companyId: number;
  amount: bigint;
  /** Before a voucher bonus or discount; defaults to the amount. */
  amountOriginal?: bigint;
  kind: CreditRow['kind'];
  paymentMethod: CreditRow['paymentMethod'];
  isFree: boolean;
  startDate?: Date;
  expiryDate?: Date | null;
  description?: string;
  promotionCode?: string | null;
  idempotencyKey: string;
  now: Date;
  /**
   * The REQUESTED lot a wire-transfer or credit-note request showed in Credits: it becomes this lot (PAID,
   * dated now) instead of a second row. A lot no longer REQUESTED is left alone and a new one is made.
   */
  requestedCreditId?: number | null;
};

export type CreditWalletResult = {
  credit: CreditRow;
  transaction: WalletTransactionRow;
  /** What of the new lot paid off earlier unpaid cost (docs/decisions/0068); 0 when there was none. */
  settled: bigint;
  replayed: boolean;
};

export const UNPAID_COST_SETTLED = 'Unpaid cost settled';

/** Where the money of a new lot comes from: free credit is a promotion expense, paid credit is cash received. */
export function sourceAccount(input: Pick<CreditWalletInput, 'isFree' | 'paymentMethod'>): string {
  if (input.isFree) return accounts.promotionExpense;
  if (input.paymentMethod === 'MANUAL') return accounts.cashManual;
  if (input.paymentMethod === 'CREDIT_NOTE') return accounts.creditNote;
  return accounts.cashTopUp;
}

/**
 * Adds a paid lot to the wallet with its balanced entry and the income transaction row. The same
 * idempotency key again (for this company) returns the first result and changes nothing.
 */
export async function creditWallet({
  db,
  input,
}: {
  db: Db;
  input: CreditWalletInput;
}): Promise<CreditWalletResult> {
  if (input.amount <= 0n) throw new DomainError('billing:error.invalidAmount', 'amount');
  return db.transaction(async (tx) => {
    await lockWallet(tx, input.companyId);
    const existing = await findEntry(tx, input.companyId, 'CREDIT', input.idempotencyKey);
    if (existing) {
      const transaction = (await transactionOfEntry(tx, existing.id))!;
      const [posting] = await tx.query.ledgerPostings.findMany({
        where: (p, { and, eq, isNotNull }) => and(eq(p.entryId, existing.id), isNotNull(p.creditId)),
      });
      const [credit] = await tx.select().from(credits).where(eq(credits.id, posting!.creditId!));
      const settlement = await findEntry(tx, input.companyId, 'SETTLEMENT', settlementKey(existing.id));
      const settled = settlement ? ((await transactionOfEntry(tx, settlement.id))?.amount ?? 0n) : 0n;
      return { credit: credit!, transaction, settled, replayed: true };
    }
    const [company] = await tx.select().from(companies).where(eq(companies.id, input.companyId));
    if (!company) throw new DomainError('billing:error.unknownCompany', 'companyId');

    const values = {
      companyId: input.companyId,
      kind: input.kind,
      status: 'PAID' as const,
      amount: input.amount,
      amountOriginal: input.amountOriginal ?? input.amount,
      isFree: input.isFree,
      startDate: input.startDate ?? input.now,
      expiryDate: input.expiryDate ?? null,
      paymentMethod: input.paymentMethod,
      promotionCode: input.promotionCode ?? null,
      description: input.description ?? '',
      dateCreated: input.now,
    };
    const [requested] = input.requestedCreditId
      ? await tx
          .update(credits)
          .set(values)
          .where(
            and(
              eq(credits.id, input.requestedCreditId),
              eq(credits.companyId, input.companyId),
              eq(credits.status, 'REQUESTED'),
            ),
          )
          .returning()
      : [];
    const [credit] = requested ? [requested] : await tx.insert(credits).values(values).returning();
    const entry = await postEntry(
      tx,
      {
        companyId: input.companyId,
        kind: 'CREDIT',
        idempotencyKey: input.idempotencyKey,
        description: input.description,
        createdAt: input.now,
      },
      [
        { account: accounts.lot(input.companyId, credit!.id), amount: input.amount, creditId: credit!.id },
        { account: sourceAccount(input), amount: -input.amount },
      ],
    );
    const [transaction] = await tx
      .insert(walletTransactions)
      .values({
        companyId: input.companyId,
        entryId: entry.id,
        currency: company.walletCurrency,
        chargeDate: input.startDate ?? input.now,
        dateCreated: input.now,
        description: input.description || (input.isFree ? 'Free credit' : 'Top-up'),
        amount: input.amount,
        isIncome: true,
        status: 'COMPLETED',
        balanceAfter: await walletBalance(tx, input.companyId),
      })
      .returning();
    const settled = await settleUnpaidCost(tx, {
      companyId: input.companyId,
      credit: credit!,
      creditEntryId: entry.id,
      currency: company.walletCurrency,
      now: input.now,
    });
    const [current] =
      settled > 0n ? await tx.select().from(credits).where(eq(credits.id, credit!.id)) : [credit];
    return { credit: current!, transaction: transaction!, settled, replayed: false };
  });
}

const settlementKey = (creditEntryId: number) => `settle:${creditEntryId}`;

/**
 * A new lot first pays off the company's unpaid cost (docs/decisions/0068): one SETTLEMENT entry moving
 * min(unpaid, lot) from the lot to `unpaid:<companyId>`, with its wallet transaction row. Only a lot already
 * started and not expired settles (a lot for later cannot pay for the past yet). In the crediting transaction,
 * under the wallet lock; the key is the credit's entry, so it happens once per credit.
 */
async function settleUnpaidCost(
  tx: Tx,
  input: { companyId: number; credit: CreditRow; creditEntryId: number; currency: string; now: Date },
): Promise<bigint> {
  const { credit } = input;
  if (credit.startDate > input.now || (credit.expiryDate && credit.expiryDate <= input.now)) return 0n;
  const unpaid = await unpaidCost(tx, input.companyId);
  if (unpaid <= 0n) return 0n;
  const settled = minMicros(unpaid, credit.amount);
  const entry = await postEntry(
    tx,
    {
      companyId: input.companyId,
      kind: 'SETTLEMENT',
      idempotencyKey: settlementKey(input.creditEntryId),
      description: UNPAID_COST_SETTLED,
      createdAt: input.now,
    },
    [
      { account: accounts.lot(input.companyId, credit.id), amount: -settled, creditId: credit.id },
      { account: accounts.unpaid(input.companyId), amount: settled },
    ],
  );
  await tx
    .update(credits)
    .set({ status: settled === credit.amount ? 'USED_UP' : 'IN_USE' })
    .where(eq(credits.id, credit.id));
  await tx.insert(walletTransactions).values({
    companyId: input.companyId,
    entryId: entry.id,
    currency: input.currency,
    chargeDate: input.now,
    dateCreated: input.now,
    description: UNPAID_COST_SETTLED,
    amount: settled,
    isIncome: false,
    status: 'COMPLETED',
    balanceAfter: await walletBalance(tx, input.companyId),
  });
  return settled;
}
