import { postForAttachment } from '../../../lib/download-file';

export type MpaInvoiceRef = { id: string; invoiceNo: string; downloadUrl: string };

/**
 * A top-up's invoice PDF: its `downloadUrl` is the documents module's route, which takes a POST of
 * `{ invoiceId }` (spec 1 §7) and answers the file as an attachment.
 */
export function fetchMpaInvoice(invoice: MpaInvoiceRef): Promise<{ blob: Blob; fileName: string }> {
  return postForAttachment(invoice.downloadUrl, { invoiceId: invoice.id }, `${invoice.invoiceNo}.pdf`);
}
