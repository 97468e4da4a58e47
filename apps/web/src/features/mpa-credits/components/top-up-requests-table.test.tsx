import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { render } from '../../../testing/render';
import type { MpaTopUpRequestRow } from '../api/get-mpa-top-up-requests';
import { TopUpRequestsTable } from './top-up-requests-table';

const base: MpaTopUpRequestRow = {
  id: 'r1',
  sellerId: 's1',
  dateCreated: '2026-03-01T10:00:00Z',
  method: 'WIRE_TRANSFER',
  requestAmount: '100',
  tax: '9',
  taxAmount: '9',
  total: '109',
  currency: 'SGD',
  status: 'REQUESTING',
  statusReason: null,
  invoice: null,
  paymentInstructions: null,
};

const page = (objects: MpaTopUpRequestRow[], numPages = 1) => ({
  objects,
  page: 1,
  numPages,
  totalCount: objects.length,
  hasNext: numPages > 1,
  hasPrev: false,
});

function renderRows(objects: MpaTopUpRequestRow[], numPages = 1) {
  return render(
    <TopUpRequestsTable
      list={page(objects, numPages)}
      isLoading={false}
      timeZone="Asia/Singapore"
      onPageChange={() => {}}
      onDownload={(invoice) => downloads.push(invoice.id)}
      downloadingId={null}
    />,
  );
}

const downloads: string[] = [];

const rowOf = (status: string) =>
  screen.getAllByTestId('top-up-row').find((row) => row.getAttribute('data-status') === status)!;

describe('TopUpRequestsTable (spec 3 §2.2)', () => {
  it('writes the requested moment, the method, amount, tax and amount with tax', () => {
    renderRows([base]);
    const row = within(rowOf('REQUESTING'));
    // 10:00 UTC is 18:00 in Singapore; the one date format (decision 0181).
    expect(row.getByText('2026/03/01 18:00')).toBeTruthy();
    expect(row.getByText('Wire Transfer')).toBeTruthy();
    expect(rowOf('REQUESTING').textContent?.replace(/\s/g, ' ')).toContain('SGD 100.00');
    expect(rowOf('REQUESTING').textContent?.replace(/\s/g, ' ')).toContain('SGD 9.00 (9%)');
    expect(row.getByTestId('top-up-total').textContent?.replace(/\s/g, ' ')).toBe('SGD 109.00');
    expect(row.getByTestId('top-up-total').getAttribute('style') ?? '').not.toMatch(/blue/);
    expect(row.queryByRole('img')).toBeNull();
    expect(row.queryByRole('button', { name: /Download/ })).toBeNull();
  });

  it('shows a failed row with an error icon whose tooltip is the reason', async () => {
    renderRows([{ ...base, id: 'r2', status: 'FAILED', statusReason: 'Payment not received' }]);
    const icon = within(rowOf('FAILED')).getByTestId('top-up-failed-icon');
    expect(icon.getAttribute('aria-label')).toBe('Failed: Payment not received');
    await userEvent.hover(icon);
    expect((await screen.findByRole('tooltip')).textContent).toBe('Payment not received');
  });

  it('shows a failed row without a reason with the icon and no tooltip', async () => {
    renderRows([{ ...base, id: 'r2', status: 'FAILED', statusReason: null }]);
    const icon = within(rowOf('FAILED')).getByTestId('top-up-failed-icon');
    expect(icon.getAttribute('aria-label')).toBe('Failed');
    await userEvent.hover(icon);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows a completed row with a check and its total in blue, and its invoice to download', async () => {
    renderRows([
      {
        ...base,
        id: 'r3',
        method: 'CARD',
        status: 'COMPLETED',
        invoice: { id: 'i1', invoiceNo: 'INV-2026-0042', downloadUrl: '/v1/billing/invoices' },
      },
    ]);
    const row = within(rowOf('COMPLETED'));
    expect(row.getByRole('img', { name: 'Completed' })).toBeTruthy();
    expect(row.getByTestId('top-up-total').getAttribute('style')).toMatch(/blue/);
    const download = row.getByRole('button', { name: 'Download invoice INV-2026-0042' });
    expect(download.textContent).toBe('Download');
    downloads.length = 0;
    await userEvent.click(download);
    expect(downloads).toEqual(['i1']);
  });

  it('says so when there are no requests', () => {
    renderRows([]);
    expect(screen.getByText('No top-up requests match these filters.')).toBeTruthy();
  });

  it('pages with the server', async () => {
    const pages: number[] = [];
    render(
      <TopUpRequestsTable
        list={page([base], 3)}
        isLoading={false}
        timeZone="UTC"
        onPageChange={(next) => pages.push(next)}
        onDownload={() => {}}
        downloadingId={null}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(pages).toEqual([2]);
  });

  it('offers how to pay a wire transfer waiting for its money: bank account, reference and total', async () => {
    renderRows([
      {
        ...base,
        paymentInstructions: {
          reference: 'MPA-TOPUP-000003',
          total: '109',
          currency: 'SGD',
          bankName: 'DBS Bank Ltd.',
          accountName: 'Marketing Portal Pte. Ltd.',
          accountNumber: '003-900000-1',
          swiftCode: 'DBSSSGSG',
        },
      },
      { ...base, id: 'r2', method: 'CARD', status: 'COMPLETED' },
    ]);
    expect(within(rowOf('COMPLETED')).queryByRole('button', { name: 'How to pay' })).toBeNull();
    await userEvent.click(within(rowOf('REQUESTING')).getByRole('button', { name: 'How to pay' }));
    const instructions = within(await screen.findByTestId('top-up-instructions'));
    expect(instructions.getByText(/quoting the reference MPA-TOPUP-000003/)).toBeTruthy();
    // The dropdown opens with a transition: its table is read once it shows.
    await instructions.findByRole('rowheader', { name: 'Amount to pay' });
    const row = (label: string) =>
      instructions
        .getByRole('rowheader', { name: label })
        .closest('tr')
        ?.textContent?.replace(/\u00a0/g, ' ');
    expect(row('Amount to pay')).toContain('SGD 109.00');
    expect(row('Reference')).toContain('MPA-TOPUP-000003');
    expect(row('Bank')).toContain('DBS Bank Ltd.');
    expect(row('Account number')).toContain('003-900000-1');
    expect(row('SWIFT/BIC')).toContain('DBSSSGSG');
  });
});
