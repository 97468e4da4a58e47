import { formatMoney } from '@portal/domain';
import { formatBookingMessage } from '@portal/domain/booking-dates';
import { bookingMessages } from '@portal/domain/booking-pricing';
import { addDays } from '@portal/domain/zoned-day';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { bookingCarts } from '../../db/schema/index';
import { DomainError } from '../../graphql/errors';
import { chargeDefaultCard, defaultCardOf } from '../payments/charge-default-card';
import { paymentErrors } from '../payments/payments-settings';
import type { Tx } from '../wallet/ledger';
import { bookingAccounts, payFromPaidCredit, postBookingPayment } from './booking-ledger';
import type { PaymentTerms } from './checkout-types';

type Cart = typeof bookingCarts.$inferSelect;

/**
 * Pays the recorded cart (decision 0240 "Checkout" 3.), inside the checkout's transaction. PAID_CREDIT: a
 * BOOKING entry from the paid lots. CARD: a BOOKING_PAYMENT `cash:card` → `revenue:booking`, then the default
 * card through the payment provider as the very last step (a decline throws, and everything rolls back).
 * WIRE_TRANSFER: nothing moves yet; the due date is today or in 30 days.
 */
export async function payCart(
  tx: Tx,
  deps: Pick<AppDeps, 'db' | 'now'>,
  input: { cart: Cart; today: string; digits: number; description: string },
): Promise<void> {
  const { cart } = input;
  const now = deps.now();
  const key = `booking:${cart.companyId}:${cart.idempotencyKey}`;
  if (cart.paymentMethod === 'WIRE_TRANSFER') {
    const terms: PaymentTerms = cart.paymentTerms;
    const dueDate = terms === 'IN_30_DAYS' ? addDays(input.today, 30) : input.today;
    await tx.update(bookingCarts).set({ dueDate }).where(eq(bookingCarts.id, cart.id));
    return;
  }
  if (cart.paymentMethod === 'PAID_CREDIT') {
    const paid = await payFromPaidCredit(tx, {
      companyId: cart.companyId,
      amount: cart.totalMicros,
      idempotencyKey: key,
      description: input.description,
      now,
    });
    if ('available' in paid)
      throw new DomainError(
        formatBookingMessage(bookingMessages.notEnoughPaidCredit, {
          available: formatMoney(paid.available, cart.currency, input.digits),
        }),
        'paymentMethod',
      );
    await tx
      .update(bookingCarts)
      .set({ ledgerEntryId: paid.entryId, paidAt: now })
      .where(eq(bookingCarts.id, cart.id));
    return;
  }
  const saved = await defaultCardOf(deps, cart.companyId);
  if (!saved) throw new DomainError(paymentErrors.noCard, 'paymentMethod');
  const entryId = await postBookingPayment(tx, {
    companyId: cart.companyId,
    amount: cart.totalMicros,
    from: bookingAccounts.cashCard,
    idempotencyKey: key,
    description: input.description,
    now,
  });
  const intent = await chargeDefaultCard(deps, saved, {
    amount: cart.totalMicros,
    currency: cart.currency,
    idempotencyKey: key,
    offSession: true,
    metadata: { bookingCartId: String(cart.id), companyId: String(cart.companyId) },
  });
  if (intent?.status !== 'succeeded') throw new DomainError(bookingMessages.cardDeclined, 'paymentMethod');
  await tx
    .update(bookingCarts)
    .set({ ledgerEntryId: entryId, providerPaymentId: intent.id, paidAt: now })
    .where(eq(bookingCarts.id, cart.id));
}
