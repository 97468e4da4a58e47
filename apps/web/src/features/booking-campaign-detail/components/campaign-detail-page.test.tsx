import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockClient } from '../../../testing/mock-client';
import { render } from '../../../testing/render';
import { CampaignDetailPage } from './campaign-detail-page';

const campaign = {
  id: 'c1',
  name: 'Spring hero',
  status: 'PURCHASED',
  paymentStatus: 'PAID',
  startDate: '2026-06-01',
  endDate: '2026-06-07',
  createdAt: '2026-05-01T02:00:00Z',
  supplier: 'Acme',
  brand: { id: 'br1', name: 'Acme Home' },
  package: { id: 'p1', code: 'HERO', name: 'Homepage hero' },
  items: [
    {
      id: 'b1',
      startDate: '2026-06-01',
      endDate: '2026-06-07',
      venture: { id: 'v1', name: 'Singapore', code: 'ZSG', timeZone: 'Asia/Singapore' },
      segment: { id: 's1', name: 'Women' },
      placement: { id: 'pl1', name: 'Homepage hero' },
    },
  ],
  discounts: [{ id: 'd1', name: 'Early bird', discount: '10' }],
  purchasedItems: [
    {
      ventureId: 'v1',
      ventureName: 'Singapore',
      segmentName: 'Women',
      currency: 'SGD',
      currencySymbol: 'S$',
      rate: '1',
      tax: '9',
      subTotal: '1000',
      discount: '10',
      discountAmount: '100',
      taxAmount: '81',
      total: '981',
      totalWallet: '981',
    },
  ],
  subTotal: '1000',
  discountAmount: '100',
  voucherAmount: '0',
  taxAmount: '81',
  total: '981',
  trackingCode: 'BK-0001',
  currency: 'SGD',
  paymentMethod: 'PAID_CREDIT',
  paymentTerms: 'IMMEDIATE',
  refundableAmount: '981',
  chargedAmount: '981',
  refundedAmount: '0',
  invoice: { id: 'i1', invoiceNo: 'SG-INV-000001', downloadUrl: '/v1/documents/invoice' },
  cartId: 'cart1',
  cancelReason: null,
  rejectReason: null,
  history: [
    {
      id: 'h1',
      status: 'PURCHASED',
      note: null,
      userName: 'Olivia Owner',
      createdAt: '2026-05-01T02:00:00Z',
    },
  ],
};

type Viewer = { isStaff: boolean; roleName: 'OWNER' | 'ADMIN' | 'MEMBER' | 'VIEWER' | null };
const owner: Viewer = { isStaff: false, roleName: 'OWNER' };
const now = new Date('2026-05-10T00:00:00Z');

function renderDetail(viewer: Viewer, overrides: Record<string, unknown> = {}, answers = {}) {
  const mock = mockClient({ BookingCampaign: { campaign: { ...campaign, ...overrides } }, ...answers });
  render(<CampaignDetailPage campaignId="c1" viewer={viewer} timeZone="Asia/Singapore" now={now} />, {
    route: '/booking/c1/detail',
    client: mock.client,
  });
  return mock;
}
const buttons = () =>
  within(screen.getByTestId('campaign-actions'))
    .getAllByRole('button')
    .map((button) => button.textContent);
const ok = (name: string, payload: Record<string, unknown>) => ({
  [name]: { ok: true, errors: [], ...payload },
});

describe('CampaignDetailPage (/booking/:id/detail, decision 0240)', () => {
  it('shows the summary, items, purchased items with totals, payment amounts, discounts and history', async () => {
    renderDetail(owner);
    const summary = await screen.findByTestId('campaign-summary');
    expect(summary.textContent).toContain('Spring hero');
    expect(summary.textContent).toContain('Purchased');
    expect(summary.textContent).toContain('BK-0001');
    expect(summary.textContent).toContain('Paid Credit');
    expect(summary.textContent).toContain('2026/06/01 – 2026/06/07');
    expect(screen.getByRole('table', { name: 'Booked placements' }).textContent).toContain('Women');
    const totals = screen.getByTestId('campaign-totals').textContent?.replace(/\s/g, ' ');
    expect(totals).toContain('SubtotalSGD 1,000.00');
    expect(totals).toContain('TotalSGD 981.00');
    expect(screen.getByTestId('amount-refundable').textContent?.replace(/\s/g, ' ')).toBe('SGD 981.00');
    expect(screen.getByText('Early bird (10%)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download invoice SG-INV-000001' })).toBeTruthy();
    expect(screen.getByTestId('campaign-history').textContent).toContain('Olivia Owner');
  });

  it('offers an OWNER Submit for approval, Cancel and the placements', async () => {
    renderDetail(owner);
    await screen.findByTestId('campaign-actions');
    expect(buttons()).toEqual(['Submit for approval', 'Cancel campaign']);
    expect(screen.getByRole('link', { name: 'Fill placements' }).getAttribute('href')).toBe(
      '/booking/c1/placements',
    );
  });

  it('offers a MEMBER Submit only', async () => {
    renderDetail({ isStaff: false, roleName: 'MEMBER' });
    await screen.findByTestId('campaign-actions');
    expect(buttons()).toEqual(['Submit for approval']);
  });

  it('offers a VIEWER nothing but the placements', async () => {
    renderDetail({ isStaff: false, roleName: 'VIEWER' });
    await screen.findByTestId('campaign-actions');
    expect(within(screen.getByTestId('campaign-actions')).queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Fill placements' })).toBeTruthy();
  });

  it('offers staff the review steps and Mark paid for an unpaid wire', async () => {
    renderDetail(
      { isStaff: true, roleName: null },
      { status: 'PENDING_FOR_APPROVAL', paymentMethod: 'WIRE_TRANSFER', paymentStatus: 'PENDING' },
    );
    await screen.findByTestId('campaign-actions');
    expect(buttons()).toEqual(['Start review', 'Approve', 'Reject', 'Mark paid', 'Cancel campaign']);
  });

  it('submits for approval and asks the campaign again', async () => {
    const user = userEvent.setup();
    const mock = renderDetail(
      owner,
      {},
      {
        ChangeCampaignStatus: ok('changeCampaignStatus', {
          campaign: { id: 'c1', status: 'PENDING_FOR_APPROVAL', rejectReason: null },
        }),
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Submit for approval' }));
    expect(await screen.findByText('Submitted for approval.')).toBeTruthy();
    expect(mock.calls.find((call) => call.name === 'ChangeCampaignStatus')?.variables).toEqual({
      campaignId: 'c1',
      status: 'PENDING_FOR_APPROVAL',
      rejectReason: null,
    });
    expect(mock.calls.filter((call) => call.name === 'BookingCampaign').length).toBeGreaterThan(1);
  });

  it("shows the server's refusal of a submit", async () => {
    const user = userEvent.setup();
    renderDetail(
      owner,
      {},
      {
        ChangeCampaignStatus: {
          changeCampaignStatus: {
            ok: false,
            errors: [{ field: 'status', messages: ['Fill in every required field first'] }],
            campaign: null,
          },
        },
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Submit for approval' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Fill in every required field first');
  });

  it('asks staff a reason before rejecting', async () => {
    const user = userEvent.setup();
    const mock = renderDetail(
      { isStaff: true, roleName: null },
      { status: 'APPROVAL_IN_PROGRESS' },
      {
        ChangeCampaignStatus: ok('changeCampaignStatus', {
          campaign: { id: 'c1', status: 'DISAPPROVED', rejectReason: 'Logo too small' },
        }),
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Reason is required')).toBeTruthy();
    expect(mock.calls.some((call) => call.name === 'ChangeCampaignStatus')).toBe(false);
    await user.type(within(dialog).getByRole('textbox', { name: /Reject reason/ }), '  Logo too small ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(mock.calls.find((call) => call.name === 'ChangeCampaignStatus')?.variables).toEqual({
        campaignId: 'c1',
        status: 'DISAPPROVED',
        rejectReason: 'Logo too small',
      }),
    );
  });

  it('cancels with the refundable amount shown and a required reason of at most 120 characters', async () => {
    const user = userEvent.setup();
    const mock = renderDetail(
      owner,
      {},
      {
        CancelCampaign: ok('cancelCampaign', {
          campaign: { id: 'c1', status: 'REFUNDED', paymentStatus: 'REFUNDED', cancelReason: 'Budget moved' },
        }),
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Cancel campaign' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('cancel-refundable').textContent?.replace(/\s/g, ' ')).toBe(
      'SGD 981.00',
    );
    const confirm = within(dialog).getByRole('button', { name: 'Cancel campaign' });
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    await user.type(reason, '   ');
    await user.click(confirm);
    expect(within(dialog).getByText('Reason is required')).toBeTruthy();
    await user.clear(reason);
    await user.click(reason);
    await user.paste('x'.repeat(121));
    await user.click(confirm);
    expect(within(dialog).getByText('Reason must be at most 120 characters')).toBeTruthy();
    expect(mock.calls.some((call) => call.name === 'CancelCampaign')).toBe(false);
    await user.clear(reason);
    await user.type(reason, ' Budget moved ');
    await user.click(confirm);
    await waitFor(() =>
      expect(mock.calls.find((call) => call.name === 'CancelCampaign')?.variables).toEqual({
        campaignId: 'c1',
        cancelReason: 'Budget moved',
      }),
    );
    expect(await screen.findByText('Campaign cancelled.')).toBeTruthy();
  });

  it('goes to /booking/error for an unknown campaign', async () => {
    const mock = mockClient({ BookingCampaign: { campaign: null } });
    render(<CampaignDetailPage campaignId="nope" viewer={owner} timeZone="UTC" />, {
      route: '/booking/nope/detail?company=co1',
      client: mock.client,
    });
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/booking/error?company=co1'),
    );
  });
});
