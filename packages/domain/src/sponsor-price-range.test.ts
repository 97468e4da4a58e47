import { describe, expect, it } from 'vitest';
import { fillPriceRange, hasPriceRange, priceRangeErrors } from './sponsor-price-range';

describe('price range', () => {
  it('fills the other bound with 1 or 999999999 when one side is typed', () => {
    expect(fillPriceRange('', '50')).toEqual({ minPrice: '1', maxPrice: '50' });
    expect(fillPriceRange('20', '')).toEqual({ minPrice: '20', maxPrice: '999999999' });
    expect(fillPriceRange(' ', '')).toEqual({ minPrice: '', maxPrice: '' });
    expect(hasPriceRange('', '')).toBe(false);
    expect(hasPriceRange('', '3')).toBe(true);
  });

  it('requires min ≤ max, compared exactly', () => {
    expect(priceRangeErrors('10.01', '10')).toEqual({
      'product.minPrice': ['sponsorRules:requireMinPriceLowerThanMaxPrice'],
    });
    expect(priceRangeErrors('10', '10.00')).toEqual({});
    expect(priceRangeErrors('', '')).toEqual({});
    expect(priceRangeErrors('', '0.5')).toEqual({
      'product.minPrice': ['sponsorRules:requireMinPriceLowerThanMaxPrice'],
    });
  });

  it('refuses bounds that are not number inputs', () => {
    expect(priceRangeErrors('abc', '')).toEqual({ 'product.minPrice': ['sponsorRules:invalidNumber'] });
    expect(priceRangeErrors('', '1234567890123')).toEqual({
      'product.maxPrice': ['sponsorRules:numberTooLong'],
    });
  });
});
