import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CartAction,
  type CartCampaign,
  type CartState,
  cartReducer,
  cartStorageKey,
  emptyCart,
  parseStoredCart,
} from './booking-cart';

const campaign = (id: string, packageId = `p-${id}`): CartCampaign => ({
  id,
  packageId,
  packageCode: packageId.toUpperCase(),
  bookings: [{ ventureId: 'v1', segmentId: 's1', placementId: `pl-${id}` }],
  startDate: null,
  endDate: null,
  minTime: null,
  name: '',
  weeks: 1,
});

const run = (actions: CartAction[], from: CartState = emptyCart) => actions.reduce(cartReducer, from);
const add = (id: string, paidCreditOnly = false, packageId?: string): CartAction => ({
  type: 'addCampaign',
  campaign: campaign(id, packageId),
  paidCreditOnly,
});

describe('emptyCart', () => {
  it('is empty, immediate, unpaid', () => {
    expect(emptyCart).toEqual({
      campaigns: [],
      discountsMap: {},
      paymentMethod: null,
      paymentTerms: 'IMMEDIATE',
      voucherInfo: null,
      paidCreditOnly: false,
    });
    expect(Object.isFrozen(emptyCart)).toBe(true);
  });
});

describe('adding and removing campaigns', () => {
  it('adds campaigns and clears the chosen discounts', () => {
    const state = run([add('a'), { type: 'setDiscounts', campaignId: 'a', discountIds: ['d1'] }, add('b')]);
    expect(state.campaigns.map((c) => c.id)).toEqual(['a', 'b']);
    expect(state.discountsMap).toEqual({});
  });

  it('replaces a campaign added again with the same id', () => {
    const state = run([add('a'), add('a')]);
    expect(state.campaigns).toHaveLength(1);
  });

  it('clears the discounts when a campaign is removed', () => {
    const state = run([
      add('a'),
      add('b'),
      { type: 'setDiscounts', campaignId: 'a', discountIds: ['d1'] },
      { type: 'removeCampaign', campaignId: 'b' },
    ]);
    expect(state.campaigns.map((c) => c.id)).toEqual(['a']);
    expect(state.discountsMap).toEqual({});
  });

  it('resets to the empty cart when the last campaign goes', () => {
    const state = run([
      add('a'),
      { type: 'setPayment', paymentMethod: 'WIRE_TRANSFER', paymentTerms: 'IN_30_DAYS' },
      { type: 'setVoucher', voucherInfo: { redeemId: 'r1', code: 'SAVE' } },
      { type: 'removeCampaign', campaignId: 'a' },
    ]);
    expect(state).toBe(emptyCart);
  });

  it('removes every campaign of a package', () => {
    const state = run([add('a', false, 'p1'), add('b', false, 'p2'), add('c', false, 'p1')]);
    expect(cartReducer(state, { type: 'removePackage', packageId: 'p1' }).campaigns.map((c) => c.id)).toEqual(
      ['b'],
    );
    expect(cartReducer(state, { type: 'removePackage', packageId: 'p9' })).toBe(state);
    expect(
      run(
        [
          { type: 'removePackage', packageId: 'p1' },
          { type: 'removePackage', packageId: 'p2' },
        ],
        state,
      ),
    ).toBe(emptyCart);
  });

  it('keeps the discounts when removing a campaign that is not there', () => {
    const state = run([add('a'), { type: 'setDiscounts', campaignId: 'a', discountIds: ['d1'] }]);
    expect(cartReducer(state, { type: 'removeCampaign', campaignId: 'zz' })).toBe(state);
  });
});

describe('paid credit only', () => {
  it('forces paid credit and immediate terms', () => {
    const state = run([
      add('a'),
      { type: 'setPayment', paymentMethod: 'WIRE_TRANSFER', paymentTerms: 'IN_30_DAYS' },
      add('b', true),
    ]);
    expect(state.paidCreditOnly).toBe(true);
    expect(state.paymentMethod).toBe('PAID_CREDIT');
    expect(state.paymentTerms).toBe('IMMEDIATE');
  });

  it('refuses another method while a paid-credit-only package is in the cart', () => {
    const state = run([
      add('a', true),
      { type: 'setPayment', paymentMethod: 'CARD', paymentTerms: 'IMMEDIATE' },
    ]);
    expect(state.paymentMethod).toBe('PAID_CREDIT');
  });

  it('is recomputed when its campaign leaves', () => {
    const state = run([add('a', true), add('b'), { type: 'removeCampaign', campaignId: 'a' }]);
    expect(state.paidCreditOnly).toBe(false);
    expect(state.paymentMethod).toBe('PAID_CREDIT');
    const card = cartReducer(state, { type: 'setPayment', paymentMethod: 'CARD', paymentTerms: 'IMMEDIATE' });
    expect(card.paymentMethod).toBe('CARD');
  });
});

describe('payment', () => {
  it('keeps 30-day terms for wire transfer only', () => {
    expect(
      cartReducer(run([add('a')]), {
        type: 'setPayment',
        paymentMethod: 'WIRE_TRANSFER',
        paymentTerms: 'IN_30_DAYS',
      }).paymentTerms,
    ).toBe('IN_30_DAYS');
    for (const paymentMethod of ['CARD', 'PAID_CREDIT', null] as const) {
      expect(
        cartReducer(run([add('a')]), { type: 'setPayment', paymentMethod, paymentTerms: 'IN_30_DAYS' })
          .paymentTerms,
      ).toBe('IMMEDIATE');
    }
  });

  it('sets and clears the voucher', () => {
    const withVoucher = run([
      add('a'),
      { type: 'setVoucher', voucherInfo: { redeemId: 'r1', code: 'SAVE10' } },
    ]);
    expect(withVoucher.voucherInfo).toEqual({ redeemId: 'r1', code: 'SAVE10' });
    expect(cartReducer(withVoucher, { type: 'setVoucher', voucherInfo: null }).voucherInfo).toBeNull();
  });
});

describe('a campaign’s fields', () => {
  const start = run([add('a'), add('b')]);

  it('sets discounts of a campaign in the cart only', () => {
    const state = cartReducer(start, { type: 'setDiscounts', campaignId: 'a', discountIds: ['d1', 'd2'] });
    expect(state.discountsMap).toEqual({ a: ['d1', 'd2'] });
    expect(cartReducer(state, { type: 'setDiscounts', campaignId: 'zz', discountIds: ['d1'] })).toBe(state);
  });

  it('sets bookings', () => {
    const bookings = [
      { ventureId: 'v1', segmentId: 's1', placementId: 'x' },
      { ventureId: 'v2', segmentId: 's2', placementId: 'y' },
    ];
    const state = cartReducer(start, { type: 'setBookings', campaignId: 'b', bookings });
    expect(state.campaigns[1]?.bookings).toEqual(bookings);
    expect(state.campaigns[0]?.bookings).toEqual(start.campaigns[0]?.bookings);
  });

  it('sets dates, weeks and the default dates with their minimum', () => {
    let state = cartReducer(start, {
      type: 'setDefaultStartEnd',
      campaignId: 'a',
      startDate: '2026-03-30',
      endDate: '2026-04-05',
      minTime: '2026-03-30',
    });
    expect(state.campaigns[0]).toMatchObject({
      startDate: '2026-03-30',
      endDate: '2026-04-05',
      minTime: '2026-03-30',
      weeks: 1,
    });
    state = cartReducer(state, {
      type: 'setStartEnd',
      campaignId: 'a',
      startDate: '2026-04-06',
      endDate: '2026-04-19',
      weeks: 2,
    });
    expect(state.campaigns[0]).toMatchObject({
      startDate: '2026-04-06',
      endDate: '2026-04-19',
      minTime: '2026-03-30',
      weeks: 2,
    });
    state = cartReducer(state, {
      type: 'setStartEnd',
      campaignId: 'a',
      startDate: '2026-04-13',
      endDate: '2026-04-26',
    });
    expect(state.campaigns[0]?.weeks).toBe(2);
  });

  it('gives the default name until the user types one', () => {
    let state = cartReducer(start, { type: 'setDefaultName', campaignId: 'a', name: 'P-A 1' });
    expect(state.campaigns[0]?.name).toBe('P-A 1');
    state = cartReducer(state, { type: 'setDefaultName', campaignId: 'a', name: 'P-A 2' });
    expect(state.campaigns[0]?.name).toBe('P-A 2');
    state = cartReducer(state, { type: 'setName', campaignId: 'a', name: 'My launch' });
    state = cartReducer(state, { type: 'setDefaultName', campaignId: 'a', name: 'P-A 3' });
    expect(state.campaigns[0]?.name).toBe('My launch');
    // a cleared name takes the default again
    state = cartReducer(state, { type: 'setName', campaignId: 'a', name: '  ' });
    state = cartReducer(state, { type: 'setDefaultName', campaignId: 'a', name: 'P-A 4' });
    expect(state.campaigns[0]?.name).toBe('P-A 4');
  });

  it('ignores an unknown campaign id', () => {
    expect(cartReducer(start, { type: 'setName', campaignId: 'zz', name: 'x' })).toBe(start);
    expect(cartReducer(start, { type: 'setBookings', campaignId: 'zz', bookings: [] })).toBe(start);
  });

  it('does not change the state it is given', () => {
    const before = JSON.stringify(start);
    run(
      [
        { type: 'setName', campaignId: 'a', name: 'x' },
        { type: 'setDiscounts', campaignId: 'a', discountIds: ['d'] },
        { type: 'removeCampaign', campaignId: 'a' },
      ],
      start,
    );
    expect(JSON.stringify(start)).toBe(before);
  });
});

describe('reset and load', () => {
  it('resets', () => {
    expect(cartReducer(run([add('a')]), { type: 'reset' })).toBe(emptyCart);
  });

  it('loads a state, settling its rules', () => {
    const loaded = cartReducer(emptyCart, {
      type: 'load',
      state: {
        ...emptyCart,
        campaigns: [campaign('a')],
        paymentMethod: 'CARD',
        paymentTerms: 'IN_30_DAYS',
        paidCreditOnly: false,
      },
    });
    expect(loaded.campaigns).toHaveLength(1);
    expect(loaded.paymentTerms).toBe('IMMEDIATE');
    expect(cartReducer(loaded, { type: 'load', state: { ...emptyCart } })).toBe(emptyCart);
  });

  it('keeps a loaded paid-credit-only cart paid by credit', () => {
    const loaded = cartReducer(emptyCart, {
      type: 'load',
      state: { ...emptyCart, campaigns: [campaign('a')], paidCreditOnly: true },
    });
    expect(loaded.paidCreditOnly).toBe(true);
    expect(loaded.paymentMethod).toBe('PAID_CREDIT');
  });
});

describe('storage', () => {
  it('keys the cart by user', () => {
    expect(cartStorageKey('42')).toBe('booking-cart:42');
  });

  it('round-trips a cart', () => {
    const state = run([
      add('a', true),
      add('b'),
      { type: 'setDiscounts', campaignId: 'b', discountIds: ['d1'] },
      { type: 'setName', campaignId: 'a', name: 'Mine' },
      { type: 'setVoucher', voucherInfo: { redeemId: 'r', code: 'C' } },
    ]);
    const restored = parseStoredCart(JSON.stringify(state));
    expect(restored).toEqual(state);
    // the flags survive: removing the paid-credit-only campaign frees the method, the name stays typed
    const removed = cartReducer(restored, { type: 'removeCampaign', campaignId: 'a' });
    expect(removed.paidCreditOnly).toBe(false);
    expect(
      cartReducer(restored, { type: 'setDefaultName', campaignId: 'a', name: 'Default' }).campaigns[0]?.name,
    ).toBe('Mine');
  });

  it('answers the empty cart for nothing, garbage or an old shape', () => {
    expect(parseStoredCart(null)).toBe(emptyCart);
    expect(parseStoredCart('')).toBe(emptyCart);
    expect(parseStoredCart('{not json')).toBe(emptyCart);
    expect(parseStoredCart('42')).toBe(emptyCart);
    expect(parseStoredCart(JSON.stringify({ campaigns: [{ id: 'a', package: { id: 1 } }] }))).toBe(emptyCart);
    expect(
      parseStoredCart(JSON.stringify({ ...emptyCart, campaigns: [campaign('a')], paymentMethod: 'BITCOIN' })),
    ).toBe(emptyCart);
    expect(
      parseStoredCart(JSON.stringify({ ...emptyCart, campaigns: [{ ...campaign('a'), weeks: 0 }] })),
    ).toBe(emptyCart);
  });

  it('drops discounts of campaigns that are not in the cart', () => {
    const text = JSON.stringify({
      ...emptyCart,
      campaigns: [campaign('a')],
      discountsMap: { a: ['d'], x: ['d'] },
    });
    expect(parseStoredCart(text).discountsMap).toEqual({ a: ['d'] });
  });
});

describe('properties', () => {
  const id = fc.constantFrom('a', 'b', 'c');
  const method = fc.constantFrom('PAID_CREDIT', 'CARD', 'WIRE_TRANSFER', null) as fc.Arbitrary<
    CartState['paymentMethod']
  >;
  const terms = fc.constantFrom('IMMEDIATE', 'IN_30_DAYS') as fc.Arbitrary<CartState['paymentTerms']>;
  const action: fc.Arbitrary<CartAction> = fc.oneof(
    fc.tuple(id, fc.boolean(), fc.constantFrom('p1', 'p2')).map(([c, only, pkg]) => add(c, only, pkg)),
    id.map((campaignId): CartAction => ({ type: 'removeCampaign', campaignId })),
    fc.constantFrom('p1', 'p2').map((packageId): CartAction => ({ type: 'removePackage', packageId })),
    fc
      .tuple(id, fc.array(fc.constantFrom('d1', 'd2')))
      .map(([campaignId, discountIds]): CartAction => ({ type: 'setDiscounts', campaignId, discountIds })),
    fc
      .tuple(id, fc.string())
      .map(([campaignId, name]): CartAction => ({ type: 'setName', campaignId, name })),
    fc
      .tuple(id, fc.string())
      .map(([campaignId, name]): CartAction => ({ type: 'setDefaultName', campaignId, name })),
    fc
      .tuple(method, terms)
      .map(
        ([paymentMethod, paymentTerms]): CartAction => ({ type: 'setPayment', paymentMethod, paymentTerms }),
      ),
    fc.constant<CartAction>({ type: 'reset' }),
  );

  it('keeps the cart’s rules after any actions, and survives storage', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 25 }), (actions) => {
        const state = run(actions);
        if (state.campaigns.length === 0) expect(state.discountsMap).toEqual({});
        expect(state.paidCreditOnly).toBe(state.campaigns.some((c) => c.paidCreditOnly));
        if (state.paidCreditOnly) expect(state.paymentMethod).toBe('PAID_CREDIT');
        if (state.paymentTerms === 'IN_30_DAYS') expect(state.paymentMethod).toBe('WIRE_TRANSFER');
        const ids = state.campaigns.map((c) => c.id);
        expect(new Set(ids).size).toBe(ids.length);
        expect(Object.keys(state.discountsMap).every((key) => ids.includes(key))).toBe(true);
        // a stored cart without campaigns is the empty cart
        expect(parseStoredCart(JSON.stringify(state))).toEqual(state.campaigns.length ? state : emptyCart);
      }),
    );
  });
});
