import { and, desc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { creditNotes, credits, invoices, topUpRequests, walletTransactions } from '../../db/schema/index';
import { DomainError, type FieldError } from '../../graphql/errors';
import { type CreditNoteRow, issueCreditNoteIn } from '../documents/issue-credit-note';
import { sourceAccount } from '../wallet/credit-wallet';
import { accounts, findEntry, lockWallet, lotRemaining, postEntry, walletBalance } from '../wallet/ledger';
import { emitWalletSpent } from '../wallet/wallet-events';
import { paymentProviderFor } from './payment-provider';
import { PaymentProviderError } from './payment-provider-types';
import { billingCompany, paymentErrors, toId } from './payments-settings';

export type RefundCreditPayload = {
  ok: boolean;
  errors: FieldError[];
  creditNote: CreditNoteRow | null;
  /** What left the wallet (the lot's remaining, before tax). */
  refundedAmount: bigint | null;
  /** 'CARD' when the provider gave the money back to the card, 'MANUAL' when staff pay it back themselves. */
  refundMethod: 'CARD' | 'MANUAL' | null;
};

export const refundErrors = {
  unknownCredit: 'billing:error.unknownCredit',
  notRefundable: 'billing:error.creditNotRefundable',
  nothingToRefund: 'billing:error.nothingToRefund',
  refundFailed: 'billing:error.refundFailed',
} as const;

/**
 * refundCredit (staff, docs/decisions/0067): gives back what is left of a paid lot. In one transaction under the
 * wallet lock: a credit note against the lot's invoice for the remaining amount (tax at the invoice's rate), a
 * balanced REFUND entry (lot − remaining, the lot's source account + remaining), the lot USED_UP, a wallet
 * transaction row; for a card top-up the provider refunds the note's total (idempotency key
 * `refund:<companyId>:<key>`) before the transaction commits, otherwise staff pay it back by hand (MANUAL).
 * The same idempotency key again answers the first credit note and changes nothing. A refund that moved money
 * emits the wallet event like a spend (docs/decisions/0279: the top-up alert; auto top-up disarms instead of
 * charging); a replay emits nothing.
 */
export async function refundCredit({
  deps,
  input,
}: {
  deps: Pick<AppDeps, 'db' | 'now'>;
  input: { creditId: string | number; reason: string; idempotencyKey: string };
}): Promise<RefundCreditPayload> {
  const reason = input.reason.trim();
  if (!reason || reason.length > 500) throw new DomainError(paymentErrors.requireReason, 'reason');
  const key = input.idempotencyKey.trim();
  if (!key || key.length > 200) throw new DomainError(paymentErrors.requireIdempotencyKey, 'idempotencyKey');
  const creditId = toId(input.creditId);
  const [lot] =
    creditId && creditId > 0 ? await deps.db.select().from(credits).where(eq(credits.id, creditId)) : [];
  if (!lot) throw new DomainError(refundErrors.unknownCredit, 'creditId');
  const company = await billingCompany(deps.db, lot.companyId);
  if (!company) throw new DomainError(refundErrors.unknownCredit, 'creditId');
  const entryKey = `refund:${key}`;
  const now = deps.now();

  // A DomainError thrown inside rolls the transaction back; the operation gate answers it.
  return deps.db.transaction(async (tx) => {
    await lockWallet(tx, lot.companyId);
    const existing = await findEntry(tx, lot.companyId, 'REFUND', entryKey);
    if (existing) {
      const [note] = await tx.select().from(creditNotes).where(eq(creditNotes.ledgerEntryId, existing.id));
      const [row] = await tx
        .select()
        .from(walletTransactions)
        .where(eq(walletTransactions.entryId, existing.id));
      return {
        ok: true,
        errors: [],
        creditNote: note ?? null,
        refundedAmount: row?.amount ?? null,
        refundMethod: note?.providerRefundId ? 'CARD' : 'MANUAL',
      };
    }
    const [current] = await tx
      .select({ status: credits.status, remaining: lotRemaining() })
      .from(credits)
      .where(eq(credits.id, lot.id));
    if (lot.isFree) throw new DomainError(refundErrors.notRefundable, 'creditId');
    const remaining = BigInt(current!.remaining);
    if (!['PAID', 'IN_USE'].includes(current!.status) || remaining <= 0n)
      throw new DomainError(refundErrors.nothingToRefund, 'creditId');
    const [invoice] = await tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.companyId, lot.companyId), eq(invoices.creditId, lot.id)))
      .orderBy(desc(invoices.id))
      .limit(1);
    if (!invoice) throw new DomainError(refundErrors.notRefundable, 'creditId');

    const issued = await issueCreditNoteIn(tx, { invoiceId: invoice.id, amount: remaining, reason, now });
    if (!issued.ok || !issued.creditNote) {
      const first = issued.errors[0];
      throw new DomainError(first?.messages[0] ?? refundErrors.refundFailed, first?.field ?? null);
    }
    const note = issued.creditNote;
    const balanceBefore = await walletBalance(tx, lot.companyId);
    const entry = await postEntry(
      tx,
      {
        companyId: lot.companyId,
        kind: 'REFUND',
        idempotencyKey: entryKey,
        description: `Refund (credit note ${note.creditNoteNo})`,
        createdAt: now,
      },
      [
        { account: accounts.lot(lot.companyId, lot.id), amount: -remaining, creditId: lot.id },
        { account: sourceAccount(lot), amount: remaining },
      ],
    );
    await tx.update(credits).set({ status: 'USED_UP' }).where(eq(credits.id, lot.id));
    const balanceAfter = await walletBalance(tx, lot.companyId);
    await tx.insert(walletTransactions).values({
      companyId: lot.companyId,
      entryId: entry.id,
      currency: company.currency,
      chargeDate: now,
      dateCreated: now,
      description: `Refund (credit note ${note.creditNoteNo})`,
      amount: remaining,
      isIncome: false,
      status: 'COMPLETED',
      balanceAfter,
    });
    // Auto top-up and the top-up alert subscribe (modules/jobs/registry.ts), as for a spend.
    const paysNow = lot.startDate <= now && (!lot.expiryDate || lot.expiryDate > now);
    await emitWalletSpent(tx, {
      companyId: lot.companyId,
      entryId: entry.id,
      at: now,
      balanceBefore,
      balanceAfter,
      refund: { spendable: paysNow ? remaining : 0n },
    });

    // A card top-up goes back to the card; the provider call is the last step before the commit, so a refusal
    // rolls everything back. A crash after it is safe: the same key answers the same refund at the provider.
    const [topUp] = await tx
      .select({ providerPaymentId: topUpRequests.providerPaymentId })
      .from(topUpRequests)
      .where(and(eq(topUpRequests.creditId, lot.id), eq(topUpRequests.status, 'PAID')));
    let providerRefundId: string | null = null;
    if (lot.paymentMethod === 'CARD' && topUp?.providerPaymentId) {
      try {
        const refund = await paymentProviderFor(deps).refundPayment({
          paymentIntentId: topUp.providerPaymentId,
          amount: note.totalMicros,
          maxFractionDigits: company.digits,
          idempotencyKey: `refund:${lot.companyId}:${key}`,
        });
        providerRefundId = refund.id;
      } catch (error) {
        if (error instanceof PaymentProviderError) throw new DomainError(refundErrors.refundFailed);
        throw error;
      }
    }
    const [updated] = await tx
      .update(creditNotes)
      .set({ settlement: 'REFUND', creditId: lot.id, ledgerEntryId: entry.id, providerRefundId })
      .where(eq(creditNotes.id, note.id))
      .returning();
    return {
      ok: true,
      errors: [],
      creditNote: updated!,
      refundedAmount: remaining,
      refundMethod: providerRefundId ? 'CARD' : 'MANUAL',
    } satisfies RefundCreditPayload;
  });
}
