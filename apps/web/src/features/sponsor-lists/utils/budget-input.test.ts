import { describe, expect, it } from 'vitest';
import { budgetFieldError } from './budget-input';

describe('budgetFieldError', () => {
  it('requires a value only when the budget type uses the field', () => {
    expect(budgetFieldError('', true)).toBe('required');
    expect(budgetFieldError('  ', true)).toBe('required');
    expect(budgetFieldError('', false)).toBeNull();
  });

  it('refuses amounts below 1 and what is not a number', () => {
    expect(budgetFieldError('0.99', true)).toBe('min');
    expect(budgetFieldError('0', true)).toBe('min');
    expect(budgetFieldError('1', true)).toBeNull();
    expect(budgetFieldError('12.5', true)).toBeNull();
    expect(budgetFieldError('1e3', true)).toBe('notNumber');
    expect(budgetFieldError('1234567890123', true)).toBe('notNumber');
  });
});
