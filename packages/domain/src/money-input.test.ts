import { describe, expect, it } from 'vitest';
import { formatDecimalForInput, numberSeparators, parseLocaleDecimal } from './money-input';

describe('parseLocaleDecimal', () => {
  it('reads English: "," groups thousands, "." starts the decimals', () => {
    expect(parseLocaleDecimal('12,345', 'en')).toBe('12345');
    expect(parseLocaleDecimal('1,234,567.89', 'en')).toBe('1234567.89');
    expect(parseLocaleDecimal('50.00', 'en')).toBe('50.00');
    expect(parseLocaleDecimal(' 100 ', 'en')).toBe('100');
  });

  it('reads Portuguese and Indonesian: "." groups thousands, "," starts the decimals', () => {
    expect(parseLocaleDecimal('1.000', 'pt')).toBe('1000');
    expect(parseLocaleDecimal('50,00', 'pt')).toBe('50.00');
    expect(parseLocaleDecimal('1.234.567,5', 'id')).toBe('1234567.5');
    expect(parseLocaleDecimal('50,00', 'pt-BR')).toBe('50.00');
  });

  it('refuses a separator that groups nothing, instead of guessing (en "50,00" is not 5000)', () => {
    expect(parseLocaleDecimal('50,00', 'en')).toBeNull();
    expect(parseLocaleDecimal('1,5', 'en')).toBeNull();
    expect(parseLocaleDecimal('1.5', 'pt')).toBeNull();
    expect(parseLocaleDecimal('1,0000', 'en')).toBeNull();
    expect(parseLocaleDecimal('1234,567', 'en')).toBeNull();
    expect(parseLocaleDecimal(',100', 'en')).toBeNull();
  });

  it('refuses anything else that is not a plain non-negative number', () => {
    for (const text of ['', ' ', '.', 'abc', '-5', '+5', '1e5', '1.2.3', '1,2,3', '5 000', '50.00.', 'NaN'])
      expect(parseLocaleDecimal(text, 'en'), text).toBeNull();
    expect(parseLocaleDecimal('1,2,3', 'pt')).toBeNull();
  });

  it('reads a trailing or leading decimal separator as typing in progress', () => {
    expect(parseLocaleDecimal('50,', 'pt')).toBe('50');
    expect(parseLocaleDecimal(',5', 'pt')).toBe('0.5');
    expect(parseLocaleDecimal('.5', 'en')).toBe('0.5');
    expect(parseLocaleDecimal('007', 'en')).toBe('7');
  });

  it('falls back to English for a language without a rule', () => {
    expect(numberSeparators('fr')).toEqual({ group: ',', decimal: '.' });
    expect(numberSeparators(undefined)).toEqual({ group: ',', decimal: '.' });
  });

  it('writes a canonical decimal the way the language types it', () => {
    expect(formatDecimalForInput('12.5', 'pt')).toBe('12,5');
    expect(formatDecimalForInput('12.5', 'en')).toBe('12.5');
    expect(formatDecimalForInput('100', 'id')).toBe('100');
  });
});
