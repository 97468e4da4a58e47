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

/**
 * The fill-in as the empty input's placeholder: when only one bound is typed, the other input stays
 * empty (typing into it starts from nothing, never from 999999999) and shows the default it stands for.
 */
export function priceRangePlaceholders(
  minPrice: string,
  maxPrice: string,
): { minPrice: string; maxPrice: string } {
  const filled = fillPriceRange(minPrice, maxPrice);
  return {
    minPrice: (minPrice ?? '').trim() === '' ? filled.minPrice : '',
    maxPrice: (maxPrice ?? '').trim() === '' ? filled.maxPrice : '',
  };
}

function isAmount(value: string, amount: string): boolean {
  const micros = parseDecimalToMicros((value ?? '').trim());
  return micros !== null && micros === parseDecimalToMicros(amount);
}

/**
 * A saved range as the inputs show it: a bound the server filled in with its default (spec 2 §5)
 * shows empty again, so the inputs read as the user typed them (a max of 999999999 is not typed on).
 * When both are defaults the min stays, so the range is still there.
 */
export function editablePriceRange(
  minPrice: string,
  maxPrice: string,
): { minPrice: string; maxPrice: string } {
  if (isAmount(maxPrice, PRICE_MAX_DEFAULT)) return { minPrice, maxPrice: '' };
  if (isAmount(minPrice, PRICE_MIN_DEFAULT) && (maxPrice ?? '').trim() !== '')
    return { minPrice: '', maxPrice };
  return { minPrice, maxPrice };
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
