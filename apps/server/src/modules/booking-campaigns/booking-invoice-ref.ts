import type { ObjectRef } from '@pothos/core';
import type { BuilderTypes } from '../../graphql/builder';
import { INVOICE_DOWNLOAD_URL, type MpaInvoice } from '../mpa-wallet/mpa-top-up-rows';

/**
 * The contract's `invoice: MpaInvoice` (id, invoiceNo, downloadUrl) is mpa-wallet's type, which its module
 * implements without exporting the ref: the field names the type, and Pothos resolves the name to mpa-wallet's
 * implementation when the schema is built (one type, not a copy).
 */
export const mpaInvoiceRef = 'MpaInvoice' as unknown as ObjectRef<BuilderTypes, MpaInvoice>;

/** A cart's invoice as MpaInvoice answers it: the documents module's PDF route (POST `{ invoiceId }`). */
export function cartInvoice(invoice: { id: number; invoiceNo: string } | null): MpaInvoice | null {
  return invoice && { ...invoice, downloadUrl: INVOICE_DOWNLOAD_URL };
}
