import { formatMicros } from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookingCarts, invoices } from '../../db/schema/index';
import { issueInvoice } from '../documents/issue-invoice';
import { paymentMethodLabel } from '../documents/payment-method-label';
import type { Tx } from '../wallet/ledger';
import { homeCatalogId } from './checkout-offer';
import type { PaymentMethod } from './checkout-types';
import type { PricedPlan } from './price-cart';

/**
 * The invoice's lines: one per campaign and venture at its pre-tax, pre-discount amount in the wallet
 * currency, so the lines add up to the invoice's subtotal exactly (integer micros); the campaign discounts
 * and the voucher show in the Discount row, the tax in the Tax row. The date range uses a plain hyphen,
 * which every PDF font carries.
 */
export function cartInvoiceLines(campaigns: PricedPlan[]): { description: string; amount: string }[] {
  return campaigns.flatMap((campaign) =>
    campaign.priced.items.map((item) => ({
      description: `${campaign.name} · ${item.ventureName} ${item.segmentName} (${campaign.startDate} - ${campaign.endDate})`,
      amount: formatMicros(item.subTotalWallet),
    })),
  );
}

/**
 * The cart's one invoice (decision 0240 "Checkout" 3.), numbered in the company's home catalog by the documents
 * module's issuer: a line per campaign and venture before discount and tax (cartInvoiceLines), the campaign
 * discounts and the voucher in the discount;
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
  const lines = cartInvoiceLines(input.campaigns);
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
    paymentMethod: paymentMethodLabel(input.paymentMethod),
    issuedAt: input.now,
  });
  await tx.update(invoices).set({ bookingCartId: input.cartId }).where(eq(invoices.id, invoice.id));
  await tx.update(bookingCarts).set({ invoiceId: invoice.id }).where(eq(bookingCarts.id, input.cartId));
  return invoice;
}
