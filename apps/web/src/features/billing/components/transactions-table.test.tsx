import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { testI18n } from '../../../testing/i18n';
import { render } from '../../../testing/render';
import { TransactionsTable } from './transactions-table';

const spend = {
  __typename: 'WalletTransaction',
  id: 't1',
  currency: 'SGD',
  chargeDate: '2026-11-20T10:00:00Z',
  description: 'Sponsored products',
  brand: 'Northwind',
  catalog: { id: '1', code: 'SG', name: 'Singapore' },
  adType: 'PRODUCT',
  clicks: 1234,
  impressions: 8930,
  amount: '12.5',
  isIncome: false,
  status: 'PAID',
  statusReason: null,
  balanceAfter: '1000',
} as const;

afterEach(() => testI18n.changeLanguage('en'));

describe('TransactionsTable', () => {
  it("writes counts in the user's language, as the amounts beside them", async () => {
    await testI18n.changeLanguage('pt');
    render(
      <TransactionsTable
        list={{ objects: [spend as never], page: 1, numPages: 1, totalCount: 1 }}
        isLoading={false}
        currency={{ code: 'SGD', maxFractionDigits: 2 }}
        timeZone="UTC"
        onPageChange={() => {}}
      />,
    );
    expect(await screen.findByText('8.930')).toBeTruthy();
    expect(screen.getByText('1.234')).toBeTruthy();
    expect(screen.queryByText('8,930')).toBeNull();
    // The country too (issue 12: it stayed 'Singapore').
    expect(screen.getByText('Singapura')).toBeTruthy();
  });

  it('writes the charge as yyyy/MM/dd HH:mm in the profile zone, the same in every language (decision 0181)', async () => {
    await testI18n.changeLanguage('pt');
    render(
      <TransactionsTable
        list={{
          objects: [{ ...spend, chargeDate: '2026-11-23T17:30:00Z' } as never],
          page: 1,
          numPages: 1,
          totalCount: 1,
        }}
        isLoading={false}
        currency={{ code: 'SGD', maxFractionDigits: 2 }}
        timeZone="Asia/Singapore"
        onPageChange={() => {}}
      />,
    );
    expect(await screen.findByText('2026/11/24 01:30')).toBeTruthy();
  });

  it('shows what each movement was, and a dash for clicks and impressions on rows that are not ad spend', async () => {
    const booking = {
      ...spend,
      id: 't2',
      description: 'Booking Autumn collection hero, Autumn newsletter feature',
      brand: null,
      catalog: null,
      adType: null,
      clicks: 0,
      impressions: 0,
      amount: '1470',
    };
    const topUp = {
      ...spend,
      id: 't3',
      description: 'Top-up',
      brand: null,
      catalog: null,
      adType: null,
      clicks: 0,
      impressions: 0,
      amount: '100',
      isIncome: true,
    };
    const idleAd = { ...spend, id: 't4', description: 'Sponsored products', clicks: 0, impressions: 0 };
    render(
      <TransactionsTable
        list={{
          objects: [booking as never, topUp as never, idleAd as never],
          page: 1,
          numPages: 1,
          totalCount: 3,
        }}
        isLoading={false}
        currency={{ code: 'SGD', maxFractionDigits: 2 }}
        timeZone="UTC"
        onPageChange={() => {}}
      />,
    );
    expect(await screen.findByRole('columnheader', { name: 'Description' })).toBeTruthy();
    const rows = screen.getAllByTestId('transaction-row');
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    const cell = (index: number, header: string) =>
      within(rows[index] as HTMLElement).getAllByRole('cell')[headers.indexOf(header)]?.textContent;
    expect(cell(0, 'Description')).toBe('Booking Autumn collection hero, Autumn newsletter feature');
    expect(cell(1, 'Description')).toBe('Top-up');
    for (const index of [0, 1]) {
      expect(cell(index, 'Clicks')).toBe('—');
      expect(cell(index, 'Impressions')).toBe('—');
    }
    // An ad-spend row keeps a real 0.
    expect(cell(2, 'Clicks')).toBe('0');
    expect(cell(2, 'Impressions')).toBe('0');
  });
});
