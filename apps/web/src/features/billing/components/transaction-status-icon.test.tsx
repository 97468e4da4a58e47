import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { render } from '../../../testing/render';
import { TransactionStatusIcon } from './transaction-status-icon';
import { TransactionsTable } from './transactions-table';

const row = {
  id: '1',
  currency: 'SGD',
  chargeDate: '2026-03-01T10:00:00Z',
  description: 'Spend',
  brand: 'Acme Basics',
  catalog: { id: '1', code: 'SG', name: 'Singapore' },
  adType: 'PRODUCT' as const,
  clicks: 12,
  impressions: 400,
  amount: '4.2',
  isIncome: false,
  status: 'COMPLETED' as const,
  statusReason: null,
  balanceAfter: '95.8',
};

describe('TransactionStatusIcon', () => {
  it('shows a check for a completed transaction and no tooltip', () => {
    render(<TransactionStatusIcon status="COMPLETED" />);
    expect(screen.getByLabelText('Completed')).toBeTruthy();
    expect(screen.queryByTestId('transaction-failed-icon')).toBeNull();
  });

  it('shows the reason of a failed transaction in a tooltip', async () => {
    render(<TransactionStatusIcon status="FAILED" statusReason="Insufficient balance" />);
    const icon = screen.getByTestId('transaction-failed-icon');
    expect(icon.getAttribute('aria-label')).toBe('Failed: Insufficient balance');
    await userEvent.hover(icon);
    expect((await screen.findByRole('tooltip')).textContent).toBe('Insufficient balance');
  });
});

describe('TransactionsTable', () => {
  it('writes income in blue and spends in black, in the wallet currency', () => {
    render(
      <TransactionsTable
        list={{
          objects: [
            row,
            { ...row, id: '2', isIncome: true, brand: null, catalog: null, adType: null, amount: '100' },
          ],
          page: 1,
          numPages: 1,
          totalCount: 2,
        }}
        isLoading={false}
        currency={{ code: 'SGD', maxFractionDigits: 2 }}
        timeZone="Asia/Singapore"
        onPageChange={() => {}}
      />,
    );
    const [spend, income] = screen.getAllByTestId('transaction-amount');
    expect(spend!.textContent?.replace(/\s/g, ' ')).toBe('SGD 4.20');
    expect(income!.textContent?.replace(/\s/g, ' ')).toBe('SGD 100.00');
    expect(income!.getAttribute('style') ?? income!.className).toMatch(/blue/);
    expect(spend!.getAttribute('style') ?? spend!.className).toMatch(/black/);
    // 10:00 UTC is 18:00 in Singapore, the company's zone.
    expect(screen.getAllByText('2026/03/01 18:00')).toHaveLength(2);
  });
});
