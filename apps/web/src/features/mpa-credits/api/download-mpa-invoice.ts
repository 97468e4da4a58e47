import { fetchWithCsrf } from '../../../lib/csrf-fetch';

export type MpaInvoiceRef = { id: string; invoiceNo: string; downloadUrl: string };

export class InvoiceDownloadError extends Error {}

/** The file name from `Content-Disposition: attachment; filename="SG-INV-000001.pdf"`. */
function fileNameFrom(header: string | null, fallback: string): string {
  const match = header ? /filename="?([^";]+)"?/i.exec(header) : null;
  return match?.[1] ?? fallback;
}

/**
 * A top-up's invoice PDF: its `downloadUrl` is the documents module's route, which takes a POST of
 * `{ invoiceId }` with the anti-forgery header (spec 1 §7) and answers the file as an attachment. Staff
 * send the company they act for, as the GraphQL client does.
 */
export async function fetchMpaInvoice(invoice: MpaInvoiceRef): Promise<{ blob: Blob; fileName: string }> {
  const headers = new Headers({ 'Content-Type': 'application/json' });
  const companyId = new URLSearchParams(window.location.search).get('company');
  if (companyId) headers.set('X-Company-Id', companyId);
  const response = await fetchWithCsrf(invoice.downloadUrl, {
    method: 'POST',
    headers,
    body: JSON.stringify({ invoiceId: invoice.id }),
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: string } | null;
    throw new InvoiceDownloadError(body?.error ?? `${response.status} ${response.statusText}`.trim());
  }
  const blob = await response.blob();
  return {
    blob,
    fileName: fileNameFrom(response.headers.get('content-disposition'), `${invoice.invoiceNo}.pdf`),
  };
}

/** Saves a blob under a file name through a temporary link. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
