import { mpaTopUpMessages } from '@portal/domain/mpa-top-up';
import { minMicros } from '@portal/domain/wallet';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, ledgerPostings, walletTransactions } from '../../db/schema/index';
import { DomainError } from '../../graphql/errors';
import type { MetaSpendCharge } from '../meta-ads/meta-wallet-port';
import {
  accounts,
  findEntry,
  lockWallet,
  type Posting,
  postEntry,
  type Tx,
  walletBalance,
} from '../wallet/ledger';
import { consumeLots, spendableLots } from '../wallet/spend-from-wallet';
import { emitWalletSpent } from '../wallet/wallet-events';

/** A seller's Meta wallet in the company's ledger (docs/decisions/0230): positive = money the company holds there. */
export const metaWalletAccount = (companyId: number, sellerId: number) =>
  `meta:${companyId}:seller:${sellerId}`;

/** Money owed on to Meta for the spend it reported. */
export const META_PAYABLE = 'meta:payable';

/** The sum of the postings a condition selects. */
async function postingSum(db: Db | Tx, where: SQL | undefined): Promise<bigint> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerPostings.amount}), 0)` })
    .from(ledgerPostings)
    .where(where);
  return BigInt(row?.total ?? 0);
}

/** The Meta wallet's balance: the sum of its postings. */
export function metaWalletBalance({
  db,
  companyId,
  sellerId,
}: {
  db: Db | Tx;
  companyId: number;
  sellerId: number;
}): Promise<bigint> {
  const account = metaWalletAccount(companyId, sellerId);
  return postingSum(db, and(eq(ledgerPostings.companyId, companyId), eq(ledgerPostings.account, account)));
}

/** What one entry moved into (positive) or out of (negative) the Meta wallet. */
function entryAmount(tx: Tx, entryId: number, account: string): Promise<bigint> {
  return postingSum(tx, and(eq(ledgerPostings.entryId, entryId), eq(ledgerPostings.account, account)));
}

/** The spend sync's charge (meta-ads' MetaWalletPort), dated `now` when given. */
export type ChargeMetaSpendInput = MetaSpendCharge & { now?: Date };

/**
 * Charges spend Meta reported to the seller's Meta wallet (Meta wallet → `meta:payable`), never below
 * zero: at most the balance is charged. Under the company's wallet lock, so concurrent charges see each
 * other; the same key again answers the first charge (an entry is kept even when nothing could be charged).
 */
export async function chargeMetaSpend(input: ChargeMetaSpendInput): Promise<{ chargedMicros: bigint }> {
  const { tx, companyId, sellerId } = input;
  if (input.amountMicros <= 0n) return { chargedMicros: 0n };
  const account = metaWalletAccount(companyId, sellerId);
  await lockWallet(tx, companyId);
  const existing = await findEntry(tx, companyId, 'META_SPEND', input.idempotencyKey);
  if (existing) return { chargedMicros: -(await entryAmount(tx, existing.id, account)) };
  const balance = await metaWalletBalance({ db: tx, companyId, sellerId });
  const charged = balance > 0n ? minMicros(balance, input.amountMicros) : 0n;
  await postEntry(
    tx,
    {
      companyId,
      kind: 'META_SPEND',
      idempotencyKey: input.idempotencyKey,
      description: input.description ?? 'Meta ads spend',
      createdAt: input.now ?? new Date(),
    },
    [
      { account, amount: -charged },
      { account: META_PAYABLE, amount: charged },
    ],
  );
  return { chargedMicros: charged };
}

export type MetaTopUpSource = 'CASH' | 'PAID_CREDIT';

export type CreditMetaWalletInput = {
  tx: Tx;
  companyId: number;
  sellerId: number;
  amountMicros: bigint;
  idempotencyKey: string;
  /** CASH: money received (`cash:topup`); PAID_CREDIT: the company's paid lots, never free credit. */
  source: MetaTopUpSource;
  description?: string;
  /** When the entry is dated; now when not given. */
  now?: Date;
};

/** The company's paid lots in the wallet's spending order, and what is left of them (free lots never pay Meta). */
async function paidLots(tx: Tx, companyId: number, now: Date) {
  const lots = (await spendableLots(tx, companyId, now)).filter((lot) => !lot.isFree);
  return { lots, available: lots.reduce((total, lot) => total + lot.remaining, 0n) };
}

/** The company's paid credit it may move now. */
export async function paidCreditAvailable(tx: Tx, companyId: number, now: Date): Promise<bigint> {
  return (await paidLots(tx, companyId, now)).available;
}

/**
 * Moves the amount from the company's paid lots (in the wallet's spending order) to the Meta wallet in one
 * entry, with the company wallet's transaction row; throws when paid credit does not cover it. Caller holds
 * the wallet lock.
 */
async function paidCreditPostings(input: CreditMetaWalletInput & { now: Date }): Promise<Posting[]> {
  const { tx, companyId } = input;
  const { lots, available } = await paidLots(tx, companyId, input.now);
  if (available < input.amountMicros)
    throw new DomainError(mpaTopUpMessages.paidCreditTooLow, 'requestAmount');
  return (await consumeLots(tx, companyId, lots, input.amountMicros)).postings;
}

/**
 * Credits a seller's Meta wallet for a completed top-up, once per idempotency key (the same key again
 * answers the first entry and changes nothing).
 */
export async function creditMetaWallet(
  input: CreditMetaWalletInput,
): Promise<{ creditedMicros: bigint; replayed: boolean }> {
  const { tx, companyId, sellerId } = input;
  const now = input.now ?? new Date();
  if (input.amountMicros <= 0n) throw new DomainError(mpaTopUpMessages.amountRequired, 'requestAmount');
  const account = metaWalletAccount(companyId, sellerId);
  await lockWallet(tx, companyId);
  const existing = await findEntry(tx, companyId, 'META_TOP_UP', input.idempotencyKey);
  if (existing) return { creditedMicros: await entryAmount(tx, existing.id, account), replayed: true };
  const balanceBefore = await walletBalance(tx, companyId);
  const from =
    input.source === 'PAID_CREDIT'
      ? await paidCreditPostings({ ...input, now })
      : [{ account: accounts.cashTopUp, amount: -input.amountMicros }];
  const description = input.description ?? 'Meta ads top-up';
  const entry = await postEntry(
    tx,
    {
      companyId,
      kind: 'META_TOP_UP',
      idempotencyKey: input.idempotencyKey,
      description,
      createdAt: now,
    },
    [...from, { account, amount: input.amountMicros }],
  );
  if (input.source === 'PAID_CREDIT') {
    // The company wallet lists the move like a spend (its balance fell), and its subscribers see it as one.
    const [company] = await tx.select().from(companies).where(eq(companies.id, companyId));
    const balanceAfter = await walletBalance(tx, companyId);
    await tx.insert(walletTransactions).values({
      companyId,
      entryId: entry.id,
      currency: company!.walletCurrency,
      chargeDate: now,
      dateCreated: now,
      description,
      amount: input.amountMicros,
      isIncome: false,
      status: 'COMPLETED',
      balanceAfter,
    });
    await emitWalletSpent(tx, { companyId, entryId: entry.id, at: now, balanceBefore, balanceAfter });
  }
  return { creditedMicros: input.amountMicros, replayed: false };
}
