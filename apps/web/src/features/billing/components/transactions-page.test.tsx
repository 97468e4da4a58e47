import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockClient } from '../../../testing/mock-client';
import { render } from '../../../testing/render';
import { TransactionsPage } from './transactions-page';

const options = {
  BillingFilterOptions: {
    me: {
      id: 'u1',
      timezone: 'Asia/Singapore',
      company: {
        id: '7',
        timezone: 'Asia/Singapore',
        brands: [
          { id: '3', name: 'Northwind' },
          { id: '4', name: 'Harbor Lane' },
        ],
      },
    },
    brandCatalogs: [],
    allCatalogs: [],
  },
  WalletTransactions: { walletTransactions: { page: 1, numPages: 1, totalCount: 0, objects: [] } },
};

function askedBrands(calls: ReturnType<typeof mockClient>['calls']) {
  return calls.filter((call) => call.name === 'WalletTransactions').map((call) => call.variables.brandId);
}

describe("TransactionsPage: the header's brand filters the list (issue 12)", () => {
  it("asks for the header's brand (?brandId)", async () => {
    const { client, calls } = mockClient(options);
    render(<TransactionsPage />, { client, route: '/billing/transactions?brandId=3&from=all' });
    await waitFor(() => expect(askedBrands(calls)).toContain('3'));
    expect(askedBrands(calls).every((brandId) => brandId === '3')).toBe(true);
  });

  it("the page's brand filter is the header's brandId", async () => {
    const { client, calls } = mockClient(options);
    render(<TransactionsPage />, { client, route: '/billing/transactions?from=all&page=2' });
    await waitFor(() => expect(askedBrands(calls)).toContain(null));
    await userEvent.click(screen.getByRole('textbox', { name: 'Brand' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Harbor Lane', hidden: true }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/billing/transactions?from=all&brandId=4'),
    );
    await waitFor(() => expect(askedBrands(calls)).toContain('4'));
  });
});
