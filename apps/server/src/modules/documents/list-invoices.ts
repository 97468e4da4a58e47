import { zonedDay } from '@portal/domain/zoned-day';
import { and, asc, count, desc, eq, gte, lt } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { catalogs, creditNotes, invoices } from '../../db/schema/index';
import { type Paged, pageWindow, toPaged } from '../../graphql/paged';

export type InvoiceRow = typeof invoices.$inferSelect;
export type CatalogRow = typeof catalogs.$inferSelect;
export type InvoiceItem = InvoiceRow & { catalog: CatalogRow };

export const INVOICES_PAGE_SIZE = 10;

/** invoiceTransactions: the company's invoices by issue date, newest first, 10 a page. */
export async function listInvoices({
  deps: { db },
  actor: { companyId },
  input,
}: {
  deps: Pick<AppDeps, 'db'>;
  actor: { companyId: number };
  input: { fromDate?: Date | null; toDate?: Date | null; page?: number | null; pageSize?: number | null };
}): Promise<Paged<InvoiceItem>> {
  const pageSize = Math.min(100, Math.max(1, input.pageSize ?? INVOICES_PAGE_SIZE));
  const window = pageWindow(input.page, pageSize);
  const where = and(
    eq(invoices.companyId, companyId),
    input.fromDate ? gte(invoices.issuedAt, input.fromDate) : undefined,
    input.toDate ? lt(invoices.issuedAt, input.toDate) : undefined,
  );
  const [total] = await db.select({ value: count() }).from(invoices).where(where);
  const rows = await db
    .select({ invoice: invoices, catalog: catalogs })
    .from(invoices)
    .innerJoin(catalogs, eq(catalogs.id, invoices.catalogId))
    .where(where)
    .orderBy(desc(invoices.issuedAt), desc(invoices.id))
    .limit(window.limit)
    .offset(window.offset);
  return toPaged(
    rows.map((row) => ({ ...row.invoice, catalog: row.catalog })),
    total?.value ?? 0,
    window.page,
    pageSize,
  );
}

export type MonthlyInvoice = {
  month: string;
  catalog: CatalogRow;
  /** Invoiced totals minus credited totals of the month and retailer. */
  amount: bigint;
  currency: string;
  invoices: { id: number; invoiceNo: string }[];
  creditNotes: { id: number; creditNoteNo: string }[];
};

// A document's month is the issuing retailer's calendar month (docs/decisions/0171).
const monthOf = (date: Date, catalog: CatalogRow) => zonedDay(date, catalog.timeZone).slice(0, 7);

/**
 * monthlyInvoices: one row per (retailer's month, retailer) with the invoices and credit notes issued in it,
 * newest month first. Invoices have no brand (a top-up funds the whole wallet): brandId is accepted
 * for the spec's call shape and does not narrow (docs/decisions/0059).
 */
export async function listMonthlyInvoices({
  deps: { db },
  actor: { companyId },
  input,
}: {
  deps: Pick<AppDeps, 'db'>;
  actor: { companyId: number };
  input: { fromDate?: Date | null; toDate?: Date | null; catalogId?: number | null };
}): Promise<MonthlyInvoice[]> {
  const invoiceRows = await db
    .select({ invoice: invoices, catalog: catalogs })
    .from(invoices)
    .innerJoin(catalogs, eq(catalogs.id, invoices.catalogId))
    .where(
      and(
        eq(invoices.companyId, companyId),
        input.fromDate ? gte(invoices.issuedAt, input.fromDate) : undefined,
        input.toDate ? lt(invoices.issuedAt, input.toDate) : undefined,
        input.catalogId != null ? eq(invoices.catalogId, input.catalogId) : undefined,
      ),
    )
    .orderBy(asc(invoices.issuedAt), asc(invoices.id));
  const noteRows = await db
    .select({ note: creditNotes, catalog: catalogs })
    .from(creditNotes)
    .innerJoin(catalogs, eq(catalogs.id, creditNotes.catalogId))
    .where(
      and(
        eq(creditNotes.companyId, companyId),
        input.fromDate ? gte(creditNotes.issuedAt, input.fromDate) : undefined,
        input.toDate ? lt(creditNotes.issuedAt, input.toDate) : undefined,
        input.catalogId != null ? eq(creditNotes.catalogId, input.catalogId) : undefined,
      ),
    )
    .orderBy(asc(creditNotes.issuedAt), asc(creditNotes.id));
  const groups = new Map<string, MonthlyInvoice>();
  const group = (date: Date, catalog: CatalogRow, currency: string) => {
    const key = `${monthOf(date, catalog)}|${catalog.id}`;
    let entry = groups.get(key);
    if (!entry) {
      entry = { month: monthOf(date, catalog), catalog, amount: 0n, currency, invoices: [], creditNotes: [] };
      groups.set(key, entry);
    }
    return entry;
  };
  for (const { invoice, catalog } of invoiceRows) {
    const entry = group(invoice.issuedAt, catalog, invoice.currency);
    entry.amount += invoice.totalMicros;
    entry.invoices.push({ id: invoice.id, invoiceNo: invoice.invoiceNo });
  }
  for (const { note, catalog } of noteRows) {
    const entry = group(note.issuedAt, catalog, note.currency);
    entry.amount -= note.totalMicros;
    entry.creditNotes.push({ id: note.id, creditNoteNo: note.creditNoteNo });
  }
  return [...groups.values()].sort(
    (a, b) => b.month.localeCompare(a.month) || a.catalog.code.localeCompare(b.catalog.code),
  );
}
