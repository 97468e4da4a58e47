import { defaultBillingRange } from '@portal/domain/date-range-presets';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockClient } from '../../../testing/mock-client';
import { render } from '../../../testing/render';
import { InvoicesPage } from './invoices-page';

const invoice = (id: string, invoiceNo: string, code: string, canDownload: boolean) => ({
  id,
  invoiceNo,
  // 20:00 UTC on 4 March is 5 March in Singapore and Taipei.
  date: '2026-03-04T20:00:00.000Z',
  amount: '100',
  tax: '9',
  total: '109',
  currency: 'SGD',
  canDownload,
  catalog: {
    id: code,
    code,
    name: code === 'TW' ? 'Taiwan' : 'Singapore',
    timeZone: code === 'TW' ? 'Asia/Taipei' : 'Asia/Singapore',
  },
});

const answers = {
  InvoiceTransactions: {
    invoiceTransactions: {
      page: 1,
      numPages: 1,
      totalCount: 2,
      objects: [invoice('1', 'SG-INV-000001', 'SG', true), invoice('2', 'TW-INV-000001', 'TW', false)],
    },
  },
};

afterEach(() => vi.unstubAllGlobals());

describe('InvoicesPage', () => {
  it('asks for the default range and hides the download of the excluded retailer', async () => {
    const { client, calls } = mockClient(answers);
    render(<InvoicesPage allowDownload timeZone="Asia/Jakarta" />, { client });
    expect(await screen.findByText('SG-INV-000001')).toBeTruthy();
    // The default range is counted in the profile zone the page is given (decision 0171).
    const { start, end } = defaultBillingRange(new Date(), 'Asia/Jakarta');
    expect(calls[0]?.variables).toMatchObject({ fromDate: start, toDate: end, page: 1 });
    expect(screen.getByRole('button', { name: 'Download invoice SG-INV-000001' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download invoice TW-INV-000001' })).toBeNull();
    expect(screen.getByText('Not available')).toBeTruthy();
    expect(screen.getAllByText('2026/03/05')).toHaveLength(2);
  });

  it('shows no download buttons without the flag', async () => {
    const { client } = mockClient(answers);
    render(<InvoicesPage allowDownload={false} timeZone="UTC" />, { client });
    expect(await screen.findByText('SG-INV-000001')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Download invoice/ })).toBeNull();
  });

  it('posts the id with the anti-forgery header and shows an Error modal when the download fails', async () => {
    const fetchMock = vi.fn(async (url: string) => {
      if (url === '/csrf') return new Response(JSON.stringify({ csrfToken: 't'.repeat(40) }));
      return new Response(JSON.stringify({ error: 'Document not found.' }), { status: 404 });
    });
    vi.stubGlobal('fetch', fetchMock);
    const { client } = mockClient(answers);
    render(<InvoicesPage allowDownload timeZone="UTC" />, { client });
    await userEvent.click(await screen.findByRole('button', { name: 'Download invoice SG-INV-000001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(dialog.textContent).toContain('Document not found.');
    const [url, init] = fetchMock.mock.calls.find(([url]) => url === '/v1/billing/invoices') as unknown as [
      string,
      RequestInit,
    ];
    expect(url).toBe('/v1/billing/invoices');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('X-CSRFToken')).toBeTruthy();
    expect(JSON.parse(String(init.body))).toEqual({ invoiceId: '1' });
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Error' })).toBeNull());
  });
});
