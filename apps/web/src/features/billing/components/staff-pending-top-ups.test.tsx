import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockClient } from '../../../testing/mock-client';
import { render } from '../../../testing/render';
import { StaffPendingTopUps } from './staff-pending-top-ups';

const wire = {
  companyId: '2',
  companyName: 'Bolt Apparel',
  requestedByEmail: 'multi@demo.test',
  topUp: {
    id: '41',
    type: 'WIRE_TRANSFER',
    status: 'PENDING',
    amount: '500',
    tax: '45',
    total: '545',
    currency: 'SGD',
    dateCreated: '2026-03-01T10:00:00Z',
    reference: 'TOPUP-000041',
  },
};

describe('StaffPendingTopUps', () => {
  it('lists the open requests and marks one paid after a confirmation', async () => {
    const { client, calls } = mockClient({
      PendingTopUpRequests: { pendingTopUpRequests: [wire] },
      MarkTopUpRequestPaid: {
        markTopUpRequestPaid: { ok: true, errors: [], topUp: { id: '41', status: 'PAID' } },
      },
    });
    render(<StaffPendingTopUps />, { client });
    const row = await screen.findByTestId('pending-top-up-row');
    expect(within(row).getByText('Bolt Apparel')).toBeTruthy();
    expect(within(row).getByText('Wire transfer')).toBeTruthy();
    expect(within(row).getByText(/SGD\s545\.00/)).toBeTruthy();
    await userEvent.click(within(row).getByRole('button', { name: 'Mark request 41 paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as paid' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    await waitFor(() => expect(calls.some((call) => call.name === 'MarkTopUpRequestPaid')).toBe(true));
    expect(calls.find((call) => call.name === 'MarkTopUpRequestPaid')!.variables).toEqual({ id: '41' });
    expect((await screen.findByRole('status')).textContent?.replace(/\s/g, ' ')).toBe(
      'Request of Bolt Apparel for SGD 500.00 marked paid.',
    );
  });

  it('needs a reason to mark a request failed and shows the server’s error', async () => {
    const { client, calls } = mockClient({
      PendingTopUpRequests: { pendingTopUpRequests: [wire] },
      MarkTopUpRequestFailed: {
        markTopUpRequestFailed: {
          ok: false,
          errors: [{ field: 'id', messages: ['billing:error.topUpNotPending'] }],
          topUp: null,
        },
      },
    });
    render(<StaffPendingTopUps />, { client });
    const row = await screen.findByTestId('pending-top-up-row');
    await userEvent.click(within(row).getByRole('button', { name: 'Mark request 41 failed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as failed' });
    const submit = within(dialog).getByRole('button', { name: 'Mark failed' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Never arrived');
    await userEvent.click(submit);
    await waitFor(() =>
      expect(calls.find((call) => call.name === 'MarkTopUpRequestFailed')?.variables).toEqual({
        id: '41',
        reason: 'Never arrived',
      }),
    );
    expect((await within(dialog).findByRole('alert')).textContent).toBeTruthy();
  });

  it('dates a request yyyy/MM/dd HH:mm in the staff user’s profile zone, not the browser’s (decision 0181)', async () => {
    const { client } = mockClient({
      PendingTopUpRequests: {
        pendingTopUpRequests: [{ ...wire, topUp: { ...wire.topUp, dateCreated: '2026-11-23T17:30:00Z' } }],
      },
      BillingFilterOptions: {
        me: { id: '1', timezone: 'Asia/Singapore', company: { id: '2', timezone: 'UTC', brands: [] } },
        brandCatalogs: [],
        allCatalogs: [],
      },
    });
    render(<StaffPendingTopUps />, { client });
    const row = await screen.findByTestId('pending-top-up-row');
    expect(await within(row).findByText('2026/11/24 01:30')).toBeTruthy();
  });

  it('shows the reference the customer quotes, and copies it for the bank search', async () => {
    const { client } = mockClient({
      PendingTopUpRequests: {
        pendingTopUpRequests: [
          wire,
          {
            ...wire,
            companyName: 'Acme Fashion',
            topUp: { ...wire.topUp, id: '42', type: 'CREDIT_NOTE', reference: 'TOPUP-000042' },
          },
        ],
      },
    });
    const user = userEvent.setup();
    render(<StaffPendingTopUps />, { client });
    const [first, second] = await screen.findAllByTestId('pending-top-up-row');
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    const column = headers.indexOf('Reference');
    expect(column).toBeGreaterThan(-1);
    expect(within(first!).getAllByRole('cell')[column]!.textContent).toBe('TOPUP-000041');
    expect(within(second!).getAllByRole('cell')[column]!.textContent).toBe('TOPUP-000042');
    await user.click(within(second!).getByRole('button', { name: 'Copy reference TOPUP-000042' }));
    expect(await navigator.clipboard.readText()).toBe('TOPUP-000042');
    expect(
      await within(second!).findByRole('button', { name: 'Reference TOPUP-000042 copied' }),
    ).toBeTruthy();
  });

  it('says so when nothing waits', async () => {
    const { client } = mockClient({ PendingTopUpRequests: { pendingTopUpRequests: [] } });
    render(<StaffPendingTopUps />, { client });
    expect(await screen.findByText('No pending requests.')).toBeTruthy();
  });
});
