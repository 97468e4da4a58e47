import { describe, expect, it } from 'vitest';
import {
  ceilMicros,
  currencyFractionDigits,
  formatDecimalText,
  formatMicros,
  formatMoney,
  fractionDigits,
  MAX_MICROS,
  moneyFormatter,
  parseCanonicalAmount,
  parseDecimalToMicros,
  roundMicros,
} from './money';

describe('money', () => {
  it('parses decimal strings and numbers into exact micros', () => {
    expect(parseDecimalToMicros('1250.50')).toBe(1_250_500_000n);
    expect(parseDecimalToMicros('0.000001')).toBe(1n);
    expect(parseDecimalToMicros(0.1)).toBe(100_000n);
    expect(parseDecimalToMicros('-3')).toBe(-3_000_000n);
  });

  it('refuses values that are not decimals or are finer than a micro', () => {
    expect(parseDecimalToMicros('abc')).toBeNull();
    expect(parseDecimalToMicros('1.0000001')).toBeNull();
    expect(parseDecimalToMicros(Number.NaN)).toBeNull();
    expect(parseDecimalToMicros('1e5')).toBeNull();
  });

  it('refuses grouping separators: "50,00" is fifty or five thousand depending on the language', () => {
    expect(parseDecimalToMicros('50,00')).toBeNull();
    expect(parseDecimalToMicros('1,000.25')).toBeNull();
  });

  it('takes an amount only as a canonical decimal within the currency digits and a bigint column', () => {
    expect(parseCanonicalAmount('50.00', 2)).toBe(50_000_000n);
    expect(parseCanonicalAmount('50', 0)).toBe(50_000_000n);
    expect(parseCanonicalAmount('50.5', 0)).toBeNull();
    expect(parseCanonicalAmount('50.001', 2)).toBeNull();
    expect(parseCanonicalAmount('50,00', 2)).toBeNull();
    expect(parseCanonicalAmount('-5', 2)).toBeNull();
    expect(parseCanonicalAmount(' 5', 2)).toBeNull();
    expect(parseCanonicalAmount('9223372036854.775807', 6)).toBe(MAX_MICROS);
    expect(parseCanonicalAmount('9223372036854.775808', 6)).toBeNull();
  });

  it('formats micros back without losing digits', () => {
    expect(formatMicros(1_250_500_000n)).toBe('1250.5');
    expect(formatMicros(-1n)).toBe('-0.000001');
    expect(formatMicros(0n)).toBe('0');
  });

  it('writes machine-readable decimal text: fixed digits for CSV, at least two for history', () => {
    expect(formatDecimalText(3_000_000_000n, 2, 2)).toBe('3000.00');
    expect(formatDecimalText(-1_234_567n, 2, 2)).toBe('-1.23');
    expect(formatDecimalText(1_235_000n, 2, 2)).toBe('1.24');
    expect(formatDecimalText(-4_000n, 2, 2)).toBe('0.00');
    expect(formatDecimalText(5_000_000n, 0, 0)).toBe('5');
    expect(formatDecimalText(1n, 2)).toBe('0.000001');
    expect(formatDecimalText(-2_000_000n, 2)).toBe('-2.00');
    expect(formatDecimalText(12_500_000n, 2)).toBe('12.50');
    expect(formatDecimalText(MAX_MICROS, 0)).toBe('9223372036854.775807');
  });

  it('rounds half away from zero to the currency digits', () => {
    expect(roundMicros(1_005_000n, 2)).toBe(1_010_000n);
    expect(roundMicros(1_004_999n, 2)).toBe(1_000_000n);
    expect(roundMicros(-1_005_000n, 2)).toBe(-1_010_000n);
    expect(roundMicros(1_500_000n, 0)).toBe(2_000_000n);
  });

  it('rounds up to the currency digits', () => {
    expect(ceilMicros(1_000_001n, 2)).toBe(1_010_000n);
    expect(ceilMicros(1_010_000n, 2)).toBe(1_010_000n);
    expect(ceilMicros(-1_005_000n, 2)).toBe(-1_000_000n);
    expect(ceilMicros(2_940_001n, 0)).toBe(3_000_000n);
    expect(ceilMicros(1n, 6)).toBe(1n);
  });

  it('counts fraction digits', () => {
    expect(fractionDigits('10.250')).toBe(3);
    expect(fractionDigits('10')).toBe(0);
  });

  it('formats with the currency fraction digits', () => {
    expect(formatMoney(1_234_567_890n, 'SGD', 2)).toMatch(/^SGD\s1,234\.57$/);
    expect(formatMoney(1_500_000_000n, 'IDR', 0)).toMatch(/1,500/);
  });

  it('formats the largest amount a bigint column holds without losing a digit (no float on the way)', () => {
    expect(formatMoney(MAX_MICROS, 'USD', 6)).toBe('$9,223,372,036,854.775807');
    expect(formatMoney('9223372036854.775807', 'USD', 6)).toBe('$9,223,372,036,854.775807');
    // Through a float this would print ...854.78: the nearest double to ...854.774999 is ...854.775390625.
    expect(formatMoney(9_223_372_036_854_774_999n, 'USD', 2)).toBe('$9,223,372,036,854.77');
  });

  it('says "< 0.01" for a positive amount below the smallest unit, which would read as nothing charged', () => {
    expect(formatMoney(4_000n, 'SGD', 2)).toMatch(/^< SGD\s0\.01$/);
    expect(formatMoney(4_000n, 'SGD', 2, 'pt')).toMatch(/^< SGD\s0,01$/);
    expect(formatMoney(400_000n, 'IDR', 0)).toMatch(/^< IDR\s1$/);
    expect(formatMoney(0n, 'SGD', 2)).toMatch(/^SGD\s0\.00$/);
    expect(formatMoney(5_000n, 'USD', 2)).toBe('$0.01');
  });

  it('rounds half away from zero, negatives included, before Intl sees the number', () => {
    expect(formatMoney(1_005_000n, 'USD', 2)).toBe('$1.01');
    expect(formatMoney(-1_005_000n, 'USD', 2)).toBe('-$1.01');
    // What rounds to zero is zero, not "-$0.00".
    expect(formatMoney(-4_999n, 'USD', 2)).toBe('$0.00');
    expect(formatMoney('2.5', 'IDR', 0, 'en').replace(/\s/g, ' ')).toBe('IDR 3');
  });

  it('takes the API Decimal text exactly and refuses text that is not a decimal', () => {
    expect(formatMoney('1250.5', 'SGD', 2, 'en')).toBe('SGD 1,250.50'.replace(' ', '\u00a0'));
    expect(formatMoney('-3', 'USD', 2)).toBe('-$3.00');
    expect(() => formatMoney('50,00', 'USD', 2)).toThrow(RangeError);
    expect(() => formatMoney('abc', 'USD', 2)).toThrow(RangeError);
  });

  it('takes the ISO digits of the currency when the caller has only its code', () => {
    expect(currencyFractionDigits('JPY')).toBe(0);
    expect(formatMoney('1234.5', 'USD', null)).toBe('$1,234.50');
    expect(formatMoney('1234.5', 'JPY', undefined).replace(/\s/g, ' ')).toBe('¥1,235');
  });

  it('writes the figure the way the language does', () => {
    expect(formatMoney('1234.5', 'BRL', 2, 'pt-BR').replace(/\s/g, ' ')).toBe('R$ 1.234,50');
    expect(formatMoney('1234567', 'IDR', 0, 'id').replace(/\s/g, ' ')).toBe('Rp 1.234.567');
  });

  it('formats many amounts of one currency exactly as formatMoney does, one amount at a time', () => {
    const sgd = moneyFormatter('SGD', 2, 'en');
    const jpy = moneyFormatter('JPY', null, 'en');
    for (const amount of ['1250.5', '-3', '0.004', '0.005', '-0.005', '9223372036854.775807', 0n, 1n]) {
      expect(sgd(amount)).toBe(formatMoney(amount, 'SGD', 2, 'en'));
      expect(jpy(amount)).toBe(formatMoney(amount, 'JPY', undefined, 'en'));
    }
    expect(() => sgd('50,00')).toThrow(RangeError);
    expect(() => moneyFormatter('not a code', 2)).toThrow(RangeError);
  });
});
