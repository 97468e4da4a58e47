import { formatMicros } from '@portal/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { billingInfo, catalogs, companies, documentCounters, invoices } from '../../db/schema/index';
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

export type InvoiceRow = typeof invoices.$inferSelect;

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

/** Bumps the retailer's counter inside the caller's transaction: a rollback gives the number back, so there are no gaps. */
export async function nextDocumentNumber(tx: Tx, catalogId: number, kind: 'INVOICE' | 'CREDIT_NOTE') {
  const [row] = await tx
    .insert(documentCounters)
    .values({ catalogId, kind, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [documentCounters.catalogId, documentCounters.kind],
      set: { lastNumber: sql`${documentCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: documentCounters.lastNumber });
  return row!.lastNumber;
}

/**
 * Issues the invoice of a credited amount in the caller's transaction: number `<catalog code>-<year>-<000123>`,
 * gap-free per retailer, and everything the PDF prints frozen in `details`.
 */
export async function issueInvoice(tx: Tx, input: InvoiceInput): Promise<InvoiceRow> {
  const retailer = await retailerOf(tx, input.currency);
  const number = await nextDocumentNumber(tx, retailer.id, 'INVOICE');
  const invoiceNo = `${retailer.code}-${input.now.getUTCFullYear()}-${String(number).padStart(6, '0')}`;
  const [company] = await tx.select().from(companies).where(eq(companies.id, input.companyId));
  const [billing] = await tx.select().from(billingInfo).where(eq(billingInfo.companyId, input.companyId));
  const money = (micros: bigint) => formatMicros(micros);
  const details = {
    invoiceNo,
    issuedAt: input.now.toISOString(),
    retailer: { id: retailer.id, code: retailer.code, name: retailer.name },
    company: {
      id: company!.id,
      name: company!.name,
      address: company!.address,
      address2: company!.address2,
      postalCode: company!.postalCode,
      countryCode: company!.countryCode,
      registrationNo: company!.registrationNo,
    },
    billing: billing
      ? { name: billing.name, email: billing.email, description: billing.description }
      : { name: company!.name, email: '', description: '' },
    currency: input.currency,
    paymentMethod: input.paymentMethod,
    voucherCode: input.voucherCode ?? null,
    lines: [
      {
        description: input.lineDescription,
        quantity: 1,
        unitPrice: money(input.amount),
        amount: money(input.amount),
      },
    ],
    subtotal: money(input.amount),
    discount: money(input.discount),
    taxRate: input.taxRate,
    tax: money(input.tax),
    total: money(input.total),
  };
  const [invoice] = await tx
    .insert(invoices)
    .values({
      companyId: input.companyId,
      catalogId: retailer.id,
      invoiceNo,
      topUpRequestId: input.topUpRequestId ?? null,
      creditId: input.creditId ?? null,
      currency: input.currency,
      amountMicros: input.amount,
      discountMicros: input.discount,
      taxMicros: input.tax,
      totalMicros: input.total,
      details,
      issuedAt: input.now,
    })
    .returning();
  return invoice!;
}
