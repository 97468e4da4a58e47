import { fetchWithCsrf } from '../../../lib/csrf-fetch';

export type DocumentKind = 'invoice' | 'creditNote';

const endpoints: Record<DocumentKind, { url: string; field: string }> = {
  invoice: { url: '/v1/billing/invoices', field: 'invoiceId' },
  creditNote: { url: '/v1/billing/credit-notes', field: 'creditNoteId' },
};

/** The file name from `Content-Disposition: attachment; filename="SG-INV-000001.pdf"`. */
export function fileNameFrom(header: string | null, fallback: string): string {
  const match = header ? /filename="?([^";]+)"?/i.exec(header) : null;
  return match?.[1] ?? fallback;
}

export class DownloadError extends Error {}

/**
 * Spec 1 §7: POST {invoiceId} / {creditNoteId} with the anti-forgery header; the PDF comes back as
 * an attachment. Staff send the company they act for, like the GraphQL client.
 */
export async function fetchDocument(
  kind: DocumentKind,
  id: string,
): Promise<{ blob: Blob; fileName: string }> {
  const { url, field } = endpoints[kind];
  const headers = new Headers({ 'Content-Type': 'application/json' });
  const companyId = new URLSearchParams(window.location.search).get('company');
  if (companyId) headers.set('X-Company-Id', companyId);
  const response = await fetchWithCsrf(url, {
    method: 'POST',
    headers,
    body: JSON.stringify({ [field]: id }),
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: string } | null;
    throw new DownloadError(body?.error ?? `${response.status} ${response.statusText}`.trim());
  }
  const blob = await response.blob();
  return { blob, fileName: fileNameFrom(response.headers.get('content-disposition'), `${id}.pdf`) };
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
