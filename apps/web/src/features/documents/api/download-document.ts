import { postForAttachment } from '../../../lib/download-file';

// The documents hook saves through this module (saving is lib's, shared with the Meta invoices).
export { saveBlob } from '../../../lib/download-file';

export type DocumentKind = 'invoice' | 'creditNote';

const endpoints: Record<DocumentKind, { url: string; field: string }> = {
  invoice: { url: '/v1/billing/invoices', field: 'invoiceId' },
  creditNote: { url: '/v1/billing/credit-notes', field: 'creditNoteId' },
};

/** Spec 1 §7: POST {invoiceId} / {creditNoteId}; the PDF comes back as an attachment. */
export function fetchDocument(kind: DocumentKind, id: string): Promise<{ blob: Blob; fileName: string }> {
  const { url, field } = endpoints[kind];
  return postForAttachment(url, { [field]: id }, `${id}.pdf`);
}
