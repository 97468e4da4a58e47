import { describe, expect, it } from 'vitest';
import {
  formatDecimalForInput,
  MONEY_INPUT_MAX_LENGTH,
  moneyInputMaxLength,
  numberSeparators,
  PRICE_INPUT_MAX_LENGTH,
  parseLocaleDecimal,
} from './money-input';

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

  it('reads what the issue 12 walk typed: en "12,345" and "50,000" are whole thousands, pt and id "1.000" too', () => {
    expect(parseLocaleDecimal('12,345', 'en')).toBe('12345');
    expect(parseLocaleDecimal('50,000', 'en')).toBe('50000');
    expect(parseLocaleDecimal('50,000.5', 'en')).toBe('50000.5');
    expect(parseLocaleDecimal('1.000', 'pt')).toBe('1000');
    expect(parseLocaleDecimal('1.000', 'id')).toBe('1000');
    expect(parseLocaleDecimal('1.000,25', 'id')).toBe('1000.25');
    expect(parseLocaleDecimal('12.345', 'en')).toBe('12.345');
    expect(parseLocaleDecimal('12,345', 'pt')).toBe('12.345');
  });

  it('takes at most 11 characters once grouping is dropped, 12 in price inputs (spec 1 §5)', () => {
    expect(MONEY_INPUT_MAX_LENGTH).toBe(11);
    expect(PRICE_INPUT_MAX_LENGTH).toBe(12);
    expect(parseLocaleDecimal('12,345,678.50', 'en')).toBe('12345678.50');
    expect(parseLocaleDecimal('12.345.678,50', 'pt')).toBe('12345678.50');
    expect(parseLocaleDecimal('12345678901', 'en')).toBe('12345678901');
    expect(parseLocaleDecimal('123456789012', 'en')).toBeNull();
    expect(parseLocaleDecimal('123,456,789,012', 'en')).toBeNull();
    expect(parseLocaleDecimal('123.456.789,012', 'id')).toBeNull();
    expect(parseLocaleDecimal('1234567890.5', 'en')).toBeNull();
    expect(parseLocaleDecimal('123456789012', 'en', PRICE_INPUT_MAX_LENGTH)).toBe('123456789012');
    expect(parseLocaleDecimal('1234567890123', 'en', PRICE_INPUT_MAX_LENGTH)).toBeNull();
    // The input leaves room for the separators: 11 characters and the 3 that group them.
    expect(moneyInputMaxLength()).toBe('12,345,678,901'.length);
    expect(moneyInputMaxLength(PRICE_INPUT_MAX_LENGTH)).toBe('123,456,789,012'.length);
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
