import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockClient } from '../../../testing/mock-client';
import { render } from '../../../testing/render';
import { BillingLayout } from './billing-layout';
import { TransactionsPage } from './transactions-page';

const wallet = {
  id: 'W1',
  balance: '3921.22',
  unpaidCost: '0',
  freeCredit: '100',
  paidCredit: '3821.22',
  expiringSoonBalance: '50',
  expiringSoonTimeDelta: 30,
  currency: { id: 'SGD', code: 'SGD', maxFractionDigits: 2 },
};

const page = (
  <BillingLayout title="Transactions" showFreePaidCredit needsCompany={false}>
    <TransactionsPage />
  </BillingLayout>
);

/** The slot's reserved height as Mantine writes it (rem times the scale). */
const minHeightOf = (element: HTMLElement) => element.style.minHeight;

describe('BillingLayout', () => {
  it('holds the credit slot and the content area with placeholders while the wallet loads', async () => {
    // No answer for BillingWallet: it stays loading.
    const { client, calls } = mockClient({});
    render(page, { client });
    const slot = await screen.findByTestId('billing-header-credit-slot');
    expect(minHeightOf(slot)).toContain('6.875rem');
    expect(within(slot).getByTestId('billing-header-credit-loading').getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByTestId('billing-header-credit')).toBeNull();
    expect(screen.getByTestId('billing-body-placeholder')).toBeTruthy();
    // The content is mounted, hidden: its own queries already run beside the wallet's (no waterfall).
    expect(screen.getByTestId('billing-body').hidden).toBe(true);
    expect(calls.map((call) => call.name)).toContain('WalletTransactions');
  });

  it('shows the card, the alert and the content in one pass once the wallet answers', async () => {
    const { client } = mockClient({ BillingWallet: { wallet } });
    render(page, { client });
    const card = await screen.findByTestId('billing-header-credit');
    expect(card.textContent).toMatch(/SGD\s3,921\.22/);
    expect(screen.getByTestId('billing-header-credit-slot').contains(card)).toBe(true);
    expect(minHeightOf(screen.getByTestId('billing-header-credit-slot'))).toContain('6.875rem');
    expect(screen.getByTestId('expiring-soon')).toBeTruthy();
    expect(screen.getByTestId('billing-body').hidden).toBe(false);
    expect(screen.queryByTestId('billing-body-placeholder')).toBeNull();
    expect(screen.queryByTestId('billing-header-credit-loading')).toBeNull();
  });

  it('asks nothing of the wallet for staff who have not picked a company', () => {
    const { client, calls } = mockClient({});
    render(
      <BillingLayout title="Transactions" showFreePaidCredit={false} needsCompany>
        <p>content</p>
      </BillingLayout>,
      { client },
    );
    expect(calls.some((call) => call.name === 'BillingWallet')).toBe(false);
    expect(screen.queryByText('content')).toBeNull();
  });
});
