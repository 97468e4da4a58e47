import { describe, expect, it } from 'vitest';
import { emptyFormValues } from './form-values';
import { prefillFromState } from './prefill';

describe('prefillFromState', () => {
  it("reads the quick form's createMetaCampaign arguments in the user's language", () => {
    const state = {
      prefill: {
        name: 'Spring',
        lifetimeBudget: '1250.5',
        startDate: '2026-12-01',
        endDate: 'not a day',
        creativeText: null,
        customAudienceIds: [501],
        categories: [11, 12],
        minPrice: '5',
        maxPrice: null,
      },
    };
    expect(prefillFromState(state, 'pt')).toEqual({
      ...emptyFormValues,
      name: 'Spring',
      lifetimeBudget: '1250,5',
      startDate: '2026-12-01',
      customAudienceIds: ['501'],
      productCategoryIds: ['11', '12'],
      productMinPrice: '5',
    });
  });

  it('is nothing for a state without form values', () => {
    expect(prefillFromState(null, 'en')).toBeNull();
    expect(prefillFromState({ sellerId: '7' }, 'en')).toBeNull();
  });
});
