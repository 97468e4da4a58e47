import { describe, expect, it } from 'vitest';
import { metaCampaignMessages as m, sellerPageUrlError, validateMetaCampaign } from './meta-campaign-rules';

const valid = {
  name: 'Summer',
  lifetimeBudget: 100_000_000n,
  startDate: '2026-11-27',
  endDate: '2026-12-10',
  creativeText: 'Shop now',
};
const create = { mode: 'create' as const, today: '2026-11-26', creativeTextExcluded: false };

describe('validateMetaCampaign', () => {
  it('accepts a valid campaign', () => {
    expect(validateMetaCampaign(valid, create)).toEqual({});
  });

  it('requires name, budget, dates and creative text with the spec messages', () => {
    const errors = validateMetaCampaign(
      { name: ' ', lifetimeBudget: null, startDate: null, endDate: '', creativeText: '' },
      create,
    );
    expect(errors).toEqual({
      name: [m.nameRequired],
      lifetimeBudget: [m.lifetimeBudgetRequired],
      startDate: [m.startDateRequired],
      endDate: [m.endDateRequired],
      creativeText: [m.creativeTextRequired],
    });
  });

  it('refuses a budget of zero, a start before tomorrow and an end before the start', () => {
    const errors = validateMetaCampaign(
      { ...valid, lifetimeBudget: 0n, startDate: '2026-11-26', endDate: '2026-11-25' },
      create,
    );
    expect(errors.lifetimeBudget).toEqual([m.lifetimeBudgetPositive]);
    expect(errors.startDate).toEqual([m.startDateTooEarly]);
    expect(errors.endDate).toEqual([m.endDateBeforeStart]);
  });

  it('does not ask for creative text on edit or when excluded, and keeps a stored past start on edit', () => {
    expect(
      validateMetaCampaign({ ...valid, creativeText: '' }, { ...create, creativeTextExcluded: true }),
    ).toEqual({});
    expect(
      validateMetaCampaign(
        { ...valid, creativeText: '', startDate: '2026-11-01' },
        { ...create, mode: 'edit', storedStartDate: '2026-11-01' },
      ),
    ).toEqual({});
  });

  it('checks the price range', () => {
    const errors = validateMetaCampaign({ ...valid, productMinPrice: 5n, productMaxPrice: 1n }, create);
    expect(errors.productMaxPrice).toEqual([m.minPriceAboveMax]);
  });
});

describe('sellerPageUrlError', () => {
  it('requires an absolute http(s) URL', () => {
    expect(sellerPageUrlError('')).toBe(m.urlRequired);
    expect(sellerPageUrlError('not a url')).toBe(m.invalidUrl);
    expect(sellerPageUrlError('ftp://shop.example.com')).toBe(m.invalidUrl);
    expect(sellerPageUrlError('https://www.facebook.com/urbancloset')).toBeNull();
  });
});
