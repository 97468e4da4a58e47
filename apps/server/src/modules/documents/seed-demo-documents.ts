import { formatMicros, roundMicros } from '@portal/domain';
import { and, asc, eq, inArray, isNotNull, ne, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { catalogs, companies, creditNotes, credits, invoices } from '../../db/schema/index';
import { issueCreditNote } from './issue-credit-note';
import { issueInvoice } from './issue-invoice';

/** Singapore GST on the demo invoices, in percent. */
const DEMO_TAX_PERCENT = 9n;
const methodLabel: Record<string, string> = {
  CARD: 'Card',
  WIRE_TRANSFER: 'Wire transfer',
  MANUAL: 'Manual credit',
  SELLER_CENTER: 'Seller center',
  CREDIT_NOTE: 'Credit note',
};

/**
 * Acme Fashion's invoices (one per paid credit lot of the demo wallet, dated like the lot) and two
 * credit notes, so /billing/invoices and /billing/monthly-invoices have rows in the default range.
 * Idempotent: a lot that already has an invoice is skipped; credit notes only once per invoice.
 * Call after seedDemoWallet.
 */
export async function seedDemoDocuments(db: Db): Promise<void> {
  const [acme] = await db.select().from(companies).where(eq(companies.name, 'Acme Fashion'));
  if (!acme) return;
  const [catalog] = (await db.select().from(catalogs).where(eq(catalogs.code, acme.countryCode))).concat(
    await db.select().from(catalogs).orderBy(asc(catalogs.id)).limit(1),
  );
  if (!catalog) return;
  // Lots a credit note granted are documented by the note, not by an invoice.
  const granted = await db
    .select({ creditId: creditNotes.creditId })
    .from(creditNotes)
    .where(and(eq(creditNotes.companyId, acme.id), isNotNull(creditNotes.creditId)));
  const lots = await db
    .select()
    .from(credits)
    .where(
      and(
        eq(credits.companyId, acme.id),
        eq(credits.isFree, false),
        // A requested top-up is invoiced when it is paid, not before.
        ne(credits.status, 'REQUESTED'),
        granted.length
          ? notInArray(
              credits.id,
              granted.map((row) => row.creditId!),
            )
          : undefined,
      ),
    )
    .orderBy(asc(credits.startDate), asc(credits.id));
  if (!lots.length) return;
  const invoiced = new Set(
    (
      await db
        .select({ creditId: invoices.creditId })
        .from(invoices)
        .where(
          and(
            eq(invoices.companyId, acme.id),
            inArray(
              invoices.creditId,
              lots.map((lot) => lot.id),
            ),
          ),
        )
    ).map((row) => row.creditId),
  );
  for (const lot of lots) {
    if (invoiced.has(lot.id)) continue;
    const tax = roundMicros((lot.amount * DEMO_TAX_PERCENT) / 100n, 2);
    await db.transaction((tx) =>
      issueInvoice(tx, {
        companyId: acme.id,
        catalogId: catalog.id,
        currency: acme.walletCurrency,
        amount: lot.amount,
        tax,
        total: lot.amount + tax,
        lines: [{ description: lot.description || 'Wallet top-up', amount: formatMicros(lot.amount) }],
        taxRate: String(DEMO_TAX_PERCENT),
        paymentMethod: methodLabel[lot.paymentMethod] ?? lot.paymentMethod,
        creditId: lot.id,
        issuedAt: lot.startDate,
      }),
    );
  }
  // A credit note on the oldest and on the newest invoice (a service credit, then a correction).
  // The wallet's invoices only (a Meta top-up's invoice is not a wallet lot's, decision 0230).
  const acmeInvoices = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.companyId, acme.id), isNotNull(invoices.creditId)))
    .orderBy(asc(invoices.issuedAt), asc(invoices.id));
  const notes: {
    invoice: (typeof acmeInvoices)[number] | undefined;
    amount: bigint;
    reason: string;
    days: number;
  }[] = [
    { invoice: acmeInvoices[0], amount: 100_000_000n, reason: 'Service credit: campaign downtime', days: 20 },
    { invoice: acmeInvoices.at(-1), amount: 50_000_000n, reason: 'Billing correction', days: 2 },
  ];
  for (const note of notes) {
    if (!note.invoice) continue;
    const [existing] = await db
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.invoiceId, note.invoice.id))
      .limit(1);
    if (existing) continue;
    const issuedAt = new Date(note.invoice.issuedAt.getTime() + note.days * 86_400_000);
    await issueCreditNote({
      deps: { db, now: () => issuedAt },
      input: { invoiceId: note.invoice.id, amount: note.amount, reason: note.reason },
    });
  }
}
