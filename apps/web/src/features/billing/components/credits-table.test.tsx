import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { prefixedSortBy, useTableUrlState } from '../../../components/data-table/use-table-url-state';
import { testI18n } from '../../../testing/i18n';
import { render } from '../../../testing/render';
import { CreditsTable } from './credits-table';

const credit = {
  id: 'c1',
  dateCreated: '2026-03-01T10:00:00Z',
  kind: 'TOPUP' as const,
  amount: '100',
  remainAmount: '40.5',
  startDate: '2026-03-01T10:00:00Z',
  expiryDate: '2027-03-01T10:00:00Z',
  status: 'IN_USE' as const,
  isFree: false,
  paymentMethod: 'CARD' as const,
  description: 'Top-up by card',
  timeZone: 'Asia/Singapore',
};

function Harness({
  objects = [credit],
  timeZone = 'UTC',
}: {
  objects?: (typeof credit)[];
  timeZone?: string;
}) {
  const table = useTableUrlState();
  return (
    <>
      <CreditsTable
        list={{ objects, page: 1, numPages: 1, totalCount: 1 }}
        isLoading={false}
        currency={{ code: 'SGD', maxFractionDigits: 2 }}
        timeZone={timeZone}
        table={table}
      />
      <output data-testid="sort-by">{prefixedSortBy(table.sort)}</output>
    </>
  );
}

describe('CreditsTable', () => {
  it("asks listCredits for the toggled sort ('-' prefix descending) and marks the sorted column", async () => {
    render(<Harness />, { route: '/billing/credits?status=IN_USE' });
    await userEvent.click(screen.getByRole('button', { name: /Expiry/ }));
    expect(screen.getByTestId('sort-by').textContent).toBe('expiryDate');
    expect(screen.getByRole('columnheader', { name: /Expiry/ }).getAttribute('aria-sort')).toBe('ascending');
    await userEvent.click(screen.getByRole('button', { name: /Expiry/ }));
    expect(screen.getByTestId('sort-by').textContent).toBe('-expiryDate');
    expect(screen.getByRole('columnheader', { name: /Expiry/ }).getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByTestId('location').textContent).toContain('status=IN_USE');
  });

  it('shows money in the wallet currency and the status badge', () => {
    render(<Harness />);
    const row = screen.getByTestId('credit-row');
    expect(row.textContent?.replace(/\s/g, ' ')).toContain('SGD 40.50');
    expect(row.querySelector('[data-status="IN_USE"]')).not.toBeNull();
  });

  it("dates a credit in its document's zone, the day its invoice shows, whatever the profile's zone", () => {
    // 23:37 in New York on 23 November is 24 November in Singapore, the invoice's retailer's day.
    const lateTopUp = {
      ...credit,
      dateCreated: '2026-11-24T04:37:00Z',
      startDate: '2026-11-24T04:37:00Z',
      expiryDate: null,
    } as unknown as typeof credit;
    render(<Harness objects={[lateTopUp]} timeZone="America/New_York" />);
    const cells = [...screen.getByTestId('credit-row').querySelectorAll('td')].map(
      (cell) => cell.textContent,
    );
    // yyyy/MM/dd, as the invoices list and the PDF write it (decision 0181), not the language's 11/24/2026.
    expect(cells[0]).toBe('2026/11/24');
    expect(cells).toContain('2026/11/24');
    expect(cells).not.toContain('2026/11/23');
  });

  it('writes a top-up at 2026-11-23T17:30Z in Asia/Singapore as 2026/11/24 in every language (decision 0181)', async () => {
    const topUp = { ...credit, dateCreated: '2026-11-23T17:30:00Z', startDate: '2026-11-23T17:30:00Z' };
    await testI18n.changeLanguage('pt');
    try {
      render(<Harness objects={[topUp]} timeZone="UTC" />);
      const row = screen.getByTestId('credit-row');
      expect(row.querySelector('td')?.textContent).toBe('2026/11/24');
      expect(row.textContent).toContain('2027/03/01');
      expect(row.textContent).not.toContain('24/11/2026');
    } finally {
      await testI18n.changeLanguage('en');
    }
  });
});
