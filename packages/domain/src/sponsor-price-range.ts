import { parseDecimalToMicros } from './money';
import { addError, type FieldErrors, ruleMessage } from './sponsor-messages';
import { numberInputMicros, numberInputProblem } from './sponsor-number-input';

/** Spec 2 §9: product price default bounds. */
export const PRICE_MIN_DEFAULT = '1';
export const PRICE_MAX_DEFAULT = '999999999';

/** When only one bound is typed, the other gets its default (1 or 999999999); both blank stay blank. */
export function fillPriceRange(minPrice: string, maxPrice: string): { minPrice: string; maxPrice: string } {
  const min = (minPrice ?? '').trim();
  const max = (maxPrice ?? '').trim();
  if (min === '' && max === '') return { minPrice: '', maxPrice: '' };
  return { minPrice: min === '' ? PRICE_MIN_DEFAULT : min, maxPrice: max === '' ? PRICE_MAX_DEFAULT : max };
}

export function hasPriceRange(minPrice: string, maxPrice: string): boolean {
  return (minPrice ?? '').trim() !== '' || (maxPrice ?? '').trim() !== '';
}

/** Each typed bound a valid number; min ≤ max after filling ('require min price lower than max price'). */
export function priceRangeErrors(minPrice: string, maxPrice: string): FieldErrors {
  const errors: FieldErrors = {};
  const filled = fillPriceRange(minPrice, maxPrice);
  const minProblem = filled.minPrice === '' ? null : numberInputProblem(filled.minPrice);
  const maxProblem = filled.maxPrice === '' ? null : numberInputProblem(filled.maxPrice);
  if (minProblem && minProblem !== 'empty') addError(errors, 'product.minPrice', ruleMessage(minProblem));
  if (maxProblem && maxProblem !== 'empty') addError(errors, 'product.maxPrice', ruleMessage(maxProblem));
  if (minProblem || maxProblem || filled.minPrice === '') return errors;
  const min = numberInputMicros(filled.minPrice) ?? parseDecimalToMicros(filled.minPrice);
  const max = numberInputMicros(filled.maxPrice) ?? parseDecimalToMicros(filled.maxPrice);
  if (min !== null && max !== null && min > max) {
    addError(errors, 'product.minPrice', ruleMessage('requireMinPriceLowerThanMaxPrice'));
  }
  return errors;
}
