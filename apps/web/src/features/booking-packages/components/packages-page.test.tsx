import { cartStorageKey } from '@portal/domain/booking-cart';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { readCart } from '../../../lib/booking-cart-store';
import { mockClient } from '../../../testing/mock-client';
import { render } from '../../../testing/render';
import { PackagesPage } from './packages-page';

function pkg(id: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    code: `PK${id}`,
    name: `Package ${id}`,
    description: 'Homepage banners',
    startDate: '2026-12-01',
    endDate: '2027-03-31',
    maxBookingDays: 28,
    minPrice: '100',
    paidCreditOnly: false,
    customBudget: false,
    fromPrice: '250.5',
    tags: [{ id: 't1', name: 'Hot', color: 'red' }],
    types: [{ id: 'ty1', name: 'Banner' }],
    ventures: [{ id: 'v1', name: 'Singapore', code: 'ZSG', timeZone: 'Asia/Singapore' }],
    segments: [
      {
        id: 's1',
        name: 'Women',
        ventureId: 'v1',
        placements: [
          { id: 'pl1', name: 'Homepage hero' },
          { id: 'pl2', name: 'Category top' },
        ],
      },
    ],
    ...overrides,
  };
}

const options = {
  allPackageTypes: [{ id: 'ty1', name: 'Banner' }],
  allPackageTags: [{ id: 't1', name: 'Hot', color: 'red' }],
  companyById: { id: 'co1', walletCurrency: { code: 'SGD', maxFractionDigits: 2 } },
};

// Thursday 26 November 2026: the earliest bookable Monday (14 days' lead) is 14 December.
const now = new Date('2026-11-26T04:00:00Z');

function renderPage(
  route: string,
  packages = [pkg('1'), pkg('2', { paidCreditOnly: true })],
  taken = [],
  clock = now,
) {
  const mock = mockClient({
    BookingAllPackages: { allPackages: { objects: packages, totalCount: packages.length } },
    BookingPackageFilterOptions: options,
    BookingPackageAvailability: { packageAvailability: taken },
  });
  render(
    <PackagesPage userId="u1" companyId="co1" timeZone="Asia/Singapore" allowOverlap={false} now={clock} />,
    { client: mock.client, route, path: '/booking/packages' },
  );
  return mock;
}

const location = () => screen.getByTestId('location').textContent;

describe('/booking/packages (spec 3 §2.3)', () => {
  afterEach(() => localStorage.clear());

  it('shows the catalog cards with tags, ventures, dates and the "from" price, the cart button disabled', async () => {
    renderPage('/booking/packages');
    const card = await screen.findByTestId('package-1');
    expect(within(card).getByText('Package 1')).toBeTruthy();
    expect(within(card).getByText('Hot')).toBeTruthy();
    expect(within(card).getByText('Ventures: ZSG')).toBeTruthy();
    expect(card.textContent).toMatch(/from SGD\s250\.50/);
    expect(within(screen.getByTestId('package-2')).getByText('Paid credit only')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cart (0)' }).hasAttribute('disabled')).toBe(true);
  });

  it('reads its filters from the address and asks for those packages', async () => {
    const { calls } = renderPage('/booking/packages?month=2026-12&package_type=ty1&package_tag=t1');
    await screen.findByTestId('package-1');
    expect(calls.find((call) => call.name === 'BookingAllPackages')?.variables).toEqual({
      month: '2026-12',
      packageType: 'ty1',
      packageTag: 't1',
    });
  });

  it('ignores a month outside the options and writes a changed view into the address', async () => {
    const { calls } = renderPage('/booking/packages?month=2020-01');
    await screen.findByTestId('package-1');
    expect(calls.find((call) => call.name === 'BookingAllPackages')?.variables).toMatchObject({
      month: null,
    });
    await userEvent.click(screen.getByText('Comparison'));
    await waitFor(() => expect(location()).toContain('view_type=comparison'));
    expect(await screen.findByRole('table', { name: 'Package comparison' })).toBeTruthy();
  });

  it('offers this month to December and, after 14 November, January–June of next year', async () => {
    // Saturday 5 December 2026 in Singapore.
    const december = new Date('2026-12-05T02:00:00Z');
    const { calls } = renderPage('/booking/packages?month=2027-06', undefined, [], december);
    await screen.findByTestId('package-1');
    expect(calls.find((call) => call.name === 'BookingAllPackages')?.variables).toMatchObject({
      month: '2027-06',
    });
    const input = screen.getByRole('textbox', { name: 'Month' });
    await userEvent.click(input);
    await waitFor(() => expect(input.getAttribute('aria-controls')).toBeTruthy());
    const listbox = document.getElementById(input.getAttribute('aria-controls')!)!;
    const months = within(listbox)
      .getAllByRole('option', { hidden: true })
      .map((option) => option.textContent);
    expect(months).toEqual([
      'December 2026',
      'January 2027',
      'February 2027',
      'March 2027',
      'April 2027',
      'May 2027',
      'June 2027',
    ]);
  });

  it('reads a month past next June, or already gone, as no month', async () => {
    const december = new Date('2026-12-05T02:00:00Z');
    for (const month of ['2027-07', '2026-11']) {
      const { calls } = renderPage(`/booking/packages?month=${month}`, undefined, [], december);
      await screen.findAllByTestId('package-1');
      expect(calls.find((call) => call.name === 'BookingAllPackages')?.variables).toMatchObject({
        month: null,
      });
      cleanup();
    }
  });

  it('shows 5 packages a page in the comparison', async () => {
    const many = Array.from({ length: 7 }, (_, index) => pkg(String(index + 1)));
    renderPage('/booking/packages?view_type=comparison', many);
    const table = await screen.findByRole('table', { name: 'Package comparison' });
    expect(within(table).getAllByRole('columnheader')).toHaveLength(6);
    await userEvent.click(screen.getByRole('button', { name: '2' }));
    expect(within(screen.getByRole('table')).getByText('Package 6')).toBeTruthy();
  });

  it('shows the empty state when no package matches', async () => {
    renderPage('/booking/packages?package_tag=t1', []);
    expect(await screen.findByText('No package matches these filters')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(location()).toBe('/booking/packages'));
  });

  it('adds a campaign after the confirmation, on the first free week, and Unselect removes it', async () => {
    renderPage('/booking/packages', [pkg('1')], [
      { id: 'b1', startDate: '2026-12-14', endDate: '2026-12-20' },
    ] as never);
    await userEvent.click(
      within(await screen.findByTestId('package-1')).getByRole('button', { name: 'Select' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(readCart('u1').campaigns).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(readCart('u1').campaigns).toHaveLength(1));
    const [campaign] = readCart('u1').campaigns;
    expect(campaign).toMatchObject({
      packageId: '1',
      startDate: '2026-12-21',
      endDate: '2026-12-27',
      minTime: '2026-12-14',
      bookings: [
        { ventureId: 'v1', segmentId: 's1', placementId: 'pl1' },
        { ventureId: 'v1', segmentId: 's1', placementId: 'pl2' },
      ],
    });
    expect(campaign?.name).toMatch(/^PK1 2026-12-21–2026-12-27 \d{14}$/);
    expect(localStorage.getItem(cartStorageKey('u1'))).toContain('PK1');
    const cartLink = screen.getByRole('link', { name: 'Cart (1)' });
    expect(cartLink.getAttribute('href')).toBe('/booking/cart');

    await userEvent.click(within(screen.getByTestId('package-1')).getByRole('button', { name: 'Unselect' }));
    expect(readCart('u1').campaigns).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Cart (0)' })).toBeTruthy();
  });

  it('adds nothing when the confirmation is cancelled', async () => {
    renderPage('/booking/packages');
    await userEvent.click(
      within(await screen.findByTestId('package-1')).getByRole('button', { name: 'Select' }),
    );
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(readCart('u1').campaigns).toHaveLength(0);
  });
});
