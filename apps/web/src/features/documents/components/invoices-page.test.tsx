import { defaultBillingRange } from '@portal/domain/date-range-presets';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testI18n } from '../../../testing/i18n';
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

  it('is the one DataTable: named, money through <Money>, the page in the address', async () => {
    const pages = (variables: Record<string, unknown>) => ({
      invoiceTransactions: {
        ...answers.InvoiceTransactions.invoiceTransactions,
        page: variables.page,
        numPages: 3,
        totalCount: 25,
        objects: [invoice(`p${variables.page}`, `SG-INV-00000${variables.page}`, 'SG', true)],
      },
    });
    const { client, calls } = mockClient({ InvoiceTransactions: pages });
    render(<InvoicesPage allowDownload timeZone="UTC" />, { client, route: '/billing/invoices?page=2' });
    const table = await screen.findByRole('table', { name: 'Invoices' });
    expect(within(table).getByText('SG-INV-000002')).toBeTruthy();
    expect(calls[0]?.variables).toMatchObject({ page: 2 });
    const cells = within(within(table).getAllByRole('row')[1] as HTMLElement).getAllByRole('cell');
    // Intl puts a no-break space between the code and the figure.
    expect(cells.map((cell) => cell.textContent?.replace(/\s/g, ' '))).toEqual([
      'SG-INV-000002',
      '2026/03/05',
      'Singapore',
      'SGD 100.00',
      'SGD 9.00',
      'SGD 109.00',
      '',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('SG-INV-000003')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/billing/invoices?page=3');
  });

  it("names the retailer's country in the reader's language (issue 12)", async () => {
    await testI18n.changeLanguage('pt');
    try {
      const { client } = mockClient(answers);
      render(<InvoicesPage allowDownload timeZone="UTC" />, { client });
      expect(await screen.findByText('Singapura')).toBeTruthy();
      expect(screen.queryByText('Singapore')).toBeNull();
    } finally {
      await testI18n.changeLanguage('en');
    }
  });

  it('says there are no invoices inside the table', async () => {
    const empty = { invoiceTransactions: { page: 1, numPages: 0, totalCount: 0, objects: [] } };
    const { client } = mockClient({ InvoiceTransactions: empty });
    render(<InvoicesPage allowDownload timeZone="UTC" />, { client });
    const table = await screen.findByRole('table', { name: 'Invoices' });
    expect(await within(table).findByText('No invoices in this period.')).toBeTruthy();
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
