import { builder } from '../../graphql/builder';
import { requireCompanyId, requireSession } from '../../graphql/context';
import { pagedType } from '../../graphql/paged';
import { payloadFields } from '../../graphql/payload';
import { parseRowId } from '../../graphql/row-id';
import { CatalogType } from '../catalog/catalog.types';
import { parseBillingDate } from '../wallet/billing-dates';
import { canDownloadDocuments } from './documents-config';
import { type IssueCreditNoteResult, issueCreditNote } from './issue-credit-note';
import { type InvoiceItem, listInvoices, listMonthlyInvoices, type MonthlyInvoice } from './list-invoices';

const InvoiceTransactionType = builder.objectRef<InvoiceItem>('InvoiceTransaction').implement({
  description: 'An invoice of the acting company (one per credited top-up).',
  fields: (t) => ({
    id: t.exposeID('id'),
    invoiceNo: t.exposeString('invoiceNo'),
    date: t.field({ type: 'DateTime', resolve: (row) => row.issuedAt }),
    amount: t.field({ type: 'Decimal', resolve: (row) => row.amountMicros }),
    discount: t.field({ type: 'Decimal', resolve: (row) => row.discountMicros }),
    tax: t.field({ type: 'Decimal', resolve: (row) => row.taxMicros }),
    total: t.field({ type: 'Decimal', resolve: (row) => row.totalMicros }),
    currency: t.exposeString('currency'),
    catalog: t.field({ type: CatalogType, resolve: (row) => row.catalog }),
    canDownload: t.boolean({
      description: 'False for the retailer whose invoices are not downloadable here.',
      resolve: (row) => canDownloadDocuments(row.catalog.code),
    }),
  }),
});

const InvoiceRefType = builder
  .objectRef<{ id: number; invoiceNo: string }>('InvoiceRef')
  .implement({ fields: (t) => ({ id: t.exposeID('id'), invoiceNo: t.exposeString('invoiceNo') }) });

const CreditNoteRefType = builder
  .objectRef<{ id: number; creditNoteNo: string }>('CreditNoteRef')
  .implement({ fields: (t) => ({ id: t.exposeID('id'), creditNoteNo: t.exposeString('creditNoteNo') }) });

const MonthlyInvoiceType = builder.objectRef<MonthlyInvoice>('MonthlyInvoice').implement({
  fields: (t) => ({
    month: t.exposeString('month', { description: "yyyy-MM in the retailer's (catalog's) time zone." }),
    catalog: t.field({ type: CatalogType, resolve: (row) => row.catalog }),
    amount: t.field({
      type: 'Decimal',
      description: 'Invoiced totals minus credit-note totals of the month and retailer.',
      resolve: (row) => row.amount,
    }),
    currency: t.exposeString('currency'),
    invoices: t.field({ type: [InvoiceRefType], resolve: (row) => row.invoices }),
    creditNotes: t.field({ type: [CreditNoteRefType], resolve: (row) => row.creditNotes }),
    canDownload: t.boolean({ resolve: (row) => canDownloadDocuments(row.catalog.code) }),
  }),
});

const InvoicePage = pagedType<InvoiceItem>('InvoiceTransactionPage', InvoiceTransactionType);

export const CreditNoteType = builder
  .objectRef<NonNullable<IssueCreditNoteResult['creditNote']>>('CreditNote')
  .implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      creditNoteNo: t.exposeString('creditNoteNo'),
      invoiceId: t.id({ nullable: true, resolve: (row) => row.invoiceId }),
      amount: t.field({ type: 'Decimal', resolve: (row) => row.amountMicros }),
      tax: t.field({ type: 'Decimal', resolve: (row) => row.taxMicros }),
      total: t.field({ type: 'Decimal', resolve: (row) => row.totalMicros }),
      currency: t.exposeString('currency'),
      reason: t.exposeString('reason'),
      date: t.field({ type: 'DateTime', resolve: (row) => row.issuedAt }),
      settlement: t.string({
        description:
          'What the note did to the wallet: WALLET_CREDIT (credited), REFUND (unused credit given back), NONE.',
        resolve: (row) => row.settlement,
      }),
      creditId: t.id({
        nullable: true,
        description: 'The lot credited or refunded.',
        resolve: (row) => row.creditId,
      }),
    }),
  });

const IssueCreditNotePayload = builder.objectRef<IssueCreditNoteResult>('IssueCreditNotePayload').implement({
  fields: (t) => ({
    ...payloadFields(t),
    creditNote: t.field({ type: CreditNoteType, nullable: true, resolve: (p) => p.creditNote }),
  }),
});

const toId = (value: string | number | null | undefined) =>
  value == null ? null : (parseRowId(value) ?? -1);

builder.queryFields((t) => ({
  invoiceTransactions: t.field({
    type: InvoicePage,
    args: {
      fromDate: t.arg.string(),
      toDate: t.arg.string(),
      page: t.arg.int(),
      pageSize: t.arg.int({ defaultValue: 10 }),
    },
    resolve: (_root, args, ctx) => {
      const session = requireSession(ctx);
      return listInvoices({
        deps: ctx.deps,
        actor: { ...session, companyId: requireCompanyId(ctx) },
        input: {
          page: args.page,
          pageSize: args.pageSize,
          fromDate: parseBillingDate(args.fromDate, 'from', session.user.timezone),
          toDate: parseBillingDate(args.toDate, 'to', session.user.timezone),
        },
      });
    },
  }),
  monthlyInvoices: t.field({
    type: [MonthlyInvoiceType],
    args: {
      fromDate: t.arg.string(),
      toDate: t.arg.string(),
      catalogId: t.arg.id(),
      brandId: t.arg.id({ description: 'Accepted; invoices are not per brand, so it does not narrow.' }),
    },
    resolve: (_root, args, ctx) => {
      const session = requireSession(ctx);
      return listMonthlyInvoices({
        deps: ctx.deps,
        actor: { ...session, companyId: requireCompanyId(ctx) },
        input: {
          fromDate: parseBillingDate(args.fromDate, 'from', session.user.timezone),
          toDate: parseBillingDate(args.toDate, 'to', session.user.timezone),
          catalogId: toId(args.catalogId),
        },
      });
    },
  }),
}));

builder.mutationFields((t) => ({
  issueCreditNote: t.field({
    type: IssueCreditNotePayload,
    description: 'Staff: issue a numbered credit note against an invoice (amount before tax).',
    args: {
      invoiceId: t.arg.id({ required: true }),
      amount: t.arg({ type: 'Decimal', required: true }),
      reason: t.arg.string({ required: true }),
    },
    resolve: (_root, args, ctx) => {
      return issueCreditNote({
        deps: ctx.deps,
        input: { invoiceId: parseRowId(args.invoiceId) ?? -1, amount: args.amount, reason: args.reason },
      });
    },
  }),
}));
