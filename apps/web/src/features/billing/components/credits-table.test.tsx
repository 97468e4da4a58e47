import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { prefixedSortBy, useTableUrlState } from '../../../components/data-table/use-table-url-state';
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
};

function Harness() {
  const table = useTableUrlState();
  return (
    <>
      <CreditsTable
        list={{ objects: [credit], page: 1, numPages: 1, totalCount: 1 }}
        isLoading={false}
        currency={{ code: 'SGD', maxFractionDigits: 2 }}
        timeZone="UTC"
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
});
