import { formatMicros, roundMicros } from '@portal/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { catalogs, creditNotes, currencies, invoices } from '../../db/schema/index';
import { DomainError, type FieldError, issuesToFieldErrors } from '../../graphql/errors';
import { creditWallet } from '../wallet/credit-wallet';
import { lockWallet, type Tx } from '../wallet/ledger';
import { currentDocumentParties, type DocumentDetails, readDetails } from './document-details';
import { formatDocumentNo, nextDocumentNumber } from './document-numbers';

export type CreditNoteRow = typeof creditNotes.$inferSelect;
export type IssueCreditNoteResult = { ok: boolean; errors: FieldError[]; creditNote: CreditNoteRow | null };

export const CREDIT_NOTE_REASON_MAX = 500;

export type IssueCreditNoteInput = { invoiceId: number; amount: bigint; reason: string; now: Date };

/**
 * Staff: a credit note against an invoice, granted as wallet credit (docs/decisions/0067). `amount` is before
 * tax; the tax is the invoice's rate (tax ÷ (amount − discount)) applied to it, rounded to the currency. What
 * all credit notes of an invoice credit (with tax) never exceeds the invoice's total. Numbered per retailer in
 * the same transaction (gap-free) that credits the wallet with a paid lot of the net amount (payment method
 * CREDIT_NOTE, ledger account `credit-note:issued`).
 */
export async function issueCreditNote({
  deps,
  input,
}: {
  deps: Pick<AppDeps, 'db' | 'now'>;
  input: Omit<IssueCreditNoteInput, 'now'>;
}): Promise<IssueCreditNoteResult> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const result = await issueCreditNoteIn(tx, { ...input, now });
    if (!result.ok || !result.creditNote) return result;
    const note = result.creditNote;
    const { credit, transaction } = await creditWallet({
      db: tx as unknown as Db,
      input: {
        companyId: note.companyId,
        amount: note.amountMicros,
        kind: 'MANUAL',
        paymentMethod: 'CREDIT_NOTE',
        isFree: false,
        description: `Credit note ${note.creditNoteNo}`,
        idempotencyKey: `credit-note:${note.id}`,
        now,
      },
    });
    const [row] = await tx
      .update(creditNotes)
      .set({ settlement: 'WALLET_CREDIT', creditId: credit.id, ledgerEntryId: transaction.entryId })
      .where(eq(creditNotes.id, note.id))
      .returning();
    return { ...result, creditNote: row! };
  });
}

/**
 * The document part of a credit note, in the caller's transaction (which makes its ledger effect: a wallet
 * credit above, or a refund in modules/wallet/refund-credit.ts). Takes the wallet lock before the invoice's
 * row lock, the order every wallet write uses.
 */
export async function issueCreditNoteIn(tx: Tx, input: IssueCreditNoteInput): Promise<IssueCreditNoteResult> {
  const reason = input.reason.trim();
  // Input checks answer together, like a schema's issues; the checks against the invoice throw one by one.
  const issues: { path: string[]; message: string }[] = [];
  const refuse = (field: string, message: string) => issues.push({ path: [field], message });
  if (!reason) refuse('reason', 'documents:error.requireReason');
  else if (reason.length > CREDIT_NOTE_REASON_MAX) refuse('reason', 'documents:error.reasonTooLong');
  const amount = input.amount;
  if (amount <= 0n) refuse('amount', 'billing:error.invalidAmount');
  if (!Number.isInteger(input.invoiceId) || input.invoiceId <= 0)
    refuse('invoiceId', 'documents:error.unknownInvoice');
  if (issues.length) return { ok: false, errors: issuesToFieldErrors(issues), creditNote: null };

  {
    const [found] = await tx
      .select({ companyId: invoices.companyId })
      .from(invoices)
      .where(eq(invoices.id, input.invoiceId));
    if (!found) throw new DomainError('documents:error.unknownInvoice', 'invoiceId');
    await lockWallet(tx, found.companyId);
    // Lock the invoice: two credit notes of one invoice are checked against its total one after the other.
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, input.invoiceId)).for('update');
    if (!invoice) throw new DomainError('documents:error.unknownInvoice', 'invoiceId');
    const [currency] = await tx.select().from(currencies).where(eq(currencies.code, invoice.currency));
    const digits = currency?.maxFractionDigits ?? 2;
    if (roundMicros(amount, digits) !== amount)
      throw new DomainError('billing:error.tooManyDecimals', 'amount');
    const taxBase = invoice.amountMicros - invoice.discountMicros;
    const tax = taxBase > 0n ? roundMicros((amount * invoice.taxMicros) / taxBase, digits) : 0n;
    const total = amount + tax;
    const [credited] = await tx
      .select({ value: sql<string>`coalesce(sum(${creditNotes.totalMicros}), 0)` })
      .from(creditNotes)
      .where(eq(creditNotes.invoiceId, invoice.id));
    if (BigInt(credited?.value ?? 0) + total > invoice.totalMicros)
      throw new DomainError('documents:error.aboveInvoiceTotal', 'amount');
    const [catalog] = await tx.select().from(catalogs).where(eq(catalogs.id, invoice.catalogId));
    const number = await nextDocumentNumber(tx, invoice.catalogId, 'CREDIT_NOTE');
    const invoiceDetails = readDetails(invoice.details);
    const details: DocumentDetails & { invoiceNo: string } = {
      ...(await currentDocumentParties(tx, invoice.companyId, invoice.catalogId)),
      lines: [{ description: reason, amount: formatMicros(amount) }],
      taxRate: invoiceDetails.taxRate ?? null,
      invoiceNo: invoice.invoiceNo,
    };
    const [row] = await tx
      .insert(creditNotes)
      .values({
        companyId: invoice.companyId,
        catalogId: invoice.catalogId,
        creditNoteNo: formatDocumentNo(catalog!.code, 'CREDIT_NOTE', number, input.now),
        invoiceId: invoice.id,
        currency: invoice.currency,
        amountMicros: amount,
        taxMicros: tax,
        totalMicros: total,
        reason,
        details,
        issuedAt: input.now,
      })
      .returning();
    return { ok: true, errors: [], creditNote: row! };
  }
}

export const creditNoteScope = (companyId: number, id: number) =>
  and(eq(creditNotes.companyId, companyId), eq(creditNotes.id, id));
