import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Client, makeResult, type Operation } from 'urql';
import { describe, expect, it } from 'vitest';
import { fromValue } from 'wonka';
import { mockClient } from '../../../testing/mock-client';
import { render } from '../../../testing/render';
import { BookingCampaignsPage } from './booking-campaigns-page';

const row = {
  id: 'c1',
  name: 'Spring hero',
  status: 'PURCHASED',
  paymentStatus: 'PAID',
  startDate: '2026-06-01',
  endDate: '2026-06-07',
  createdAt: '2026-05-01T02:00:00Z',
  supplier: 'Acme',
  total: '1090',
  currency: 'SGD',
  package: { id: 'p1', code: 'HERO', name: 'Homepage hero' },
  items: [
    { id: 'b1', venture: { id: 'v1', name: 'Singapore' } },
    { id: 'b2', venture: { id: 'v1', name: 'Singapore' } },
    { id: 'b3', venture: { id: 'v2', name: 'Malaysia' } },
  ],
};
const page = (objects: unknown[]) => ({
  campaigns: { page: 1, numPages: 3, totalCount: objects.length, objects },
});
const options = {
  me: { id: 'u1', company: { id: 'co1', brands: [{ id: 'br1', name: 'Acme Home' }] } },
  allVentures: [
    { id: 'v1', name: 'Singapore', code: 'ZSG' },
    { id: 'v2', name: 'Malaysia', code: 'ZMY' },
  ],
  allPackages: { objects: [{ id: 'p1', code: 'HERO', name: 'Homepage hero' }] },
  packagesDiscounts: [{ id: 'd1', name: 'Early bird' }],
};

function renderList({ route = '/booking', isStaff = false, objects = [row] as unknown[] } = {}) {
  const mock = mockClient({
    BookingCampaigns: page(objects),
    BookingCampaignFilterOptions: options,
    BookingSupplierSearch: {
      searchCompanies: { objects: [{ id: 'co9', name: 'Zeta', nameWithCluster: 'Zeta' }] },
    },
  });
  render(<BookingCampaignsPage isStaff={isStaff} timeZone="Asia/Singapore" />, {
    route,
    client: mock.client,
  });
  return mock;
}
const lastList = (calls: ReturnType<typeof mockClient>['calls']) =>
  calls.filter((call) => call.name === 'BookingCampaigns').at(-1)?.variables;
const location = () => screen.getByTestId('location').textContent ?? '';

describe('BookingCampaignsPage (/booking, decision 0240)', () => {
  it('lists name (to the detail), package, ventures, dates, status, payment, total and created, 20 a page', async () => {
    const mock = renderList();
    const link = await screen.findByRole('link', { name: 'Spring hero' });
    expect(link.getAttribute('href')).toBe('/booking/c1/detail');
    const cells = within(link.closest('tr')!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent?.replace(/\s/g, ' '));
    expect(cells).toEqual([
      'Spring hero',
      'HERO Homepage hero',
      'Singapore, Malaysia',
      '2026/06/01 – 2026/06/07',
      'Purchased',
      'Paid',
      'SGD 1,090.00',
      '2026/05/01 10:00',
    ]);
    expect(lastList(mock.calls)).toMatchObject({
      page: 1,
      pageSize: 20,
      sortBy: 'createdAt',
      direction: 'desc',
    });
    expect(screen.getByRole('link', { name: 'Book packages' }).getAttribute('href')).toBe(
      '/booking/packages',
    );
  });

  it('reads the filters from the address and asks the server with them', async () => {
    const mock = renderList({
      route:
        '/booking?name=hero&venture=v2&status=APPROVED&from=2026-06-01&to=2026-06-30&page=2&sort=total&direction=asc',
    });
    await screen.findByRole('link', { name: 'Spring hero' });
    expect(lastList(mock.calls)).toMatchObject({
      page: 2,
      sortBy: 'total',
      direction: 'asc',
      campaignName: 'hero',
      venture: 'v2',
      status: 'APPROVED',
      fromDate: '2026-06-01',
      toDate: '2026-06-30',
      supplier: null,
    });
  });

  it('writes a searched name into the address and goes back to page 1', async () => {
    const user = userEvent.setup();
    const mock = renderList({ route: '/booking?page=3&company=co1' });
    await screen.findByRole('link', { name: 'Spring hero' });
    await user.type(screen.getByRole('textbox', { name: 'Campaign name' }), 'summer{Enter}');
    await waitFor(() => expect(location()).toBe('/booking?company=co1&name=summer'));
    await waitFor(() => expect(lastList(mock.calls)).toMatchObject({ campaignName: 'summer', page: 1 }));
  });

  it('ignores a status the server does not know', async () => {
    const mock = renderList({ route: '/booking?status=BOGUS' });
    await screen.findByRole('link', { name: 'Spring hero' });
    expect(lastList(mock.calls)).toMatchObject({ status: null });
  });

  it('shows the supplier filter to staff only, and sends it only for staff', async () => {
    const seller = renderList({ route: '/booking?supplier=co9' });
    await screen.findByRole('link', { name: 'Spring hero' });
    expect(screen.queryByRole('textbox', { name: 'Supplier' })).toBeNull();
    expect(lastList(seller.calls)).toMatchObject({ supplier: null });
  });

  it('sends the supplier of the address for staff', async () => {
    const staff = renderList({ route: '/booking?supplier=co9', isStaff: true });
    await screen.findByRole('link', { name: 'Spring hero' });
    expect(screen.getByRole('textbox', { name: 'Supplier' })).toBeTruthy();
    expect(lastList(staff.calls)).toMatchObject({ supplier: 'co9' });
  });

  it('says when there is nothing yet, and when the filters match nothing', async () => {
    renderList({ objects: [] });
    expect(await screen.findByText('No booked campaigns yet. Book a package to get started.')).toBeTruthy();
  });

  it('says when the filters match nothing', async () => {
    renderList({ route: '/booking?venture=v1', objects: [] });
    expect(await screen.findByText('No campaigns match these filters.')).toBeTruthy();
  });

  it("shows 'Permission denied' as the page when the server refuses the area", async () => {
    const client = {
      executeQuery: (operation: Operation) =>
        fromValue(makeResult(operation, { errors: [{ message: 'common:permissionDenied' }] })),
      executeMutation: () => fromValue({}),
      executeSubscription: () => fromValue({}),
    } as unknown as Client;
    render(<BookingCampaignsPage isStaff={false} timeZone="UTC" />, { route: '/booking', client });
    expect(await screen.findByText('Permission denied')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
