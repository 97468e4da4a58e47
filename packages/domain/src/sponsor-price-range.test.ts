import { describe, expect, it } from 'vitest';
import {
  editablePriceRange,
  fillPriceRange,
  hasPriceRange,
  priceRangeErrors,
  priceRangePlaceholders,
} from './sponsor-price-range';

describe('price range', () => {
  it("shows the fill-in as the empty input's placeholder, never as its value", () => {
    expect(priceRangePlaceholders('100', '')).toEqual({ minPrice: '', maxPrice: '999999999' });
    expect(priceRangePlaceholders('', '50')).toEqual({ minPrice: '1', maxPrice: '' });
    expect(priceRangePlaceholders('', '')).toEqual({ minPrice: '', maxPrice: '' });
  });

  it('reads a saved range back as typed: a filled-in default bound shows empty', () => {
    expect(editablePriceRange('100', '999999999.00')).toEqual({ minPrice: '100', maxPrice: '' });
    expect(editablePriceRange('1', '50')).toEqual({ minPrice: '', maxPrice: '50' });
    expect(editablePriceRange('1', '999999999')).toEqual({ minPrice: '1', maxPrice: '' });
    expect(editablePriceRange('5', '60')).toEqual({ minPrice: '5', maxPrice: '60' });
    expect(editablePriceRange('', '')).toEqual({ minPrice: '', maxPrice: '' });
  });

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
