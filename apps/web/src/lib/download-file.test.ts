import { afterEach, describe, expect, it, vi } from 'vitest';
import { DownloadError, fileNameFrom, postForAttachment } from './download-file';

function stubServer(answer: () => Response) {
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) =>
    url === '/csrf' ? new Response(JSON.stringify({ csrfToken: 't'.repeat(40) })) : answer(),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('fileNameFrom', () => {
  it("reads the attachment's name, quoted or not, else the fallback", () => {
    expect(fileNameFrom('attachment; filename="SG-INV-000001.pdf"', 'x.pdf')).toBe('SG-INV-000001.pdf');
    expect(fileNameFrom('attachment; filename=CN-7.pdf; size=3', 'x.pdf')).toBe('CN-7.pdf');
    expect(fileNameFrom('attachment', 'x.pdf')).toBe('x.pdf');
    expect(fileNameFrom(null, 'x.pdf')).toBe('x.pdf');
  });
});

describe('postForAttachment', () => {
  it('POSTs the body as JSON with the anti-forgery header and the acted-for company, and names the file', async () => {
    window.history.replaceState(null, '', '/billing/invoices?company=c7');
    const fetchMock = stubServer(
      () => new Response('%PDF', { headers: { 'Content-Disposition': 'attachment; filename="A-1.pdf"' } }),
    );
    const { blob, fileName } = await postForAttachment('/v1/billing/invoices', { invoiceId: 'i1' }, 'i1.pdf');
    expect(fileName).toBe('A-1.pdf');
    expect(await blob.text()).toBe('%PDF');
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/v1/billing/invoices')!;
    const headers = new Headers(init?.headers);
    expect(init?.method).toBe('POST');
    expect(headers.get('X-CSRFToken')).toBe('t'.repeat(40));
    expect(headers.get('X-Company-Id')).toBe('c7');
    expect(JSON.parse(String(init?.body))).toEqual({ invoiceId: 'i1' });
  });

  it("fails with the server's error text, else the status", async () => {
    stubServer(() => new Response(JSON.stringify({ error: 'Invoice not found' }), { status: 404 }));
    await expect(postForAttachment('/v1/billing/invoices', { invoiceId: 'x' }, 'x.pdf')).rejects.toEqual(
      new DownloadError('Invoice not found'),
    );
    stubServer(() => new Response('<html>', { status: 502, statusText: 'Bad Gateway' }));
    await expect(postForAttachment('/v1/billing/invoices', { invoiceId: 'x' }, 'x.pdf')).rejects.toThrow(
      '502 Bad Gateway',
    );
  });
});
