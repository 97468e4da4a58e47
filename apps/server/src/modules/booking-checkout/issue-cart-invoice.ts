import { formatMicros } from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookingCarts, invoices } from '../../db/schema/index';
import { issueInvoice } from '../documents/issue-invoice';
import type { Tx } from '../wallet/ledger';
import { homeCatalogId } from './checkout-offer';
import type { PaymentMethod } from './checkout-types';
import type { PricedPlan } from './price-cart';

const methodLabels: Record<PaymentMethod, string> = {
  PAID_CREDIT: 'Paid credit',
  CARD: 'Card',
  WIRE_TRANSFER: 'Wire transfer',
};

/**
 * The cart's one invoice (decision 0240 "Checkout" 3.), numbered in the company's home catalog by the documents
 * module's issuer: a line per campaign and venture (the wallet amount with its tax), the voucher as a line;
 * paid credit carries no tax (it was taxed when bought). Linked both ways: `invoices.booking_cart_id`,
 * `booking_carts.invoice_id`.
 */
export async function issueCartInvoice(
  tx: Tx,
  input: {
    cartId: number;
    companyId: number;
    countryCode: string;
    currency: string;
    paymentMethod: PaymentMethod;
    campaigns: PricedPlan[];
    now: Date;
  },
) {
  const sum = (pick: (campaign: PricedPlan) => bigint) =>
    input.campaigns.reduce((total, campaign) => total + pick(campaign), 0n);
  const voucher = sum((c) => c.voucherMicros);
  const lines = input.campaigns.flatMap((campaign) =>
    campaign.priced.items.map((item) => ({
      description: `${campaign.name} · ${item.ventureName} ${item.segmentName} (${campaign.startDate} – ${campaign.endDate})`,
      amount: formatMicros(item.totalWallet),
    })),
  );
  if (voucher > 0n) lines.push({ description: 'Voucher', amount: formatMicros(-voucher) });
  const rates = new Set(input.campaigns.flatMap((c) => c.priced.items.map((item) => item.taxRate)));
  const invoice = await issueInvoice(tx as unknown as Db, {
    companyId: input.companyId,
    catalogId: await homeCatalogId(tx, input.countryCode),
    currency: input.currency,
    amount: sum((c) => c.priced.subTotalWallet),
    discount: sum((c) => c.priced.discountWallet) + voucher,
    tax: sum((c) => c.priced.taxWallet),
    total: sum((c) => c.totalMicros),
    lines,
    taxRate: input.paymentMethod === 'PAID_CREDIT' ? '0' : rates.size === 1 ? [...rates][0]! : null,
    paymentMethod: methodLabels[input.paymentMethod],
    issuedAt: input.now,
  });
  await tx.update(invoices).set({ bookingCartId: input.cartId }).where(eq(invoices.id, invoice.id));
  await tx.update(bookingCarts).set({ invoiceId: invoice.id }).where(eq(bookingCarts.id, input.cartId));
  return invoice;
}
