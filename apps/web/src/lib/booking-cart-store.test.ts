import { type CartCampaign, cartStorageKey, emptyCart } from '@portal/domain/booking-cart';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dispatchCart, readCart, useBookingCart } from './booking-cart-store';

const campaign: CartCampaign = {
  id: 'c1',
  packageId: 'p1',
  packageCode: 'HP01',
  bookings: [{ ventureId: 'v1', segmentId: 's1', placementId: 'pl1' }],
  startDate: '2026-12-14',
  endDate: '2026-12-20',
  minTime: '2026-12-14',
  name: 'HP01 2026-12-14–2026-12-20 20261126120000',
  weeks: 1,
};

describe('booking cart store', () => {
  afterEach(() => localStorage.clear());

  it('keeps each user their own cart in localStorage under booking-cart:<userId>', () => {
    dispatchCart('u1', { type: 'addCampaign', campaign, paidCreditOnly: false });
    expect(JSON.parse(localStorage.getItem(cartStorageKey('u1')) ?? 'null').campaigns[0].id).toBe('c1');
    expect(readCart('u1').campaigns).toHaveLength(1);
    expect(readCart('u2')).toEqual(emptyCart);
    expect(localStorage.getItem('booking-cart:u2')).toBeNull();
  });

  it('reads garbage in storage as the empty cart', () => {
    localStorage.setItem(cartStorageKey('u3'), '{"campaigns": "nope"');
    expect(readCart('u3')).toEqual(emptyCart);
    localStorage.setItem(cartStorageKey('u3'), JSON.stringify({ campaigns: [{ id: 1 }] }));
    expect(readCart('u3')).toEqual(emptyCart);
  });

  it('gives the same object while the stored text is unchanged (a stable snapshot)', () => {
    dispatchCart('u4', { type: 'addCampaign', campaign, paidCreditOnly: true });
    expect(readCart('u4')).toBe(readCart('u4'));
    expect(readCart('u4').paymentMethod).toBe('PAID_CREDIT');
  });

  it("re-renders a screen on its own dispatches and on another tab's storage event", () => {
    const { result } = renderHook(() => useBookingCart('u5'));
    expect(result.current.cart.campaigns).toHaveLength(0);
    act(() => {
      result.current.dispatch({ type: 'addCampaign', campaign, paidCreditOnly: false });
    });
    expect(result.current.cart.campaigns).toHaveLength(1);

    // Another tab empties the cart: the storage event reloads it here.
    act(() => {
      localStorage.setItem(cartStorageKey('u5'), JSON.stringify(emptyCart));
      window.dispatchEvent(new StorageEvent('storage', { key: cartStorageKey('u5') }));
    });
    expect(result.current.cart.campaigns).toHaveLength(0);
  });
});
