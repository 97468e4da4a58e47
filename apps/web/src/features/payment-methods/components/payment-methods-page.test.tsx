import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockClient } from '../../../testing/mock-client';
import { render } from '../../../testing/render';
import { PaymentMethodsPage } from './payment-methods-page';

const card = (id: string, last4: string, brand = 'visa') => ({
  __typename: 'PaymentMethod',
  id,
  brand,
  last4,
  expMonth: 12,
  expYear: 2030,
});

const page = (cards: ReturnType<typeof card>[], autoTopUp = false) => ({
  paymentMethods: cards,
  paymentProvider: 'sandbox',
  paymentClientData: {
    __typename: 'PaymentClientData',
    provider: 'sandbox',
    tokenUrl: '/v1/payments/sandbox/tokens',
  },
  allowTopUp: true,
  autoTopUp: { __typename: 'AutoTopUp', autoTopUp, autoTopUpThreshold: '0', autoTopUpAmount: '100' },
  cardPaymentMinMax: ['50', '50000'],
  wallet: {
    __typename: 'Wallet',
    id: '1',
    currency: { __typename: 'Currency', id: 'SGD', code: 'SGD', maxFractionDigits: 2 },
  },
});

const twoCards = [card('1', '4242'), card('2', '4444', 'mastercard')];

describe('PaymentMethodsPage', () => {
  it('shows only the first card without add_multiple_cards, and no add tile once it has one', async () => {
    const { client } = mockClient({ PaymentMethodsPage: page(twoCards) });
    render(<PaymentMethodsPage multipleCards={false} showAutoTopUp maxCards={3} />, { client });
    const tiles = await screen.findAllByTestId('card-tile');
    expect(tiles).toHaveLength(1);
    expect(within(tiles[0]!).getByText('•••• 4242')).toBeTruthy();
    expect(within(tiles[0]!).getByText('Default')).toBeTruthy();
    expect(screen.queryByTestId('add-card-tile')).toBeNull();
  });

  it('shows every card with the flag, the default badge on the first, and the add tile below the maximum', async () => {
    const { client } = mockClient({ PaymentMethodsPage: page(twoCards) });
    render(<PaymentMethodsPage multipleCards showAutoTopUp maxCards={3} />, { client });
    const tiles = await screen.findAllByTestId('card-tile');
    expect(tiles).toHaveLength(2);
    expect(within(tiles[1]!).queryByText('Default')).toBeNull();
    expect(screen.getByTestId('add-card-tile')).toBeTruthy();
    expect(screen.getByTestId('auto-top-up-panel')).toBeTruthy();
  });

  it('hides the add tile at max_number_of_cards and the auto top-up panel without a card', async () => {
    const full = mockClient({ PaymentMethodsPage: page(twoCards) });
    const { unmount } = render(<PaymentMethodsPage multipleCards showAutoTopUp maxCards={2} />, {
      client: full.client,
    });
    await screen.findAllByTestId('card-tile');
    expect(screen.queryByTestId('add-card-tile')).toBeNull();
    unmount();
    const empty = mockClient({ PaymentMethodsPage: page([]) });
    render(<PaymentMethodsPage multipleCards showAutoTopUp maxCards={3} />, { client: empty.client });
    expect(await screen.findByTestId('add-card-tile')).toBeTruthy();
    expect(screen.queryByTestId('auto-top-up-panel')).toBeNull();
  });

  it('makes a card the default through its menu', async () => {
    const { client, calls } = mockClient({
      PaymentMethodsPage: page(twoCards),
      SetDefaultPaymentMethod: { setDefaultPaymentMethod: { ok: true, errors: [] } },
    });
    render(<PaymentMethodsPage multipleCards showAutoTopUp maxCards={3} />, { client });
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Mastercard •••• 4444' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Make default' }));
    await waitFor(() =>
      expect(calls.find((call) => call.name === 'SetDefaultPaymentMethod')?.variables).toEqual({ index: 1 }),
    );
  });

  it('asks before removing a card', async () => {
    const { client, calls } = mockClient({
      PaymentMethodsPage: page(twoCards),
      DeletePaymentMethod: { deletePaymentMethod: { ok: true, errors: [] } },
    });
    render(<PaymentMethodsPage multipleCards showAutoTopUp maxCards={3} />, { client });
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Visa •••• 4242' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Remove' }));
    expect(await screen.findByText('Remove Visa •••• 4242?')).toBeTruthy();
    expect(calls.some((call) => call.name === 'DeletePaymentMethod')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(calls.find((call) => call.name === 'DeletePaymentMethod')?.variables).toEqual({ index: 0 }),
    );
  });

  it('shows the Stripe.js notice instead of the card form with the Stripe provider', async () => {
    const data = page([]);
    const { client } = mockClient({
      PaymentMethodsPage: {
        ...data,
        paymentProvider: 'stripe',
        paymentClientData: { ...data.paymentClientData, provider: 'stripe', tokenUrl: null },
      },
    });
    render(<PaymentMethodsPage multipleCards showAutoTopUp maxCards={3} />, { client });
    await userEvent.click(await screen.findByTestId('add-card-tile'));
    expect(await screen.findByTestId('stripe-notice')).toBeTruthy();
    expect(screen.queryByLabelText('Card number')).toBeNull();
  });
});
