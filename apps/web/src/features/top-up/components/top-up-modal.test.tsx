import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testI18n } from '../../../testing/i18n';
import { mockClient } from '../../../testing/mock-client';
import { render } from '../../../testing/render';
import { TopUpButton } from './top-up-button';
import { TopUpModal } from './top-up-modal';

const flag = (isActive: boolean) => ({ id: '1', isActive });

function options(overrides: Record<string, unknown> = {}) {
  return {
    allowTopUp: true,
    topUpTaxes: [
      { method: 'CARD', taxRate: '9' },
      { method: 'WIRE_TRANSFER', taxRate: '9' },
      { method: 'SELLER_CENTER', taxRate: '0' },
      { method: 'CREDIT_NOTE', taxRate: '0' },
    ],
    cardPaymentMinMax: ['50', '50000'],
    recommendedTopUpAmounts: ['100', '500', '1000'],
    paymentProvider: 'sandbox',
    paymentMethods: [{ id: '7', brand: 'visa', last4: '4242' }],
    sellerCenterAuthBackends: [
      {
        id: '1',
        provider: 'sc_sg',
        name: 'Seller Center SG',
        isEnabledTopUp: true,
        balance: '0',
        balanceCurrency: 'SGD',
        status: 'LINKED',
      },
    ],
    wallet: { id: '1', balance: '1250', currency: { id: '1', code: 'SGD', maxFractionDigits: 2 } },
    cardFlag: flag(true),
    wireFlag: flag(true),
    sellerCenterFlag: flag(true),
    creditNoteFlag: flag(true),
    voucherFlag: flag(true),
    ...overrides,
  };
}

const percentVoucher = {
  redeemVoucherCode: {
    ok: true,
    errors: [],
    redeemInfo: {
      redeemId: '3',
      voucherCode: 'WELCOME10',
      percentage: '10',
      fixedPrice: null,
      minAmount: '50',
    },
  },
};
const fixedVoucher = {
  redeemVoucherCode: {
    ok: true,
    errors: [],
    redeemInfo: {
      redeemId: '4',
      voucherCode: 'FLAT20',
      percentage: null,
      fixedPrice: '20',
      minAmount: '100',
    },
  },
};

const topUp = (status: string, extra: Record<string, unknown> = {}) => ({
  id: '11',
  status,
  statusReason: null,
  type: 'CARD',
  amount: '100',
  discount: '0',
  tax: '9',
  total: '109',
  ...extra,
});

function setup(answers: Record<string, unknown> = {}) {
  const mock = mockClient({ TopUpOptions: options(), ...answers } as never);
  render(<TopUpModal opened onClose={() => {}} />, { client: mock.client });
  return mock;
}

const amountInput = () => screen.getByLabelText('Amount');
const submitButton = () => screen.getByRole('button', { name: 'Top up' });
const line = (id: string) => screen.getByTestId(id).textContent?.replace(/\s+/g, ' ');

async function typeAmount(value: string) {
  await userEvent.clear(amountInput());
  await userEvent.type(amountInput(), value);
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('TopUpModal', () => {
  it('quotes a percentage voucher live: discount, tax on the rest, total', async () => {
    const { calls } = setup({ RedeemVoucherCode: percentVoucher });
    await typeAmount('100');
    await userEvent.click(screen.getByLabelText('Credit or debit card'));
    expect(line('top-up-line-tax')).toContain('SGD 9.00');
    await userEvent.type(screen.getByLabelText('Voucher code'), 'welcome10');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Voucher applied.')).toBeTruthy();
    expect(calls.find((call) => call.name === 'RedeemVoucherCode')?.variables).toEqual({
      voucherCode: 'welcome10',
    });
    expect(line('top-up-line-amount')).toContain('SGD 100.00');
    expect(line('top-up-line-discount')).toContain('SGD 10.00');
    expect(line('top-up-line-tax')).toContain('SGD 8.10');
    expect(line('top-up-line-total')).toContain('SGD 98.10');
    // Reset clears the discount.
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.queryByTestId('top-up-line-discount')).toBeNull();
    expect(line('top-up-line-total')).toContain('SGD 109.00');
  });

  it('quotes a fixed voucher (the smaller of fixed price and amount) and checks its minAmount', async () => {
    setup({ RedeemVoucherCode: fixedVoucher });
    await typeAmount('80');
    await userEvent.click(screen.getByLabelText('Wire transfer'));
    await userEvent.type(screen.getByLabelText('Voucher code'), 'FLAT20');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('The amount must be at least SGD 100.00.')).toBeTruthy();
    expect(submitButton().hasAttribute('disabled')).toBe(true);
    await typeAmount('150');
    expect(line('top-up-line-discount')).toContain('SGD 20.00');
    expect(line('top-up-line-tax')).toContain('SGD 11.70');
    expect(line('top-up-line-total')).toContain('SGD 141.70');
  });

  it('shows the minimum and maximum with formatted amounts, reading thousand separators', async () => {
    setup();
    await typeAmount('10');
    expect(await screen.findByText('The amount must be at least SGD 50.00.')).toBeTruthy();
    await typeAmount('60,000');
    expect(await screen.findByText('The amount can be at most SGD 50,000.00.')).toBeTruthy();
    await typeAmount('100.555');
    expect(await screen.findByText('Too many decimals for the wallet currency.')).toBeTruthy();
  });

  it('reads the amount in the language: "50,00" is refused in English, never taken as 5000', async () => {
    const { calls } = setup();
    await typeAmount('50,00');
    expect(await screen.findByText(/Type the amount as 1,250.50/)).toBeTruthy();
    await userEvent.click(screen.getByLabelText('Wire transfer'));
    expect(submitButton().hasAttribute('disabled')).toBe(true);
    expect(calls.find((call) => call.name === 'CreateTopUpRequest')).toBeUndefined();
  });

  it('sends "50,00" typed in Portuguese as the canonical 50.00', async () => {
    await testI18n.changeLanguage('pt');
    try {
      const { calls } = setup({
        CreateTopUpRequest: {
          createTopUpRequest: { ok: true, errors: [], confirmToken: null, topUp: topUp('PENDING') },
        },
      });
      await typeAmount('1.050,50');
      await userEvent.click(screen.getByLabelText('Wire transfer'));
      await userEvent.click(submitButton());
      await waitFor(() => expect(calls.find((call) => call.name === 'CreateTopUpRequest')).toBeTruthy());
      expect(calls.find((call) => call.name === 'CreateTopUpRequest')?.variables).toMatchObject({
        amount: '1050.5',
      });
    } finally {
      await testI18n.changeLanguage('en');
    }
  });

  it('keeps submit disabled without amount or method, and while an error shows', async () => {
    setup({
      CreateTopUpRequest: {
        createTopUpRequest: {
          ok: false,
          errors: [{ field: 'redeemId', messages: ['billing:error.voucherAlreadyUsed'] }],
          confirmToken: null,
          topUp: null,
        },
      },
    });
    expect(submitButton().hasAttribute('disabled')).toBe(true);
    await typeAmount('100');
    expect(submitButton().hasAttribute('disabled')).toBe(true);
    await userEvent.click(screen.getByLabelText('Wire transfer'));
    expect(submitButton().hasAttribute('disabled')).toBe(false);
    await userEvent.click(submitButton());
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(submitButton().hasAttribute('disabled')).toBe(true);
    // Changing the input clears the error and enables submit again.
    await typeAmount('200');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(submitButton().hasAttribute('disabled')).toBe(false);
  });

  it('shows a refused voucher on the voucher field, and drops it when the code is edited', async () => {
    setup({
      RedeemVoucherCode: {
        redeemVoucherCode: {
          ok: false,
          errors: [{ field: 'voucherCode', messages: ['billing:error.voucherAlreadyUsed'] }],
          redeemInfo: null,
        },
      },
    });
    await userEvent.type(screen.getByLabelText('Voucher code'), 'USED1');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Voucher code').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.type(screen.getByLabelText('Voucher code'), 'X');
    expect(screen.getByLabelText('Voucher code').getAttribute('aria-invalid')).toBe('false');
  });

  it("removing the voucher takes its minAmount off the amount's minimum, and re-checks the amount", async () => {
    setup({ RedeemVoucherCode: fixedVoucher });
    await typeAmount('10');
    await userEvent.type(screen.getByLabelText('Voucher code'), 'FLAT20');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('The amount must be at least SGD 100.00.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.queryByText('The amount must be at least SGD 100.00.')).toBeNull();
    expect(screen.getByText('The amount must be at least SGD 50.00.')).toBeTruthy();
  });

  it('disables a seller-center backend without a positive balance', async () => {
    setup();
    expect(screen.getByLabelText(/Seller center: Seller Center SG/).hasAttribute('disabled')).toBe(true);
  });

  it("refuses a seller-center top-up above that seller account's balance before sending it", async () => {
    const sellerCenter = options().sellerCenterAuthBackends[0]!;
    const { calls } = setup({
      TopUpOptions: options({ sellerCenterAuthBackends: [{ ...sellerCenter, balance: '1250' }] }),
    });
    await typeAmount('5000');
    await userEvent.click(screen.getByLabelText(/Seller center: Seller Center SG/));
    expect(
      await screen.findByText('The seller center balance is SGD 1,250.00: the top-up cannot be more.'),
    ).toBeTruthy();
    expect(amountInput().getAttribute('aria-invalid')).toBe('true');
    expect(submitButton().hasAttribute('disabled')).toBe(true);
    await userEvent.click(submitButton());
    expect(calls.some((call) => call.name === 'CreateTopUpRequest')).toBe(false);
    await typeAmount('1250');
    expect(screen.queryByText(/the top-up cannot be more/)).toBeNull();
    expect(submitButton().hasAttribute('disabled')).toBe(false);
  });

  it('names the saved card as the card list does: "Visa", not the raw "visa"', async () => {
    setup();
    await typeAmount('100');
    await userEvent.click(screen.getByLabelText('Credit or debit card'));
    expect(screen.getByText('Charged to Visa •••• 4242')).toBeTruthy();
    expect(screen.queryByText(/Charged to visa/)).toBeNull();
  });

  it('with card and no saved card says so and links to the payment method page', async () => {
    setup({ TopUpOptions: options({ paymentMethods: [] }) });
    await typeAmount('100');
    await userEvent.click(screen.getByLabelText('Credit or debit card'));
    expect(screen.getByText(/You have no saved card yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add a card' }).getAttribute('href')).toBe('/billing/method');
    expect(submitButton().hasAttribute('disabled')).toBe(true);
  });

  it('PAID → success modal with the current credit', async () => {
    const { calls } = setup({
      CreateTopUpRequest: {
        createTopUpRequest: { ok: true, errors: [], confirmToken: null, topUp: topUp('PAID') },
      },
    });
    await userEvent.click(screen.getByText('SGD 500.00'));
    await userEvent.click(screen.getByLabelText('Credit or debit card'));
    await userEvent.click(submitButton());
    expect(await screen.findByText('Top-up successful')).toBeTruthy();
    expect(screen.getByTestId('top-up-result-balance').textContent).toMatch(/SGD\s1,250\.00/);
    const create = calls.find((call) => call.name === 'CreateTopUpRequest');
    expect(create?.variables).toMatchObject({ amount: '500', type: 'CARD', provider: null, redeemId: null });
  });

  it('PENDING wire transfer → request received', async () => {
    setup({
      CreateTopUpRequest: {
        createTopUpRequest: {
          ok: true,
          errors: [],
          confirmToken: null,
          topUp: topUp('PENDING', { type: 'WIRE_TRANSFER' }),
        },
      },
    });
    await typeAmount('1000');
    await userEvent.click(screen.getByLabelText('Wire transfer'));
    await userEvent.click(submitButton());
    expect(await screen.findByText('Request received')).toBeTruthy();
    expect(screen.getByText(/the payment will be processed shortly/)).toBeTruthy();
  });

  it('PENDING wire transfer → the received modal says where to pay, the reference and the amount', async () => {
    setup({
      CreateTopUpRequest: {
        createTopUpRequest: {
          ok: true,
          errors: [],
          confirmToken: null,
          topUp: topUp('PENDING', {
            type: 'WIRE_TRANSFER',
            amount: '1000',
            tax: '90',
            total: '1090',
            paymentInstructions: {
              reference: 'TOPUP-000011',
              total: '1090',
              currency: 'SGD',
              bankName: 'DBS Bank Ltd.',
              accountName: 'Marketing Portal Pte. Ltd.',
              accountNumber: '003-900000-1',
              swiftCode: 'DBSSSGSG',
            },
          }),
        },
      },
    });
    await typeAmount('1000');
    await userEvent.click(screen.getByLabelText('Wire transfer'));
    await userEvent.click(submitButton());
    expect(await screen.findByText('Request received')).toBeTruthy();
    const instructions = within(screen.getByTestId('top-up-instructions'));
    expect(instructions.getByText(/quoting the reference TOPUP-000011/)).toBeTruthy();
    const row = (label: string) =>
      instructions.getByRole('rowheader', { name: label }).closest('tr')?.textContent;
    expect(row('Amount to pay')?.replace(/\s/g, ' ')).toContain('SGD 1,090.00');
    expect(row('Reference')).toContain('TOPUP-000011');
    expect(row('Bank')).toContain('DBS Bank Ltd.');
    expect(row('Account name')).toContain('Marketing Portal Pte. Ltd.');
    expect(row('Account number')).toContain('003-900000-1');
    expect(row('SWIFT/BIC')).toContain('DBSSSGSG');
  });

  it('PENDING card with a confirmToken → confirmation step → verification → success', async () => {
    const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
      if (url === '/csrf') return new Response(JSON.stringify({ csrfToken: 'token' }));
      return new Response(JSON.stringify({ status: 'succeeded' }));
    });
    vi.stubGlobal('fetch', fetchMock);
    const { calls } = setup({
      CreateTopUpRequest: {
        createTopUpRequest: { ok: true, errors: [], confirmToken: 'pi_1_secret', topUp: topUp('PENDING') },
      },
      CheckVerifiedTopUpRequest: {
        checkVerifiedTopUpRequest: { ok: true, errors: [], confirmToken: null, topUp: topUp('PAID') },
      },
    });
    await typeAmount('100');
    await userEvent.click(screen.getByLabelText('Credit or debit card'));
    await userEvent.click(submitButton());
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your payment' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm payment' }));
    expect(await screen.findByText('Top-up successful')).toBeTruthy();
    const confirmCall = fetchMock.mock.calls.find(([url]) => url === '/v1/payments/sandbox/confirm');
    expect(JSON.parse(String(confirmCall?.[1]?.body))).toEqual({
      clientSecret: 'pi_1_secret',
      approve: true,
    });
    expect(calls.find((call) => call.name === 'CheckVerifiedTopUpRequest')?.variables).toEqual({ id: '11' });
  });

  it('a refused confirmation shows "Cannot confirm payment" and stops', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/csrf'
          ? new Response(JSON.stringify({ csrfToken: 'token' }))
          : new Response(JSON.stringify({ status: 'failed', declineReason: null })),
      ),
    );
    const { calls } = setup({
      CreateTopUpRequest: {
        createTopUpRequest: { ok: true, errors: [], confirmToken: 'pi_1_secret', topUp: topUp('PENDING') },
      },
    });
    await typeAmount('100');
    await userEvent.click(screen.getByLabelText('Credit or debit card'));
    await userEvent.click(submitButton());
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your payment' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    expect(await screen.findByText('Cannot confirm payment.')).toBeTruthy();
    expect(calls.some((call) => call.name === 'CheckVerifiedTopUpRequest')).toBe(false);
  });

  it("a declined confirmation says the card's reason in words, not its key", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/csrf'
          ? new Response(JSON.stringify({ csrfToken: 'token' }))
          : new Response(JSON.stringify({ status: 'failed', declineReason: 'billing:error.cardDeclined' })),
      ),
    );
    setup({
      CreateTopUpRequest: {
        createTopUpRequest: { ok: true, errors: [], confirmToken: 'pi_1_secret', topUp: topUp('PENDING') },
      },
    });
    await typeAmount('100');
    await userEvent.click(screen.getByLabelText('Credit or debit card'));
    await userEvent.click(submitButton());
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your payment' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    expect(await screen.findByText('Cannot confirm payment. Your card was declined.')).toBeTruthy();
  });
});

describe('TopUpButton', () => {
  it('is hidden when top-up is not allowed', async () => {
    const { client, calls } = mockClient({ AllowTopUp: { allowTopUp: false } });
    render(<TopUpButton />, { client });
    await waitFor(() => expect(calls.some((call) => call.name === 'AllowTopUp')).toBe(true));
    expect(screen.queryByRole('button', { name: 'Top up' })).toBeNull();
  });

  it('opens the modal when allowed', async () => {
    const { client } = mockClient({ AllowTopUp: { allowTopUp: true }, TopUpOptions: options() });
    render(<TopUpButton />, { client });
    await userEvent.click(await screen.findByRole('button', { name: 'Top up' }));
    expect(await screen.findByRole('dialog', { name: 'Top up credit' })).toBeTruthy();
  });
});
