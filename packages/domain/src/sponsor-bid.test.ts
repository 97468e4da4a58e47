import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bidDecimals,
  bidErrors,
  bidTypesFor,
  convertBidToWalletCurrency,
  normalizeBidType,
} from './sponsor-bid';
import { bidTypes, sponsorAdTypes } from './sponsor-campaign-form';

const form = (over: Partial<Parameters<typeof bidErrors>[0]> = {}): Parameters<typeof bidErrors>[0] => ({
  adType: 'PRODUCT',
  bidType: 'MAXIMUM_CPC',
  bid: '1.00',
  targetRoas: '',
  ...over,
});

describe('bid types', () => {
  it('offers CPC for product ads and CPI for banner ads, AUTOMATED always', () => {
    expect(bidTypesFor('PRODUCT')).toEqual(['AUTOMATED', 'MAXIMUM_CPC']);
    expect(bidTypesFor('BANNER')).toEqual(['AUTOMATED', 'MAXIMUM_CPI']);
    expect(bidTypesFor(null)).toEqual(['AUTOMATED']);
  });

  it('resets to AUTOMATED when unset or not fitting, keeps a fitting type', () => {
    expect(normalizeBidType(null, 'PRODUCT')).toBe('AUTOMATED');
    expect(normalizeBidType('MAXIMUM_CPI', 'PRODUCT')).toBe('AUTOMATED');
    expect(normalizeBidType('MAXIMUM_CPC', 'BANNER')).toBe('AUTOMATED');
    expect(normalizeBidType('MAXIMUM_CPC', 'PRODUCT')).toBe('MAXIMUM_CPC');
    expect(normalizeBidType('MAXIMUM_CPI', 'BANNER')).toBe('MAXIMUM_CPI');
    for (const adType of [...sponsorAdTypes, null]) {
      for (const bidType of [...bidTypes, null, 'junk']) {
        expect(bidTypesFor(adType)).toContain(normalizeBidType(bidType, adType));
      }
    }
  });

  it('allows 2 decimals for CPC and 6 for CPI', () => {
    expect(bidDecimals('MAXIMUM_CPC')).toBe(2);
    expect(bidDecimals('MAXIMUM_CPI')).toBe(6);
  });
});

describe('bidErrors', () => {
  it('needs no amount for AUTOMATED', () => {
    expect(bidErrors(form({ bidType: 'AUTOMATED', bid: '' }), '0.5')).toEqual({});
  });

  it('refuses a bid type that does not fit the campaign', () => {
    expect(bidErrors(form({ bidType: 'MAXIMUM_CPI' }))).toEqual({ bidType: ['sponsorRules:requireBidType'] });
  });

  it('requires a non-negative amount for a maximum bid', () => {
    expect(bidErrors(form({ bid: '' }))).toEqual({ bid: ['sponsorRules:requireFillOutTheField'] });
    expect(bidErrors(form({ bid: '-1' }))).toEqual({ bid: ['sponsorRules:bidNotNegative'] });
    expect(bidErrors(form({ bid: 'x' }))).toEqual({ bid: ['sponsorRules:invalidNumber'] });
  });

  it('limits CPC to 2 decimals and CPI to 6', () => {
    expect(bidErrors(form({ bid: '0.123' })).bid).toEqual(['sponsorRules:tooManyDecimals?max=2']);
    expect(bidErrors(form({ bid: '0.120' }))).toEqual({});
    const banner = form({ adType: 'BANNER', bidType: 'MAXIMUM_CPI' });
    expect(bidErrors({ ...banner, bid: '0.000001' })).toEqual({});
    expect(bidErrors({ ...banner, bid: '0.0000011' }).bid).toBeDefined();
  });

  it('requires at least the minimum bid for product campaigns', () => {
    expect(bidErrors(form({ bid: '0.29' }), '0.3').bid).toEqual([
      'sponsorRules:requireEnterHigherMinimumBid?min=0.3',
    ]);
    expect(bidErrors(form({ bid: '0.30' }), '0.3')).toEqual({});
    expect(bidErrors(form({ bid: '0.01' }), null)).toEqual({});
  });

  it("requires at least the minimum CPI for banner campaigns, which the auction's reserve drops below (decision 0260)", () => {
    const banner = form({ adType: 'BANNER', bidType: 'MAXIMUM_CPI' });
    const below = ['sponsorRules:requireEnterHigherMinimumBid?min=0.0005'];
    expect(bidErrors({ ...banner, bid: '0.0004' }, '0.0005').bid).toEqual(below);
    expect(bidErrors({ ...banner, bid: '0' }, '0.0005').bid).toEqual(below);
    expect(bidErrors({ ...banner, bid: '0.000499' }, '0.0005').bid).toEqual(below);
    expect(bidErrors({ ...banner, bid: '0.0005' }, '0.0005')).toEqual({});
    expect(bidErrors({ ...banner, bid: '0.002' }, '0.0005')).toEqual({});
    // AUTOMATED bids are the engine's, never below the minimum: no amount to check.
    expect(bidErrors({ ...banner, bidType: 'AUTOMATED', bid: '0' }, '0.0005')).toEqual({});
  });

  it('accepts an empty or non-negative target ROAS', () => {
    expect(bidErrors(form({ targetRoas: '' }))).toEqual({});
    expect(bidErrors(form({ targetRoas: '0' }))).toEqual({});
    expect(bidErrors(form({ targetRoas: '250.5' }))).toEqual({});
    expect(bidErrors(form({ targetRoas: '-1' }))).toEqual({
      targetRoas: ['sponsorRules:targetRoasNotNegative'],
    });
  });
});

describe('convertBidToWalletCurrency', () => {
  it('multiplies by the wallet rate (units per SGD) and rounds up to 2 decimals', () => {
    expect(convertBidToWalletCurrency(300_000n, '1')).toBe(300_000n);
    // 0.30 SGD × 0.74 USD/SGD = 0.222 → 0.23
    expect(convertBidToWalletCurrency(300_000n, '0.74')).toBe(230_000n);
    // 0.30 SGD × 11500.12345678 IDR/SGD = 3450.037037034 → 3450.04
    expect(convertBidToWalletCurrency(300_000n, '11500.12345678')).toBe(3_450_040_000n);
    expect(convertBidToWalletCurrency(300_000n, '11500.12345678', 0)).toBe(3_451_000_000n);
    expect(convertBidToWalletCurrency(300_000n, 0.74, 6)).toBe(222_000n);
  });

  it('never rounds below the exact value, and by less than one step', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.integer({ min: 1, max: 10 ** 9 }),
        (sgd, rateMicros) => {
          const rate = `${rateMicros / 1_000_000}`;
          const result = convertBidToWalletCurrency(sgd, rate);
          const exact = sgd * BigInt(rateMicros); // scale 10^12
          expect(result * 1_000_000n >= exact).toBe(true);
          expect(result * 1_000_000n - exact < 10_000n * 1_000_000n).toBe(true);
          expect(result % 10_000n).toBe(0n);
        },
      ),
    );
  });

  it('refuses a rate that is not positive', () => {
    expect(() => convertBidToWalletCurrency(1n, '0')).toThrow();
    expect(() => convertBidToWalletCurrency(1n, 'abc')).toThrow();
  });
});
