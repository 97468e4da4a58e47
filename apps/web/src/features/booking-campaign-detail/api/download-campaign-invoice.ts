import { postForAttachment } from '../../../lib/download-file';

export type CampaignInvoiceRef = { id: string; invoiceNo: string; downloadUrl: string };

/** The cart's invoice PDF: `downloadUrl` is the documents route, POSTed `{ invoiceId }` (spec 1 §7). */
export function fetchCampaignInvoice(invoice: CampaignInvoiceRef): Promise<{ blob: Blob; fileName: string }> {
  return postForAttachment(invoice.downloadUrl, { invoiceId: invoice.id }, `${invoice.invoiceNo}.pdf`);
}
