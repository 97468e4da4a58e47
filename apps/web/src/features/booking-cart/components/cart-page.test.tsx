import type { CartCampaign } from '@portal/domain/booking-cart';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { dispatchCart, readCart } from '../../../lib/booking-cart-store';
import { mockClient } from '../../../testing/mock-client';
import { render } from '../../../testing/render';
import { CartPage } from './cart-page';

const pkg = {
  id: 'p1',
  code: 'HP01',
  name: 'Homepage takeover',
  startDate: '2026-12-01',
  endDate: '2027-03-31',
  maxBookingDays: 28,
  minPrice: '10',
  paidCreditOnly: false,
  customBudget: true,
  ventures: [{ id: 'v1', name: 'Singapore', code: 'ZSG', currency: 'SGD', timeZone: 'Asia/Singapore' }],
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
};

const catalog = {
  allPackages: {
    objects: [pkg, { ...pkg, id: 'p2', code: 'PC02', name: 'Credit only', paidCreditOnly: true }],
  },
  packagesDiscounts: [],
  currencies: [{ code: 'SGD', symbol: 'S$', rate: 1, maxFractionDigits: 2 }],
  companyById: {
    id: 'co1',
    countryCode: 'SG',
    walletCurrency: { code: 'SGD', symbol: 'S$', rate: 1, maxFractionDigits: 2 },
  },
};

const pricings = {
  packageSegmentPricings: ['p1', 'p2'].map((packageId) => ({
    id: `sp-${packageId}`,
    packageId,
    segmentId: 's1',
    ventureId: 'v1',
    price: '100',
    currency: 'SGD',
    tax: '9',
    overseasTax: '0',
  })),
};

function campaign(packageId = 'p1', id = 'c1'): CartCampaign {
  return {
    id,
    packageId,
    packageCode: packageId === 'p1' ? 'HP01' : 'PC02',
    bookings: [
      { ventureId: 'v1', segmentId: 's1', placementId: 'pl1' },
      { ventureId: 'v1', segmentId: 's1', placementId: 'pl2' },
    ],
    startDate: '2027-01-04',
    endDate: '2027-01-10',
    minTime: '2026-12-14',
    name: 'HP01 January',
    weeks: 1,
  };
}

// Saturday 5 December 2026 in Singapore: the earliest bookable Monday (14 days' lead) is 21 December.
const now = new Date('2026-12-05T02:00:00Z');

function renderCart(answers: Record<string, unknown> = {}) {
  const mock = mockClient({
    BookingCartCatalog: catalog,
    BookingCartSegmentPricings: pricings,
    BookingCartAvailability: { packageAvailability: [] },
    ...answers,
  } as Parameters<typeof mockClient>[0]);
  render(
    <CartPage
      userId="u1"
      companyId="co1"
      brands={[
        { id: 'b1', name: 'Acme' },
        { id: 'b2', name: 'Acme Kids' },
      ]}
      initialBrandId="b2"
      allowOverlap={false}
      canRedeemVoucher
      now={now}
    />,
    { client: mock.client, route: '/booking/cart', path: '/booking/cart' },
  );
  return mock;
}

const total = () => screen.getByTestId('order-total').textContent?.replace(/\s/g, ' ');

describe('/booking/cart (decision 0240)', () => {
  afterEach(() => localStorage.clear());

  it('shows the empty state with a way to the packages', () => {
    renderCart();
    expect(screen.getByText('Your cart is empty')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse packages' }).getAttribute('href')).toBe(
      '/booking/packages',
    );
  });

  it('prices each campaign per venture with tax, and without it for paid credit', async () => {
    dispatchCart('u1', { type: 'addCampaign', campaign: campaign(), paidCreditOnly: false });
    renderCart();
    const card = await screen.findByTestId('campaign-c1');
    // 2 placements × 1 week × 100, 9 % tax.
    expect(within(card).getByTestId('campaign-total').textContent?.replace(/\s/g, ' ')).toBe('SGD 218.00');
    expect(total()).toBe('SGD 218.00');
    await userEvent.click(screen.getByRole('radio', { name: 'Paid credit' }));
    await waitFor(() => expect(total()).toBe('SGD 200.00'));
    // Unticking a placement halves it; the last one cannot be unticked.
    await userEvent.click(within(card).getByRole('checkbox', { name: 'Category top' }));
    await waitFor(() => expect(total()).toBe('SGD 100.00'));
    expect(within(card).getByRole('checkbox', { name: 'Homepage hero' }).hasAttribute('disabled')).toBe(true);
  });

  it('moves a stored start gone stale (now too soon, the next week since sold) to the first free week', async () => {
    const stale = { ...campaign(), startDate: '2026-12-14', endDate: '2026-12-20', name: 'HP01 old default' };
    dispatchCart('u1', { type: 'addCampaign', campaign: stale, paidCreditOnly: false });
    dispatchCart('u1', {
      type: 'addCampaign',
      campaign: { ...campaign('p1', 'c2'), startDate: '2027-01-04', endDate: '2027-01-10' },
      paidCreditOnly: false,
    });
    dispatchCart('u1', { type: 'setName', campaignId: 'c2', name: 'My January' });
    renderCart({
      BookingCartAvailability: {
        packageAvailability: [
          { id: 'b1', startDate: '2026-12-21', endDate: '2026-12-27', placement: { id: 'pl1' } },
        ],
      },
    });
    await screen.findByTestId('campaign-c1');
    await waitFor(() => expect(readCart('u1').campaigns[0]?.startDate).toBe('2026-12-28'));
    const [first, second] = readCart('u1').campaigns;
    expect(first).toMatchObject({ endDate: '2027-01-03', minTime: '2026-12-21' });
    expect(first?.name).toMatch(/^HP01 2026-12-28–2027-01-03 \d{14}$/);
    // Still valid: kept, with its typed name; only its minimum moves on.
    expect(second).toMatchObject({ startDate: '2027-01-04', minTime: '2026-12-21', name: 'My January' });
  });

  it('offers only paid credit when a package is paid-credit-only, and 30 days only for a wire', async () => {
    dispatchCart('u1', { type: 'addCampaign', campaign: campaign(), paidCreditOnly: false });
    renderCart();
    await screen.findByTestId('campaign-c1');
    expect(screen.queryByRole('radiogroup', { name: 'Payment terms' })).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Wire transfer' }));
    await userEvent.click(await screen.findByRole('radio', { name: 'In 30 days' }));
    expect(readCart('u1')).toMatchObject({ paymentMethod: 'WIRE_TRANSFER', paymentTerms: 'IN_30_DAYS' });
    await userEvent.click(screen.getByRole('radio', { name: 'Credit card' }));
    expect(readCart('u1')).toMatchObject({ paymentMethod: 'CARD', paymentTerms: 'IMMEDIATE' });

    dispatchCart('u1', { type: 'addCampaign', campaign: campaign('p2', 'c2'), paidCreditOnly: true });
    await screen.findByTestId('campaign-c2');
    expect(screen.getByRole('radio', { name: 'Credit card' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('radio', { name: 'Wire transfer' }).hasAttribute('disabled')).toBe(true);
    expect((screen.getByRole('radio', { name: 'Paid credit' }) as HTMLInputElement).checked).toBe(true);
  });

  it('places the order once per attempt, then empties the cart and opens the first campaign', async () => {
    dispatchCart('u1', { type: 'addCampaign', campaign: campaign(), paidCreditOnly: false });
    dispatchCart('u1', { type: 'setDiscounts', campaignId: 'c1', discountIds: [] });
    const { calls } = renderCart({
      BookingCreateCampaignCart: {
        createCampaignCart: { ok: true, errors: [], ids: ['k9', 'k10'], cartId: 'cart1' },
      },
    });
    await screen.findByTestId('campaign-c1');
    const place = screen.getByRole('button', { name: 'Place order' });
    expect(place.hasAttribute('disabled')).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: 'Credit card' }));
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/booking/k9/detail'));
    const variables = calls.find((call) => call.name === 'BookingCreateCampaignCart')?.variables;
    expect(variables).toMatchObject({
      brandId: 'b2',
      paymentMethod: 'CARD',
      paymentTerms: 'IMMEDIATE',
      redeemVoucherId: null,
      campaignItems: [
        {
          packageId: 'p1',
          name: 'HP01 January',
          startDate: '2027-01-04',
          endDate: '2027-01-10',
          discountIds: [],
          bookings: campaign().bookings,
        },
      ],
    });
    expect(typeof variables?.idempotencyKey).toBe('string');
    expect(readCart('u1').campaigns).toHaveLength(0);
  });

  it('shows each refusal next to its part, keeps the cart, and retries with the same key', async () => {
    dispatchCart('u1', { type: 'addCampaign', campaign: campaign(), paidCreditOnly: false });
    dispatchCart('u1', { type: 'setPayment', paymentMethod: 'CARD', paymentTerms: 'IMMEDIATE' });
    const { calls } = renderCart({
      BookingCreateCampaignCart: {
        createCampaignCart: {
          ok: false,
          ids: [],
          cartId: null,
          errors: [
            {
              field: 'campaignItems',
              messages: ['Placement Homepage hero in Singapore is no longer available'],
            },
            { field: 'paymentMethod', messages: ['Your card was declined'] },
          ],
        },
      },
    });
    await screen.findByTestId('campaign-c1');
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(
      await screen.findByText('Placement Homepage hero in Singapore is no longer available'),
    ).toBeTruthy();
    expect(screen.getByText('Your card was declined')).toBeTruthy();
    expect(readCart('u1').campaigns).toHaveLength(1);
    expect(screen.getByTestId('location').textContent).toBe('/booking/cart');

    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.name === 'BookingCreateCampaignCart')).toHaveLength(2),
    );
    const keys = calls
      .filter((call) => call.name === 'BookingCreateCampaignCart')
      .map((call) => call.variables.idempotencyKey);
    expect(keys[0]).toBe(keys[1]);
  });

  it('resets the cart after its confirmation', async () => {
    dispatchCart('u1', { type: 'addCampaign', campaign: campaign(), paidCreditOnly: false });
    renderCart();
    await screen.findByTestId('campaign-c1');
    await userEvent.click(screen.getByRole('button', { name: 'Reset cart' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reset cart' }),
    );
    expect(await screen.findByText('Your cart is empty')).toBeTruthy();
    expect(readCart('u1').campaigns).toHaveLength(0);
  });
});
