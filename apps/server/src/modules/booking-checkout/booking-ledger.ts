import { eq } from 'drizzle-orm';
import { companies, credits, walletTransactions } from '../../db/schema/index';
import { paidCreditAvailable } from '../mpa-wallet/meta-wallet-ledger';
import { accounts, lockWallet, type Posting, postEntry, type Tx, walletBalance } from '../wallet/ledger';
import { consumeLots, spendableLots } from '../wallet/spend-from-wallet';
import { emitWalletSpent } from '../wallet/wallet-events';

/**
 * The booking accounts of the ledger (decision 0240): `revenue:booking` holds what carts were paid (positive =
 * sold to the company), beside `revenue:spend`; a wire's money arrives from `cash:wire`, a card's from `cash:card`.
 */
export const bookingAccounts = {
  sold: 'revenue:booking',
  cashWire: 'cash:wire',
  cashCard: 'cash:card',
} as const;

type WalletRow = { companyId: number; entryId: number; amount: bigint; description: string; now: Date };

async function walletRow(tx: Tx, row: WalletRow & { isIncome: boolean }) {
  const [company] = await tx.select().from(companies).where(eq(companies.id, row.companyId));
  await tx.insert(walletTransactions).values({
    companyId: row.companyId,
    entryId: row.entryId,
    currency: company!.walletCurrency,
    chargeDate: row.now,
    dateCreated: row.now,
    description: row.description,
    amount: row.amount,
    isIncome: row.isIncome,
    status: 'COMPLETED',
    balanceAfter: await walletBalance(tx, row.companyId),
  });
}

/**
 * Pays a cart from the company's paid lots (the wallet's spending order; free credit never pays bookings):
 * one BOOKING entry lots → `revenue:booking` with its wallet transaction row, under the wallet lock. Answers
 * the paid credit available instead when it does not cover the amount (nothing posted).
 */
export async function payFromPaidCredit(
  tx: Tx,
  input: { companyId: number; amount: bigint; idempotencyKey: string; description: string; now: Date },
): Promise<{ entryId: number } | { available: bigint }> {
  await lockWallet(tx, input.companyId);
  const available = await paidCreditAvailable(tx, input.companyId, input.now);
  if (available < input.amount) return { available };
  const balanceBefore = await walletBalance(tx, input.companyId);
  const lots = (await spendableLots(tx, input.companyId, input.now)).filter((lot) => !lot.isFree);
  const { postings } = await consumeLots(tx, input.companyId, lots, input.amount);
  const entry = await postEntry(
    tx,
    {
      companyId: input.companyId,
      kind: 'BOOKING',
      idempotencyKey: input.idempotencyKey,
      description: input.description,
      createdAt: input.now,
    },
    [...postings, { account: bookingAccounts.sold, amount: input.amount }],
  );
  await walletRow(tx, { ...input, entryId: entry.id, isIncome: false });
  const balanceAfter = await walletBalance(tx, input.companyId);
  await emitWalletSpent(tx, {
    companyId: input.companyId,
    entryId: entry.id,
    at: input.now,
    balanceBefore,
    balanceAfter,
  });
  return { entryId: entry.id };
}

/** Money received for a cart outside the wallet (a card charge, a confirmed wire): BOOKING_PAYMENT cash → sold. */
export async function postBookingPayment(
  tx: Tx,
  input: {
    companyId: number;
    amount: bigint;
    from: string;
    idempotencyKey: string;
    description: string;
    now: Date;
  },
): Promise<number> {
  const entry = await postEntry(
    tx,
    {
      companyId: input.companyId,
      kind: 'BOOKING_PAYMENT',
      idempotencyKey: input.idempotencyKey,
      description: input.description,
      createdAt: input.now,
    },
    [
      { account: input.from, amount: -input.amount },
      { account: bookingAccounts.sold, amount: input.amount },
    ],
  );
  return entry.id;
}

/**
 * A cancelled campaign's refund: `revenue:booking` → a new paid lot (kind MANUAL, payment method CREDIT_NOTE) with
 * its income row (`toWallet`), or → the card's cash account for a provider refund. Entry kind BOOKING_REFUND.
 */
export async function postBookingRefund(
  tx: Tx,
  input: {
    companyId: number;
    amount: bigint;
    toWallet: boolean;
    idempotencyKey: string;
    description: string;
    now: Date;
  },
): Promise<{ entryId: number; creditId: number | null }> {
  await lockWallet(tx, input.companyId);
  let to: Posting = { account: bookingAccounts.cashCard, amount: input.amount };
  let creditId: number | null = null;
  if (input.toWallet) {
    const [lot] = await tx
      .insert(credits)
      .values({
        companyId: input.companyId,
        kind: 'MANUAL',
        status: 'PAID',
        amount: input.amount,
        amountOriginal: input.amount,
        isFree: false,
        startDate: input.now,
        expiryDate: null,
        paymentMethod: 'CREDIT_NOTE',
        description: input.description,
        dateCreated: input.now,
      })
      .returning();
    creditId = lot!.id;
    to = { account: accounts.lot(input.companyId, creditId), amount: input.amount, creditId };
  }
  const entry = await postEntry(
    tx,
    {
      companyId: input.companyId,
      kind: 'BOOKING_REFUND',
      idempotencyKey: input.idempotencyKey,
      description: input.description,
      createdAt: input.now,
    },
    [{ account: bookingAccounts.sold, amount: -input.amount }, to],
  );
  if (input.toWallet) await walletRow(tx, { ...input, entryId: entry.id, isIncome: true });
  return { entryId: entry.id, creditId };
}
