import { roleMatrix } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { catalogs, creditNotes, currencies, invoices } from '../../db/schema/index';
import { DomainError } from '../../graphql/errors';
import { parseRowId } from '../../graphql/row-id';
import { readDetails } from './document-details';
import { readDocumentIssuer } from './document-issuer';
import { canDownloadDocuments } from './documents-config';
import { renderDocumentPdf } from './render-document-pdf';
import { restSession } from './rest-session';

const idFrom = (body: unknown, name: string): number | null => {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
  return parseRowId(value);
};

async function sendPdf(reply: FastifyReply, fileName: string, pdf: Buffer) {
  const safe = fileName.replace(/[^\w.-]/g, '_');
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${safe}"`)
    .header('cache-control', 'no-store')
    .send(pdf);
}

const notFound = () => new DomainError('documents:error.documentNotFound', null, undefined, 'NOT_FOUND');
const missingId = (field: string) => new DomainError('common:error.invalidId', field);

async function digitsOf(deps: AppDeps, code: string) {
  const [currency] = await deps.db.select().from(currencies).where(eq(currencies.code, code));
  return currency?.maxFractionDigits ?? 2;
}

/**
 * Spec 1 §7 REST downloads: POST /v1/billing/invoices {invoiceId} → `<invoiceNo>.pdf`,
 * POST /v1/billing/credit-notes {creditNoteId} → `CN_<creditNoteNo>.pdf`. Owner only (staff pass),
 * scoped to the acting company (another company's id → 404), CSRF like every POST.
 */
export function registerDocumentRoutes(app: FastifyInstance, deps: AppDeps) {
  app.post('/v1/billing/invoices', async (request, reply) => {
    const session = await restSession(deps, request, reply, roleMatrix.invoiceTransactions);
    const id = idFrom(request.body, 'invoiceId');
    if (id === null) throw missingId('invoiceId');
    const [row] = await deps.db
      .select({ invoice: invoices, catalog: catalogs })
      .from(invoices)
      .innerJoin(catalogs, eq(catalogs.id, invoices.catalogId))
      .where(and(eq(invoices.id, id), eq(invoices.companyId, session.companyId)));
    if (!row || !canDownloadDocuments(row.catalog.code)) throw notFound();
    const { invoice } = row;
    const pdf = await renderDocumentPdf({
      kind: 'INVOICE',
      number: invoice.invoiceNo,
      issuedAt: invoice.issuedAt,
      timeZone: row.catalog.timeZone,
      currency: invoice.currency,
      maxFractionDigits: await digitsOf(deps, invoice.currency),
      amount: invoice.amountMicros,
      discount: invoice.discountMicros,
      tax: invoice.taxMicros,
      total: invoice.totalMicros,
      details: readDetails(invoice.details),
      issuer: await readDocumentIssuer(deps),
    });
    return sendPdf(reply, `${invoice.invoiceNo}.pdf`, pdf);
  });

  app.post('/v1/billing/credit-notes', async (request, reply) => {
    const session = await restSession(deps, request, reply, roleMatrix.monthlyInvoices);
    const id = idFrom(request.body, 'creditNoteId');
    if (id === null) throw missingId('creditNoteId');
    const [row] = await deps.db
      .select({ note: creditNotes, catalog: catalogs, invoiceNo: invoices.invoiceNo })
      .from(creditNotes)
      .innerJoin(catalogs, eq(catalogs.id, creditNotes.catalogId))
      .leftJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
      .where(and(eq(creditNotes.id, id), eq(creditNotes.companyId, session.companyId)));
    if (!row || !canDownloadDocuments(row.catalog.code)) throw notFound();
    const { note } = row;
    const pdf = await renderDocumentPdf({
      kind: 'CREDIT_NOTE',
      number: note.creditNoteNo,
      issuedAt: note.issuedAt,
      timeZone: row.catalog.timeZone,
      currency: note.currency,
      maxFractionDigits: await digitsOf(deps, note.currency),
      amount: note.amountMicros,
      discount: 0n,
      tax: note.taxMicros,
      total: note.totalMicros,
      details: readDetails(note.details),
      issuer: await readDocumentIssuer(deps),
      invoiceNo: row.invoiceNo,
      reason: note.reason,
    });
    return sendPdf(reply, `CN_${note.creditNoteNo}.pdf`, pdf);
  });
}
