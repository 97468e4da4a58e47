import { fetchWithCsrf } from './csrf-fetch';

/** A download the server refused: its `error` text, else the HTTP status. */
export class DownloadError extends Error {}

/** The file name from `Content-Disposition: attachment; filename="SG-INV-000001.pdf"`. */
export function fileNameFrom(header: string | null, fallback: string): string {
  const match = header ? /filename="?([^";]+)"?/i.exec(header) : null;
  return match?.[1] ?? fallback;
}

/**
 * The server's file routes that take a POST (spec 1 §7: invoices, credit notes): a JSON body with the
 * anti-forgery header, the file back as an attachment. Staff send the company they act for, like the
 * GraphQL client.
 */
export async function postForAttachment(
  url: string,
  body: Record<string, string>,
  fallbackName: string,
): Promise<{ blob: Blob; fileName: string }> {
  const headers = new Headers({ 'Content-Type': 'application/json' });
  const companyId = new URLSearchParams(window.location.search).get('company');
  if (companyId) headers.set('X-Company-Id', companyId);
  const response = await fetchWithCsrf(url, { method: 'POST', headers, body: JSON.stringify(body) });
  if (!response.ok) {
    const refusal = (await response.json().catch(() => null)) as { error?: string } | null;
    throw new DownloadError(refusal?.error ?? `${response.status} ${response.statusText}`.trim());
  }
  const blob = await response.blob();
  return { blob, fileName: fileNameFrom(response.headers.get('content-disposition'), fallbackName) };
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
