import { refundAmount } from '@portal/domain/booking-pricing';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { type bookingCampaigns, type bookingCarts, creditNotes } from '../../db/schema/index';
import { DomainError } from '../../graphql/errors';
import { issueCreditNoteIn } from '../documents/issue-credit-note';
import { paymentProviderFor } from '../payments/payment-provider';
import { PaymentProviderError } from '../payments/payment-provider-types';
import { refundErrors } from '../payments/refund-credit';
import type { Tx } from '../wallet/ledger';
import { postBookingRefund } from './booking-ledger';

type Cart = typeof bookingCarts.$inferSelect;
type Campaign = typeof bookingCampaigns.$inferSelect;

/** A credit note against the cart's invoice for `amount` before tax (the invoice's rate adds the tax). */
async function creditNote(tx: Tx, cart: Cart, amount: bigint, reason: string, now: Date) {
  if (!cart.invoiceId) throw new DomainError(refundErrors.notRefundable, 'campaignId');
  const issued = await issueCreditNoteIn(tx, { invoiceId: cart.invoiceId, amount, reason, now });
  if (!issued.ok || !issued.creditNote) {
    const first = issued.errors[0];
    throw new DomainError(first?.messages[0] ?? refundErrors.refundFailed, first?.field ?? null);
  }
  return issued.creditNote;
}

/**
 * The money of a cancellation (decision 0240 "Cancelling"), answering what was given back. Unpaid wire: a credit
 * note for the whole campaign cancels its part of the invoice, nothing moves. Paid: a credit note for the
 * refunded share, then paid credit and paid wires back to the wallet as a paid lot (BOOKING_REFUND `revenue:booking`
 * → lot, kind MANUAL, payment method CREDIT_NOTE); a card back to the card through the payment provider, the
 * last step before the commit (decision 0067), so a refusal rolls everything back.
 */
export async function refundCampaignMoney(
  tx: Tx,
  deps: Pick<AppDeps, 'db' | 'now'>,
  input: {
    cart: Cart;
    campaign: Campaign;
    share: 0 | 50 | 100;
    refund: bigint;
    digits: number;
    reason: string;
    now: Date;
  },
): Promise<bigint> {
  const { cart, campaign, now } = input;
  const preTax = campaign.totalMicros - campaign.taxMicros;
  if (campaign.paymentStatus === 'PENDING') {
    if (preTax > 0n) await creditNote(tx, cart, preTax, input.reason, now);
    return 0n;
  }
  if (input.refund <= 0n) return 0n;
  const note = await creditNote(
    tx,
    cart,
    refundAmount(preTax, input.share, campaign.currency, input.digits),
    input.reason,
    now,
  );
  const toCard = cart.paymentMethod === 'CARD';
  const { entryId, creditId } = await postBookingRefund(tx, {
    companyId: campaign.companyId,
    amount: input.refund,
    toWallet: !toCard,
    idempotencyKey: `booking-refund:${campaign.id}`,
    description: `Booking refund ${campaign.trackingCode} (credit note ${note.creditNoteNo})`,
    now,
  });
  let providerRefundId: string | null = null;
  if (toCard) {
    if (!cart.providerPaymentId) throw new DomainError(refundErrors.notRefundable, 'campaignId');
    try {
      const refund = await paymentProviderFor(deps).refundPayment({
        paymentIntentId: cart.providerPaymentId,
        amount: input.refund,
        maxFractionDigits: input.digits,
        idempotencyKey: `booking-refund:${campaign.companyId}:${campaign.id}`,
      });
      providerRefundId = refund.id;
    } catch (error) {
      if (error instanceof PaymentProviderError) throw new DomainError(refundErrors.refundFailed);
      throw error;
    }
  }
  await tx
    .update(creditNotes)
    .set({
      settlement: toCard ? 'REFUND' : 'WALLET_CREDIT',
      creditId,
      ledgerEntryId: entryId,
      providerRefundId,
    })
    .where(eq(creditNotes.id, note.id));
  return input.refund;
}
