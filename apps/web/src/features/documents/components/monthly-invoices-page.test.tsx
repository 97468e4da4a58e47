import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockClient } from '../../../testing/mock-client';
import { render } from '../../../testing/render';
import { MonthlyInvoicesPage } from './monthly-invoices-page';

const month = (monthText: string, code: string, currency: string, amount: string, canDownload: boolean) => ({
  month: monthText,
  amount,
  currency,
  canDownload,
  catalog: { id: code, code, name: code === 'JP' ? 'Japan' : 'Singapore' },
  invoices: [{ id: `${code}-i`, invoiceNo: `${code}-2026-000001` }],
  creditNotes: [{ id: `${code}-c`, creditNoteNo: `${code}-CN-2026-000001` }],
});

const answers = {
  MonthlyInvoices: {
    monthlyInvoices: [
      month('2026-03', 'SG', 'SGD', '1250.5', true),
      month('2026-03', 'JP', 'JPY', '1250.5', false),
    ],
  },
};

const cellTexts = (row: HTMLElement) =>
  // Intl puts a no-break space between the code and the figure.
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent?.replace(/\s/g, ' '));

describe('MonthlyInvoicesPage', () => {
  it('is the one DataTable: month, retailer, the amount through <Money>, the documents as links', async () => {
    const { client } = mockClient(answers);
    render(<MonthlyInvoicesPage allowDownload allowCreditNoteDownload timeZone="UTC" />, { client });
    const table = await screen.findByRole('table', { name: 'Monthly invoices' });
    const [, sg, jp] = within(table).getAllByRole('row') as HTMLElement[];
    expect(cellTexts(sg as HTMLElement)).toEqual([
      '2026/03',
      'Singapore',
      'SGD 1,250.50',
      'SG-2026-000001',
      'SG-CN-2026-000001',
    ]);
    // The currency's own digits: Yen has none (half away from zero).
    expect(cellTexts(jp as HTMLElement)[2]).toBe('¥1,251');
    expect(screen.getByRole('button', { name: 'Download invoice SG-2026-000001' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download credit note SG-CN-2026-000001' })).toBeTruthy();
    // The retailer that does not allow downloads: plain numbers.
    expect(screen.queryByRole('button', { name: /JP-2026-000001/ })).toBeNull();
    expect(within(jp as HTMLElement).getByText('JP-CN-2026-000001')).toBeTruthy();
  });

  it('keeps credit notes plain without their flag', async () => {
    const { client } = mockClient(answers);
    render(<MonthlyInvoicesPage allowDownload allowCreditNoteDownload={false} timeZone="UTC" />, { client });
    expect(await screen.findByRole('button', { name: 'Download invoice SG-2026-000001' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Download credit note/ })).toBeNull();
  });

  it('says there is nothing inside the table', async () => {
    const { client } = mockClient({ MonthlyInvoices: { monthlyInvoices: [] } });
    render(<MonthlyInvoicesPage allowDownload allowCreditNoteDownload timeZone="UTC" />, { client });
    const table = await screen.findByRole('table', { name: 'Monthly invoices' });
    expect(await within(table).findByText('No invoices in this period.')).toBeTruthy();
  });

  it('shows skeleton rows while the list loads', async () => {
    render(<MonthlyInvoicesPage allowDownload allowCreditNoteDownload timeZone="UTC" />, {
      client: mockClient({}).client,
    });
    const table = await screen.findByRole('table', { name: 'Monthly invoices' });
    expect(table.getAttribute('aria-busy')).toBe('true');
  });
});
