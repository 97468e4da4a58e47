import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockClient } from '../../../testing/mock-client';
import { render } from '../../../testing/render';
import { StaffMpaTopUps } from './staff-mpa-top-ups';

const request = {
  id: 'r1',
  sellerId: 's1',
  dateCreated: '2026-03-01T10:00:00Z',
  method: 'WIRE_TRANSFER',
  requestAmount: '100',
  tax: '9',
  taxAmount: '9',
  total: '109',
  currency: 'SGD',
  status: 'REQUESTING',
  statusReason: null,
  reference: 'MPA-TOPUP-000001',
};

const rows = [
  { companyId: 'c1', companyName: 'Acme', sellerName: 'Acme Store', request },
  {
    companyId: 'c2',
    companyName: 'Bolt',
    sellerName: 'Bolt Shop',
    request: {
      ...request,
      id: 'r2',
      status: 'APPROVED',
      reference: 'MPA-TOPUP-000002',
      requestAmount: '500',
      taxAmount: '45',
      total: '545',
    },
  },
];

const list = { pendingMpaTopUpRequests: { page: 1, numPages: 1, totalCount: 2, objects: rows } };
const ok = (status: string, statusReason: string | null = null) => ({
  ok: true,
  errors: [],
  topUpRequest: { id: 'r1', status, statusReason },
});

type Answers = Parameters<typeof mockClient>[0];
function renderStaff(answers: Answers = {}) {
  const mock = mockClient({ PendingMpaTopUpRequests: list, ...answers });
  render(<StaffMpaTopUps timeZone="Asia/Singapore" />, { client: mock.client });
  return mock;
}

const textOf = (element: HTMLElement) => element.textContent?.replace(/\s/g, ' ');
const listAsks = (calls: ReturnType<typeof mockClient>['calls']) =>
  calls.filter((call) => call.name === 'PendingMpaTopUpRequests').length;
const rowOf = (status: string) =>
  screen.getAllByTestId('pending-mpa-top-up-row').find((row) => row.getAttribute('data-status') === status)!;

describe('StaffMpaTopUps (decision 0230: staff decide on Meta wire transfers)', () => {
  it('lists company, seller, reference, method, amount, tax, total, requested date and status', async () => {
    renderStaff();
    await screen.findAllByTestId('pending-mpa-top-up-row');
    const cells = within(rowOf('REQUESTING'))
      .getAllByRole('cell')
      .map((cell) => textOf(cell));
    // 10:00 UTC is 18:00 in Singapore, the staff user's zone.
    expect(cells.slice(0, 9)).toEqual([
      'Acme',
      'Acme Store',
      'MPA-TOPUP-000001',
      'Wire Transfer',
      'SGD 100.00',
      'SGD 9.00',
      'SGD 109.00',
      '2026/03/01 18:00',
      'Requesting',
    ]);
    expect(screen.getAllByRole('columnheader')[2]!.textContent).toBe('Reference');
    // Approved, the request has no payment instructions any more: staff still complete it by its reference.
    const approved = within(rowOf('APPROVED')).getAllByRole('cell');
    expect(textOf(approved[2]!)).toBe('MPA-TOPUP-000002');
    expect(textOf(approved[8]!)).toBe('Approved');
  });

  it('copies a reference for the bank search', async () => {
    const user = userEvent.setup();
    renderStaff();
    await screen.findAllByTestId('pending-mpa-top-up-row');
    await user.click(
      within(rowOf('APPROVED')).getByRole('button', { name: 'Copy reference MPA-TOPUP-000002' }),
    );
    expect(await navigator.clipboard.readText()).toBe('MPA-TOPUP-000002');
    expect(
      await within(rowOf('APPROVED')).findByRole('button', { name: 'Reference MPA-TOPUP-000002 copied' }),
    ).toBeTruthy();
  });

  it('offers Approve only while REQUESTING, Complete and Fail while REQUESTING or APPROVED', async () => {
    renderStaff();
    await screen.findAllByTestId('pending-mpa-top-up-row');
    const requesting = within(rowOf('REQUESTING'));
    const approved = within(rowOf('APPROVED'));
    expect(requesting.getByRole('button', { name: 'Approve request r1' })).toBeTruthy();
    expect(requesting.getByRole('button', { name: 'Complete request r1' })).toBeTruthy();
    expect(requesting.getByRole('button', { name: 'Fail request r1' })).toBeTruthy();
    expect(approved.queryByRole('button', { name: 'Approve request r2' })).toBeNull();
    expect(approved.getByRole('button', { name: 'Complete request r2' })).toBeTruthy();
    expect(approved.getByRole('button', { name: 'Fail request r2' })).toBeTruthy();
  });

  it('approves at once and asks for the list again', async () => {
    const { calls } = renderStaff({ ApproveMpaTopUpRequest: { approveMpaTopUpRequest: ok('APPROVED') } });
    await screen.findAllByTestId('pending-mpa-top-up-row');
    const before = listAsks(calls);
    await userEvent.click(screen.getByRole('button', { name: 'Approve request r1' }));
    expect(textOf(await screen.findByRole('status'))).toBe(
      'The top-up of SGD 109.00 for Acme Store is approved.',
    );
    expect(calls.find((call) => call.name === 'ApproveMpaTopUpRequest')?.variables).toEqual({ id: 'r1' });
    await waitFor(() => expect(listAsks(calls)).toBeGreaterThan(before));
  });

  it('completes only after the confirmation', async () => {
    const { calls } = renderStaff({ CompleteMpaTopUpRequest: { completeMpaTopUpRequest: ok('COMPLETED') } });
    await screen.findAllByTestId('pending-mpa-top-up-row');
    await userEvent.click(screen.getByRole('button', { name: 'Complete request r2' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent?.replace(/\s/g, ' ')).toContain(
      'Complete the wire transfer of SGD 545.00 for Bolt Shop (Bolt)?',
    );
    expect(calls.some((call) => call.name === 'CompleteMpaTopUpRequest')).toBe(false);
    const before = listAsks(calls);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Complete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.name === 'CompleteMpaTopUpRequest')?.variables).toEqual({ id: 'r2' });
    expect(textOf(screen.getByRole('status'))).toBe('The top-up of SGD 545.00 for Bolt Shop is completed.');
    await waitFor(() => expect(listAsks(calls)).toBeGreaterThan(before));
  });

  it('fails only with a reason, sent trimmed', async () => {
    const { calls } = renderStaff({
      FailMpaTopUpRequest: { failMpaTopUpRequest: ok('FAILED', 'No payment') },
    });
    await screen.findAllByTestId('pending-mpa-top-up-row');
    await userEvent.click(screen.getByRole('button', { name: 'Fail request r1' }));
    const dialog = await screen.findByRole('dialog');
    const submit = within(dialog).getByRole('button', { name: 'Fail' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), '   ');
    expect(submit.hasAttribute('disabled')).toBe(true);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'No payment  ');
    expect(submit.hasAttribute('disabled')).toBe(false);
    await userEvent.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.name === 'FailMpaTopUpRequest')?.variables).toEqual({
      id: 'r1',
      reason: 'No payment',
    });
    expect(textOf(screen.getByRole('status'))).toBe(
      'The top-up of SGD 109.00 for Acme Store is marked failed.',
    );
  });

  it("shows the server's errors: in the dialog for Complete, on the card for Approve", async () => {
    const refused = {
      ok: false,
      errors: [{ field: null, messages: ['The request is already completed'] }],
      topUpRequest: null,
    };
    renderStaff({
      CompleteMpaTopUpRequest: { completeMpaTopUpRequest: refused },
      ApproveMpaTopUpRequest: { approveMpaTopUpRequest: refused },
    });
    await screen.findAllByTestId('pending-mpa-top-up-row');
    await userEvent.click(screen.getByRole('button', { name: 'Complete request r1' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Complete' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('The request is already completed');
    expect(screen.queryByRole('status')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Approve request r1' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The request is already completed');
  });

  it('says when nothing waits', async () => {
    renderStaff({
      PendingMpaTopUpRequests: {
        pendingMpaTopUpRequests: { page: 1, numPages: 1, totalCount: 0, objects: [] },
      },
    });
    expect(await screen.findByText('No Meta top-up requests are waiting.')).toBeTruthy();
  });
});
