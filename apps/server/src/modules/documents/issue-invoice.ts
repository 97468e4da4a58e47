import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { catalogs, invoices } from '../../db/schema/index';
import { currentDocumentParties, type DocumentDetails } from './document-details';
import { formatDocumentNo, nextDocumentNumber } from './document-numbers';

export type InvoiceRow = typeof invoices.$inferSelect;

export type IssueInvoiceInput = {
  companyId: number;
  catalogId: number;
  currency: string;
  amount: bigint;
  discount?: bigint;
  tax?: bigint;
  total: bigint;
  lines: { description: string; amount: string }[];
  taxRate?: string | null;
  paymentMethod?: string | null;
  topUpRequestId?: number | null;
  creditId?: number | null;
  issuedAt: Date;
};

/**
 * Numbers and inserts an invoice under an explicit retailer (demo data, tests; top-ups use
 * modules/payments/issue-invoice.ts, same counter and format), with the company, billing and retailer details as they are now.
 * Pass the caller's transaction (`tx`) so the number and the row commit together (gap-free).
 */
export async function issueInvoice(tx: Db, input: IssueInvoiceInput): Promise<InvoiceRow> {
  const [catalog] = await tx.select().from(catalogs).where(eq(catalogs.id, input.catalogId));
  if (!catalog) throw new Error(`Unknown catalog ${input.catalogId}`);
  const number = await nextDocumentNumber(tx, catalog.id, 'INVOICE');
  const details: DocumentDetails = {
    ...(await currentDocumentParties(tx, input.companyId, catalog.id)),
    lines: input.lines,
    taxRate: input.taxRate ?? null,
    paymentMethod: input.paymentMethod ?? null,
  };
  const [row] = await tx
    .insert(invoices)
    .values({
      companyId: input.companyId,
      catalogId: catalog.id,
      invoiceNo: formatDocumentNo(catalog.code, 'INVOICE', number, input.issuedAt),
      topUpRequestId: input.topUpRequestId ?? null,
      creditId: input.creditId ?? null,
      currency: input.currency,
      amountMicros: input.amount,
      discountMicros: input.discount ?? 0n,
      taxMicros: input.tax ?? 0n,
      totalMicros: input.total,
      details,
      issuedAt: input.issuedAt,
    })
    .returning();
  return row!;
}
