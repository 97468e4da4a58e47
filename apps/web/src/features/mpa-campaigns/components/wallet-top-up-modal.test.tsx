import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockClient } from '../../../testing/mock-client';
import { render } from '../../../testing/render';
import { WalletTopUpModal } from './wallet-top-up-modal';

const options = (cards: number, paidCredit = '0') => ({
  paymentMethods: Array.from({ length: cards }, (_, index) => ({
    id: String(index),
    brand: 'visa',
    last4: '4242',
  })),
  wallet: { id: 'w1', paidCredit },
});
/** An answer computed per request (a named wrapper: lint reads a capitalised key's arrow as a component). */
const answerFrom = (answer: (variables: Record<string, unknown>) => Record<string, unknown>) => answer;

const taxes: Record<string, string> = { WIRE_TRANSFER: '9', CARD: '9', PAID_CREDIT: '0' };
const request = (status: string, statusReason: string | null = null, method = 'WIRE_TRANSFER') => ({
  createMpaTopUpRequest: {
    ok: true,
    errors: [],
    topUpRequest: {
      id: 't1',
      status,
      statusReason,
      method,
      requestAmount: '100',
      taxAmount: '9',
      total: '109',
      currency: 'SGD',
    },
  },
});

function setup(answers: Record<string, unknown> = {}, paidCreditFlag = false) {
  const { client, calls } = mockClient({
    MpaTopUpOptions: options(0),
    MpaTopUpTax: answerFrom((variables) => ({ mpaTopUpTax: taxes[variables.method as string] })),
    ...(answers as Record<string, Record<string, unknown>>),
  });
  const onReceived = vi.fn();
  render(
    <WalletTopUpModal
      sellerId="s1"
      sellerName="Acme (SG)"
      currency="SGD"
      paidCreditFlag={paidCreditFlag}
      onClose={() => undefined}
      onReceived={onReceived}
    />,
    { client },
  );
  const sent = () => calls.filter((call) => call.name === 'MpaCreateTopUpRequest');
  return { onReceived, sent };
}

/** Intl writes a no-break space between the code and the figure. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/\u00a0/g, ' ');
const amountInput = () => screen.getByTestId('mpa-top-up-amount');
const method = (name: RegExp) => screen.getByRole('radio', { name });

describe('WalletTopUpModal', () => {
  it("asks for an amount: 'Top Up Amount is required', nothing sent", async () => {
    const { sent } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Top up' }));
    expect(screen.getByText('Top Up Amount is required')).toBeTruthy();
    expect(sent()).toHaveLength(0);
  });

  it('offers 1×, 2×, 5× and 10× of the base, wire transfer by default, and totals amount plus tax', async () => {
    setup();
    const recommended = screen.getByRole('group', { name: 'Recommended amounts' });
    expect(
      within(recommended)
        .getAllByRole('checkbox')
        .map((chip) => plain(chip.closest('div')?.textContent)),
    ).toEqual(['SGD 50.00', 'SGD 100.00', 'SGD 250.00', 'SGD 500.00']);
    await userEvent.click(within(recommended).getAllByRole('checkbox')[1] as HTMLElement);
    expect((amountInput() as HTMLInputElement).value).toBe('100');
    expect((method(/Wire Transfer/) as HTMLInputElement).checked).toBe(true);
    const lines = await screen.findByTestId('mpa-top-up-lines');
    expect(plain(lines.textContent)).toContain('Tax (9%)SGD 9.00');
    expect(plain(lines.textContent)).toContain('Total chargeSGD 109.00');
  });

  it('offers the card only with a saved card', async () => {
    setup();
    expect((method(/Credit Card/) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('Add a card in billing to pay by card.')).toBeTruthy();
  });

  it('offers paid credit only under the flag and when it covers the amount; no tax on it', async () => {
    setup({ MpaTopUpOptions: options(1, '150') }, true);
    await userEvent.type(amountInput(), '100');
    await userEvent.click(method(/Paid Credit/));
    expect(plain((await screen.findByTestId('mpa-top-up-lines')).textContent)).toContain(
      'Total chargeSGD 100.00',
    );
    await userEvent.type(amountInput(), '0');
    expect(screen.queryByRole('radio', { name: /Paid Credit/ })).toBeNull();
    expect((method(/Wire Transfer/) as HTMLInputElement).checked).toBe(true);
  });

  it('never offers paid credit without the flag', async () => {
    setup({ MpaTopUpOptions: options(1, '1000') }, false);
    await userEvent.type(amountInput(), '100');
    expect(screen.queryByRole('radio', { name: /Paid Credit/ })).toBeNull();
  });

  it('sends the amount and method with one idempotency key per opening; FAILED shows its reason in the modal', async () => {
    const { sent, onReceived } = setup({
      MpaTopUpOptions: options(1),
      MpaCreateTopUpRequest: request('FAILED', 'Your card was declined.', 'CARD'),
    });
    await userEvent.type(amountInput(), '100');
    await userEvent.click(method(/Credit Card/));
    await userEvent.click(screen.getByRole('button', { name: 'Top up' }));
    expect(await screen.findByText('Your card was declined.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Top up' }));
    await waitFor(() => expect(sent()).toHaveLength(2));
    const [first, second] = sent();
    expect(first?.variables).toMatchObject({ sellerId: 's1', requestAmount: '100', method: 'CARD' });
    expect(first?.variables.idempotencyKey).toMatch(/^mpa-top-up:/);
    expect(second?.variables.idempotencyKey).toBe(first?.variables.idempotencyKey);
    expect(onReceived).not.toHaveBeenCalled();
  });

  it('any other status is received: the page shows its notice', async () => {
    const { onReceived } = setup({ MpaCreateTopUpRequest: request('REQUESTING') });
    await userEvent.type(amountInput(), '100');
    await userEvent.click(screen.getByRole('button', { name: 'Top up' }));
    await waitFor(() =>
      expect(onReceived).toHaveBeenCalledWith(expect.objectContaining({ status: 'REQUESTING' })),
    );
  });

  it('ignores a second submit while the first is under way', async () => {
    const { sent } = setup({});
    await userEvent.type(amountInput(), '100');
    const submit = screen.getByRole('button', { name: 'Top up' });
    await userEvent.click(submit);
    await userEvent.click(submit);
    expect(sent()).toHaveLength(1);
  });

  it("shows the server's refusal of the amount on the field", async () => {
    setup({
      MpaCreateTopUpRequest: {
        createMpaTopUpRequest: {
          ok: false,
          errors: [{ field: 'requestAmount', messages: ['mpa:error.topUpAmountRequired'] }],
          topUpRequest: null,
        },
      },
    });
    await userEvent.type(amountInput(), '100');
    await userEvent.click(screen.getByRole('button', { name: 'Top up' }));
    expect(await screen.findByText('Top Up Amount is required')).toBeTruthy();
  });
});
