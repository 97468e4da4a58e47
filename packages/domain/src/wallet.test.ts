import { describe, expect, it } from 'vitest';
import { parseDecimalToMicros } from './money';
import {
  daysUntil,
  expiringSoonMonths,
  fitsCurrencyDigits,
  topUpAmountSchema,
  topUpErrors,
  topUpMinimum,
  topUpQuote,
} from './wallet';

const m = (text: string) => parseDecimalToMicros(text)!;

describe('topUpQuote', () => {
  it('takes a percentage voucher as amount times percentage, then tax on the rest', () => {
    expect(
      topUpQuote({ amount: m('100'), voucher: { percentage: 10 }, taxRate: 9, maxFractionDigits: 2 }),
    ).toEqual({ amount: m('100'), discount: m('10'), tax: m('8.1'), total: m('98.1') });
  });

  it('caps a fixed-price voucher at the amount', () => {
    expect(
      topUpQuote({ amount: m('15'), voucher: { fixedPrice: m('20') }, taxRate: 9, maxFractionDigits: 2 }),
    ).toEqual({ amount: m('15'), discount: m('15'), tax: 0n, total: 0n });
    expect(
      topUpQuote({ amount: m('120'), voucher: { fixedPrice: m('20') }, taxRate: 0, maxFractionDigits: 2 })
        .total,
    ).toBe(m('100'));
  });

  it('rounds discount and tax half away from zero to the currency digits', () => {
    // 33.33 × 7 % = 2.3331 → 2.33; (33.33 − 0) × 7.5 % = 2.49975 → 2.50
    expect(topUpQuote({ amount: m('33.33'), taxRate: '7.5', maxFractionDigits: 2 })).toEqual({
      amount: m('33.33'),
      discount: 0n,
      tax: m('2.5'),
      total: m('35.83'),
    });
    // Zero-digit currency: 1001 × 12.5 % = 125.125 → 125; (1001 − 125) × 10 % = 87.6 → 88
    expect(
      topUpQuote({ amount: m('1001'), voucher: { percentage: '12.5' }, taxRate: 10, maxFractionDigits: 0 }),
    ).toEqual({ amount: m('1001'), discount: m('125'), tax: m('88'), total: m('964') });
  });

  it('keeps total = amount − discount + tax exactly', () => {
    for (const [amount, pct, tax] of [
      ['19.99', '3.3', '8'],
      ['0.01', '50', '50'],
      ['2000000000', '10', '9'],
    ] as const) {
      const quote = topUpQuote({
        amount: m(amount),
        voucher: { percentage: pct },
        taxRate: tax,
        maxFractionDigits: 2,
      });
      expect(quote.total).toBe(quote.amount - quote.discount + quote.tax);
      expect(quote.discount % 10_000n).toBe(0n);
      expect(quote.tax % 10_000n).toBe(0n);
    }
  });

  it('refuses a negative percentage', () => {
    expect(() =>
      topUpQuote({ amount: m('1'), voucher: { percentage: '-1' }, taxRate: 0, maxFractionDigits: 2 }),
    ).toThrow();
  });
});

describe('topUpAmountSchema', () => {
  const limits = { maxFractionDigits: 2, cardMin: m('10'), cardMax: m('5000') };
  const message = (value: string | number, extra = {}) => {
    const result = topUpAmountSchema({ ...limits, ...extra }).safeParse(value);
    return result.success ? result.data : result.error.issues[0]?.message;
  };

  it('parses a valid amount into micros', () => {
    expect(message('1250.50')).toBe(m('1250.5'));
    expect(message(100)).toBe(m('100'));
    expect(message('10.500')).toBe(m('10.5'));
  });

  it('answers each rule with its message key', () => {
    expect(message('')).toBe(topUpErrors.requireAmount);
    expect(message('abc')).toBe(topUpErrors.invalidAmount);
    expect(message('-5')).toBe(topUpErrors.invalidAmount);
    // Grouped or locale text is read by the form first (parseLocaleDecimal); here "50,00" is no number.
    expect(message('50,00')).toBe(topUpErrors.invalidAmount);
    expect(message('1,250.50')).toBe(topUpErrors.invalidAmount);
    expect(message('10.123')).toBe(topUpErrors.tooManyDecimals);
    expect(message('5000.01')).toBe(topUpErrors.greaterThanMaximum);
    expect(message('9.99')).toBe(topUpErrors.lessThanMinimum);
    expect(message('60', { voucherMinAmount: m('100') })).toBe(topUpErrors.lessThanMinimum);
    expect(message('0.5', { cardMin: null })).toBe(topUpErrors.lessThanMinimum);
    expect(message('1', { cardMin: null })).toBe(m('1'));
  });

  it('uses the currency digits: none for a zero-digit currency', () => {
    expect(message('100.5', { maxFractionDigits: 0 })).toBe(topUpErrors.tooManyDecimals);
    expect(message('100.0', { maxFractionDigits: 0 })).toBe(m('100'));
  });

  it('states the minimum as the highest of 1, the card minimum and the voucher minimum', () => {
    expect(topUpMinimum({ maxFractionDigits: 2 })).toBe(m('1'));
    expect(topUpMinimum({ maxFractionDigits: 2, cardMin: m('10'), voucherMinAmount: m('50') })).toBe(m('50'));
  });
});

describe('expiring soon', () => {
  it('shows months as days divided by 30, rounded up', () => {
    expect(expiringSoonMonths(0)).toBe(0);
    expect(expiringSoonMonths(1)).toBe(1);
    expect(expiringSoonMonths(30)).toBe(1);
    expect(expiringSoonMonths(31)).toBe(2);
  });

  it('counts part of a day as a day and the past as zero', () => {
    const now = new Date('2026-05-01T12:00:00Z');
    expect(daysUntil(now, new Date('2026-05-01T13:00:00Z'))).toBe(1);
    expect(daysUntil(now, new Date('2026-05-11T12:00:00Z'))).toBe(10);
    expect(daysUntil(now, new Date('2026-04-01T00:00:00Z'))).toBe(0);
  });
});

describe('fitsCurrencyDigits', () => {
  it('accepts amounts within the currency digits only', () => {
    expect(fitsCurrencyDigits(m('10.25'), 2)).toBe(true);
    expect(fitsCurrencyDigits(m('10.255'), 2)).toBe(false);
    expect(fitsCurrencyDigits(m('10.5'), 0)).toBe(false);
  });
});
