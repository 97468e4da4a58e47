import { formatMicros } from '@portal/domain';
import { asc, eq } from 'drizzle-orm';
import { catalogs } from '../../db/schema/index';
import { type InvoiceRow, issueInvoice as issueDocumentInvoice } from '../documents/issue-invoice';
import type { Tx } from '../wallet/ledger';

export type InvoiceInput = {
  companyId: number;
  currency: string;
  amount: bigint;
  discount: bigint;
  tax: bigint;
  total: bigint;
  /** Percent (9 = 9 %). */
  taxRate: string;
  paymentMethod: string;
  lineDescription: string;
  voucherCode?: string | null;
  topUpRequestId?: number | null;
  creditId?: number | null;
  now: Date;
};

export type { InvoiceRow };

/** The retailer an invoice is numbered under: the catalog of the wallet currency (docs/decisions/0053). */
async function retailerOf(tx: Tx, currency: string) {
  const [byCurrency] = await tx
    .select()
    .from(catalogs)
    .where(eq(catalogs.currencyCode, currency))
    .orderBy(asc(catalogs.id))
    .limit(1);
  if (byCurrency) return byCurrency;
  const [first] = await tx.select().from(catalogs).orderBy(asc(catalogs.id)).limit(1);
  return first!;
}

/**
 * The invoice of a credited top-up amount, in the caller's transaction: numbered and frozen by the one
 * document use case (modules/documents/issue-invoice.ts) under the wallet currency's retailer.
 */
export async function issueInvoice(tx: Tx, input: InvoiceInput): Promise<InvoiceRow> {
  const retailer = await retailerOf(tx, input.currency);
  const voucher = input.voucherCode ? ` (voucher ${input.voucherCode})` : '';
  return issueDocumentInvoice(tx, {
    companyId: input.companyId,
    catalogId: retailer.id,
    currency: input.currency,
    amount: input.amount,
    discount: input.discount,
    tax: input.tax,
    total: input.total,
    lines: [{ description: `${input.lineDescription}${voucher}`, amount: formatMicros(input.amount) }],
    taxRate: input.taxRate,
    paymentMethod: input.paymentMethod,
    topUpRequestId: input.topUpRequestId ?? null,
    creditId: input.creditId ?? null,
    issuedAt: input.now,
  });
}
