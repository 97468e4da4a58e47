import { describe, expect, it } from 'vitest';
import {
  emptyMetaCampaignForm,
  type MetaCampaignFormValues,
  metaCampaignFormArguments,
  metaCampaignFormErrors,
  metaMoneyDecimal,
} from './meta-campaign-form';
import { metaCampaignMessages as m } from './meta-campaign-rules';
import { amountFormatError } from './money-input';

const valid: MetaCampaignFormValues = {
  ...emptyMetaCampaignForm,
  name: ' Summer ',
  lifetimeBudget: '1,250.50',
  startDate: '2026-11-27',
  endDate: '2026-12-10',
  creativeText: ' Shop now ',
  customAudienceIds: ['501', 'x'],
  productCategoryIds: ['11'],
  productMinPrice: '10',
};
const create = { mode: 'create' as const, today: '2026-11-26', creativeTextExcluded: false };

describe('metaCampaignFormErrors', () => {
  it('accepts a valid form typed in English, and the same amounts typed in Portuguese', () => {
    expect(metaCampaignFormErrors(valid, 'en', create)).toEqual({});
    expect(metaCampaignFormErrors({ ...valid, lifetimeBudget: '1.250,50' }, 'pt-BR', create)).toEqual({});
  });

  it('says "required" for empty money and the format message for money it cannot read', () => {
    expect(metaCampaignFormErrors({ ...valid, lifetimeBudget: ' ' }, 'en', create).lifetimeBudget).toEqual([
      m.lifetimeBudgetRequired,
    ]);
    const errors = metaCampaignFormErrors(
      { ...valid, lifetimeBudget: '50,00', productMinPrice: 'ten', productMaxPrice: '1.1234567' },
      'en',
      create,
    );
    expect(errors).toEqual({
      lifetimeBudget: [amountFormatError],
      productMinPrice: [amountFormatError],
      productMaxPrice: [amountFormatError],
    });
  });

  it('takes 11 characters in the budget and 12 in the prices (spec 1 §5)', () => {
    const long = { ...valid, lifetimeBudget: '123456789012', productMaxPrice: '123456789012' };
    const errors = metaCampaignFormErrors(long, 'en', create);
    expect(errors.lifetimeBudget).toEqual([amountFormatError]);
    expect(errors.productMaxPrice).toBeUndefined();
    expect(metaMoneyDecimal('12345678901', 'lifetimeBudget', 'en')).toBe('12345678901');
  });

  it('keeps the shared rules: a minimum price above the maximum', () => {
    const errors = metaCampaignFormErrors({ ...valid, productMaxPrice: '5' }, 'en', create);
    expect(errors).toEqual({ productMaxPrice: [m.minPriceAboveMax] });
  });
});

describe('metaCampaignFormArguments', () => {
  it('trims the text, writes money as canonical decimals (null when empty) and ids as numbers', () => {
    expect(metaCampaignFormArguments(valid, 'en')).toEqual({
      name: 'Summer',
      lifetimeBudget: '1250.5',
      startDate: '2026-11-27',
      endDate: '2026-12-10',
      creativeText: 'Shop now',
      customAudienceIds: [501],
      productCategoryIds: [11],
      productMinPrice: '10',
      productMaxPrice: null,
    });
  });
});
