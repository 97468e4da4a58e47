import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DocumentNode, print } from 'graphql';
import { type GraphQLRequest, makeResult, type Operation, type OperationResult } from 'urql';
import { describe, expect, it } from 'vitest';
import { makeSubject } from 'wonka';
import { mockClient } from '../../../testing/mock-client';
import { render } from '../../../testing/render';
import { StaffWalletPage } from './staff-wallet-page';

const company = { id: '2', name: 'Bolt Apparel', brands: [] };

const wallet = {
  BillingWallet: {
    wallet: {
      id: 'w2',
      balance: '1000',
      unpaidCost: '0',
      freeCredit: '0',
      paidCredit: '1000',
      expiringSoonBalance: '0',
      expiringSoonTimeDelta: null,
      currency: { id: 'MYR', code: 'MYR', maxFractionDigits: 2 },
    },
  },
};

const paidCredit = {
  id: '7',
  dateCreated: '2026-03-01T10:00:00Z',
  kind: 'PAID',
  amount: '1250.5',
  remainAmount: '1000.25',
  startDate: '2026-03-01T10:00:00Z',
  expiryDate: null,
  status: 'IN_USE',
  isFree: false,
  paymentMethod: 'WIRE_TRANSFER',
  description: 'Wire transfer',
  timeZone: 'Asia/Singapore',
};

describe('StaffWalletPage: the success messages show money in the company wallet currency', () => {
  it('a manual credit and a spend', async () => {
    const { client } = mockClient({
      ...wallet,
      PostManualCredit: {
        postManualCredit: {
          ok: true,
          errors: [],
          credit: { id: '9', amount: '25', isFree: false, status: 'PAID', expiryDate: null },
        },
      },
      PostWalletSpend: {
        postWalletSpend: {
          ok: true,
          errors: [],
          transaction: {
            id: '10',
            amount: '1200.5',
            unpaidAmount: '0',
            status: 'SUCCESS',
            statusReason: null,
            balanceAfter: '-175.125',
          },
        },
      },
    });
    render(<StaffWalletPage company={company} />, { client });
    const credit = screen.getByRole('form', { name: 'Add a manual credit' });
    await userEvent.click(within(credit).getByLabelText(/Amount/));
    await userEvent.paste('25');
    await userEvent.click(within(credit).getByRole('button', { name: 'Add credit' }));
    expect((await within(credit).findByRole('status')).textContent?.replace(/\s/g, ' ')).toBe(
      'Credit of MYR 25.00 added.',
    );

    const spend = screen.getByRole('form', { name: 'Post a spend' });
    await userEvent.click(within(spend).getByLabelText(/Amount/));
    await userEvent.paste('1200.5');
    await userEvent.click(within(spend).getByRole('button', { name: 'Post spend' }));
    const posted = (await within(spend).findByRole('status')).textContent?.replace(/\s/g, ' ');
    // Rounded half away from zero to the currency's digits.
    expect(posted).toContain('amount MYR 1,200.50, unpaid MYR 0.00, balance after -MYR 175.13.');
  });

  it('a reply that comes before the wallet reads as money once the wallet has loaded', async () => {
    const { client } = mockClient({
      PostManualCredit: {
        postManualCredit: {
          ok: true,
          errors: [],
          credit: { id: '9', amount: '25', isFree: false, status: 'PAID', expiryDate: null },
        },
      },
    });
    // The wallet answers only when the test says so.
    const late = makeSubject<OperationResult>();
    const answered = client.executeQuery.bind(client);
    let walletRequest: GraphQLRequest | null = null;
    client.executeQuery = ((request: GraphQLRequest) => {
      if (!print(request.query as DocumentNode).includes('query BillingWallet')) return answered(request);
      walletRequest = request;
      return late.source;
    }) as typeof client.executeQuery;
    render(<StaffWalletPage company={company} />, { client });
    const credit = screen.getByRole('form', { name: 'Add a manual credit' });
    await userEvent.click(within(credit).getByLabelText(/Amount/));
    await userEvent.paste('25');
    await userEvent.click(within(credit).getByRole('button', { name: 'Add credit' }));
    expect((await within(credit).findByRole('status')).textContent).toBe('Credit of 25 added.');
    act(() => late.next(makeResult(walletRequest as unknown as Operation, { data: wallet.BillingWallet })));
    await waitFor(() =>
      expect(within(credit).getByRole('status').textContent?.replace(/\s/g, ' ')).toBe(
        'Credit of MYR 25.00 added.',
      ),
    );
  });

  it('a refund, and the refund dialog, with the credits in the same currency', async () => {
    const { client } = mockClient({
      ...wallet,
      ListCredits: { listCredits: { page: 1, numPages: 1, totalCount: 1, objects: [paidCredit] } },
      RefundCredit: {
        refundCredit: {
          ok: true,
          errors: [],
          refundedAmount: '1000.25',
          refundMethod: 'MANUAL',
          creditNote: { id: '3', creditNoteNo: 'MY-CN-2026-000001', total: '1060.265' },
        },
      },
    });
    render(<StaffWalletPage company={company} />, { client });
    const refunds = await screen.findByTestId('refund-credits');
    const row = await within(refunds).findByTestId('refundable-credit-row');
    expect(within(row).getByText(/MYR\s1,250\.50/)).toBeTruthy();
    expect(within(row).getByText(/MYR\s1,000\.25/)).toBeTruthy();
    await userEvent.click(within(row).getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund credit' });
    expect(within(dialog).getByText(/MYR\s1,000\.25/)).toBeTruthy();
    await userEvent.click(within(dialog).getByLabelText(/Reason/));
    await userEvent.paste('asked');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect((await within(refunds).findByRole('status')).textContent?.replace(/\s/g, ' ')).toBe(
      'Refunded MYR 1,000.25 from the wallet: pay back MYR 1,060.27 with tax by hand (credit note MY-CN-2026-000001).',
    );
  });
});

describe('StaffWalletPage: the posting forms', () => {
  it('refuses an amount it cannot read on the amount field, and sends what the form holds once it can', async () => {
    const { client, calls } = mockClient({
      ...wallet,
      PostManualCredit: {
        postManualCredit: {
          ok: true,
          errors: [],
          credit: { id: '9', amount: '1250.5', isFree: true, status: 'PAID', expiryDate: null },
        },
      },
    });
    render(<StaffWalletPage company={company} />, { client });
    const credit = screen.getByRole('form', { name: 'Add a manual credit' });
    const amount = within(credit).getByLabelText(/Amount/);
    await userEvent.click(amount);
    await userEvent.paste('1250,50');
    await userEvent.click(within(credit).getByRole('button', { name: 'Add credit' }));
    expect(await within(credit).findByText(/Type the amount as 1,250.50/)).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    // The spend form's amount is its own.
    const spend = screen.getByRole('form', { name: 'Post a spend' });
    expect(
      within(spend)
        .getByLabelText(/Amount/)
        .getAttribute('aria-invalid'),
    ).toBe('false');
    expect(calls.filter((call) => call.name === 'PostManualCredit')).toHaveLength(0);

    await userEvent.clear(amount);
    await userEvent.paste('1,250.50');
    await userEvent.click(within(credit).getByText('Free'));
    await userEvent.click(within(credit).getByLabelText('Description'));
    await userEvent.paste(' goodwill ');
    await userEvent.click(within(credit).getByRole('button', { name: 'Add credit' }));
    expect((await within(credit).findByRole('status')).textContent?.replace(/\s/g, ' ')).toBe(
      'Credit of MYR 1,250.50 added.',
    );
    expect(calls.filter((call) => call.name === 'PostManualCredit')[0]?.variables).toMatchObject({
      companyId: '2',
      amount: '1250.50',
      isFree: true,
      expiryDate: null,
      description: 'goodwill',
    });
  });
});
