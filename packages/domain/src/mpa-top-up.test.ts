import { describe, expect, it } from 'vitest';
import {
  canMoveMpaTopUp,
  mpaRecommendedTopUpAmounts,
  mpaTopUpMessages,
  mpaTopUpStatusesBefore,
  mpaTopUpTotals,
} from './mpa-top-up';

const units = (value: number) => BigInt(value) * 1_000_000n;

describe('mpaRecommendedTopUpAmounts', () => {
  it('offers 1x, 2x, 5x and 10x of the currency base', () => {
    expect(mpaRecommendedTopUpAmounts('SGD')).toEqual([units(50), units(100), units(250), units(500)]);
    expect(mpaRecommendedTopUpAmounts('IDR')).toEqual([
      units(500_000),
      units(1_000_000),
      units(2_500_000),
      units(5_000_000),
    ]);
    expect(mpaRecommendedTopUpAmounts('MYR')[0]).toBe(units(150));
    expect(mpaRecommendedTopUpAmounts('PHP')[3]).toBe(units(20_000));
  });

  it('falls back to a base of 50 for other currencies', () => {
    expect(mpaRecommendedTopUpAmounts('USD')).toEqual([units(50), units(100), units(250), units(500)]);
  });
});

describe('mpaTopUpTotals', () => {
  it('adds the tax at the method rate, rounded half up to the micro', () => {
    expect(mpaTopUpTotals(units(100), '9')).toEqual({ tax: units(9), total: units(109) });
    expect(mpaTopUpTotals(units(100), '0')).toEqual({ tax: 0n, total: units(100) });
    expect(mpaTopUpTotals(5n, '10')).toEqual({ tax: 1n, total: 6n });
    expect(mpaTopUpTotals(units(1), '7.5')).toEqual({ tax: 75_000n, total: 1_075_000n });
  });

  it("rounds the tax to the currency's fraction digits when given", () => {
    // SGD 50.55 at 9 % is 4.5495: 4.55 in cents; IDR has no fraction digits.
    expect(mpaTopUpTotals(50_550_000n, '9', 2)).toEqual({ tax: 4_550_000n, total: 55_100_000n });
    expect(mpaTopUpTotals(units(12_345), '9', 0)).toEqual({ tax: units(1_111), total: units(13_456) });
    expect(mpaTopUpTotals(units(100), '9', 2)).toEqual({ tax: units(9), total: units(109) });
  });
});

describe('mpa top-up transitions', () => {
  it('approves only a request, completes or fails an open one, and never leaves a final status', () => {
    expect(canMoveMpaTopUp('REQUESTING', 'APPROVED')).toBe(true);
    expect(canMoveMpaTopUp('APPROVED', 'APPROVED')).toBe(false);
    expect(canMoveMpaTopUp('APPROVED', 'COMPLETED')).toBe(true);
    expect(canMoveMpaTopUp('COMPLETED', 'FAILED')).toBe(false);
    expect(canMoveMpaTopUp('FAILED', 'COMPLETED')).toBe(false);
    expect(mpaTopUpStatusesBefore('COMPLETED')).toEqual(['REQUESTING', 'APPROVED']);
    expect(mpaTopUpStatusesBefore('APPROVED')).toEqual(['REQUESTING']);
  });

  it('answers the amount with the form message of spec 3 §5', () => {
    expect(mpaTopUpMessages.amountRequired).toBe('mpa:error.topUpAmountRequired');
  });
});
