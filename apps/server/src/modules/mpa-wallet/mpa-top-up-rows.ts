import { parseDecimalToMicros } from '@portal/domain';
import { mpaTopUpMessages } from '@portal/domain/mpa-top-up';
import { inArray } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { invoices, type mpaTopUpRequests } from '../../db/schema/index';
import type { BasePayload } from '../../graphql/payload';
import { type PaymentInstructions, wireTransferInstructions } from '../payments/payment-instructions';
import type { Tx } from '../wallet/ledger';

export type MpaTopUpRow = typeof mpaTopUpRequests.$inferSelect;

/** The REST route of the documents module that sends an invoice's PDF (POST, body `{ invoiceId }`). */
export const INVOICE_DOWNLOAD_URL = '/v1/billing/invoices';

export type MpaInvoice = { id: number; invoiceNo: string; downloadUrl: string };

/** A request as the API answers it: `tax` the rate in percent and `taxAmount` money, both in micros. */
export type MpaTopUpView = MpaTopUpRow & { taxPercentMicros: bigint; invoice: MpaInvoice | null };

export type MpaTopUpPayload = BasePayload & { topUpRequest: MpaTopUpView | null };

export const refused = (field: string | null, message: string): MpaTopUpPayload => ({
  ok: false,
  errors: [{ field, messages: [message] }],
  topUpRequest: null,
});

/**
 * The reference a Meta wallet wire transfer must carry so staff match it to the request: its number, fixed
 * width, apart from the company wallet's TOPUP-… (the two tables number on their own).
 */
export const mpaPaymentReference = (row: Pick<MpaTopUpRow, 'id'>) =>
  `MPA-TOPUP-${String(row.id).padStart(6, '0')}`;

/** The reference of a wire transfer, whatever its status (null for a card or paid-credit top-up: nothing to match). */
export const mpaTopUpReference = (row: Pick<MpaTopUpRow, 'id' | 'method'>) =>
  row.method === 'WIRE_TRANSFER' ? mpaPaymentReference(row) : null;

/**
 * How to pay a wire transfer still waiting for its money (REQUESTING; null for any other): the company
 * wallet's bank account (the same instructions as its top-ups), this request's reference and total.
 */
export async function mpaPaymentInstructions({
  deps,
  input: row,
}: {
  deps: Pick<AppDeps, 'db'>;
  input: Pick<MpaTopUpRow, 'id' | 'method' | 'status' | 'totalMicros' | 'currency'>;
}): Promise<PaymentInstructions | null> {
  const reference = mpaTopUpReference(row);
  if (reference === null || row.status !== 'REQUESTING') return null;
  return wireTransferInstructions({
    deps,
    input: { reference, total: row.totalMicros, currency: row.currency },
  });
}

export const notFoundPayload = () => refused('id', mpaTopUpMessages.unknownTopUpRequest);

/** The rows with their invoices (one statement for a page). */
export async function withInvoices(db: Db | Tx, rows: MpaTopUpRow[]): Promise<MpaTopUpView[]> {
  const ids = rows.map((row) => row.invoiceId).filter((id): id is number => id !== null);
  const found = ids.length
    ? await db
        .select({ id: invoices.id, invoiceNo: invoices.invoiceNo })
        .from(invoices)
        .where(inArray(invoices.id, ids))
    : [];
  const byId = new Map(found.map((invoice) => [invoice.id, invoice]));
  return rows.map((row) => {
    const invoice = row.invoiceId === null ? undefined : byId.get(row.invoiceId);
    return {
      ...row,
      taxPercentMicros: parseDecimalToMicros(row.taxRate) ?? 0n,
      invoice: invoice ? { ...invoice, downloadUrl: INVOICE_DOWNLOAD_URL } : null,
    };
  });
}

/** The payload of a request: FAILED answers `ok: false` with its reason, as the company wallet's top-ups do. */
export async function payloadOf(db: Db | Tx, row: MpaTopUpRow): Promise<MpaTopUpPayload> {
  const [view] = await withInvoices(db, [row]);
  const failed = row.status === 'FAILED';
  return {
    ok: !failed,
    errors: failed ? [{ field: null, messages: [row.statusReason ?? mpaTopUpMessages.paymentFailed] }] : [],
    topUpRequest: view!,
  };
}
