import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isAllowedNumberInput,
  numberInputMicros,
  numberInputProblem,
  numberInputValue,
} from './sponsor-number-input';

describe('number inputs', () => {
  it('allow digits with one optional point, at most 12 characters', () => {
    expect(isAllowedNumberInput('')).toBe(true);
    expect(isAllowedNumberInput('123.45')).toBe(true);
    expect(isAllowedNumberInput('12.')).toBe(true);
    expect(isAllowedNumberInput('123456789012')).toBe(true);
    expect(isAllowedNumberInput('1234567890123')).toBe(false);
    expect(isAllowedNumberInput('1.2.3')).toBe(false);
    expect(isAllowedNumberInput('-1')).toBe(false);
    expect(isAllowedNumberInput('1e5')).toBe(false);
  });

  it('treat empty as 0', () => {
    expect(numberInputValue('')).toBe('0');
    expect(numberInputValue(' 5 ')).toBe('5');
  });

  it('parse exactly into micros', () => {
    expect(numberInputMicros('0.1')).toBe(100_000n);
    expect(numberInputMicros('.5')).toBe(500_000n);
    expect(numberInputMicros('5.')).toBe(5_000_000n);
    expect(numberInputMicros('')).toBeNull();
    expect(numberInputMicros('0.0000001')).toBeNull();
    expect(numberInputProblem('')).toBe('empty');
    expect(numberInputProblem('1234567890123')).toBe('numberTooLong');
    expect(numberInputProblem('abc')).toBe('invalidNumber');
    expect(numberInputProblem('99')).toBeNull();
  });

  it('accept every string of digits and one point up to 12 characters', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,6}(\.\d{0,5})?$/), (text) => {
        expect(isAllowedNumberInput(text)).toBe(true);
        expect(numberInputMicros(text)).not.toBeNull();
      }),
    );
  });
});
