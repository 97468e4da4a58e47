import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { english, englishMessage } from './booking-english.test-support';
import {
  applicableDiscounts,
  belowMinimum,
  bookingMessages,
  type Discount,
  discountPercent,
  discountSelectionError as discountSelectionErrorKey,
  formatBookingMessage,
  type PricingLine,
  percentOf,
  priceCampaign,
  refundAmount,
  refundShare,
  voucherSplit,
} from './booking-pricing';

const discountSelectionError = (...args: Parameters<typeof discountSelectionErrorKey>) =>
  english(discountSelectionErrorKey(...args));
const units = (value: number) => BigInt(value) * 1_000_000n;

const sgLine: PricingLine = {
  ventureId: 'v-sg',
  ventureName: 'Zalora SG',
  segmentId: 's-women',
  segmentName: 'Women',
  currency: 'SGD',
  currencySymbol: 'S$',
  ventureRate: '1.00000000',
  walletRate: '1.00000000',
  walletCurrency: 'SGD',
  priceMicros: units(100),
  weeks: 1,
  placements: 2,
  taxRate: '9.000',
  overseasTaxRate: '0.000',
  ventureCountry: 'SG',
};

const idLine: PricingLine = {
  ...sgLine,
  ventureId: 'v-id',
  ventureName: 'Zalora ID',
  segmentId: 's-men',
  segmentName: 'Men',
  currency: 'IDR',
  currencySymbol: 'Rp',
  ventureRate: '11800',
  priceMicros: units(1_500_000),
  weeks: 2,
  placements: 1,
  taxRate: '11.000',
  overseasTaxRate: '11.000',
  ventureCountry: 'ID',
};

const discount = (over: Partial<Discount>): Discount => ({
  id: 'd1',
  name: 'Early bird',
  minAmountMicros: units(100),
  discountPercent: '10.000',
  beforeStartDays: 21,
  stackable: true,
  ...over,
});

describe('percents', () => {
  it('takes percents exactly, half up at the currency digits', () => {
    expect(percentOf(1_500_000n, '7', 2)).toBe(110_000n); // 0.105 → 0.11
    expect(percentOf(1_400_000n, '7', 2)).toBe(100_000n); // 0.098 → 0.10
    expect(percentOf(units(1_001), '7.5', 0)).toBe(units(75)); // 75.075 → 75
    expect(percentOf(units(10), '0.001', 6)).toBe(100n);
  });
});

describe('discounts', () => {
  const early = discount({});
  const big = discount({ id: 'd2', name: 'Big cart', minAmountMicros: units(1_000), beforeStartDays: 0 });
  const solo = discount({
    id: 'd3',
    name: 'Launch',
    stackable: false,
    beforeStartDays: 0,
    minAmountMicros: 0n,
  });

  it('apply by SGD subtotal and days before the start', () => {
    const base = { discounts: [early, big, solo], today: '2026-03-10' };
    expect(
      applicableDiscounts({ ...base, subtotalSgdMicros: units(100), startDate: '2026-03-31' }).map(
        (d) => d.id,
      ),
    ).toEqual(['d1', 'd3']);
    expect(
      applicableDiscounts({ ...base, subtotalSgdMicros: units(99), startDate: '2026-03-31' }).map(
        (d) => d.id,
      ),
    ).toEqual(['d3']);
    expect(
      applicableDiscounts({ ...base, subtotalSgdMicros: units(1_000), startDate: '2026-03-30' }).map(
        (d) => d.id,
      ),
    ).toEqual(['d2', 'd3']);
  });

  it('accept stackable ones together, or one non-stackable alone', () => {
    const all = [early, big, solo];
    expect(discountSelectionError([], all)).toBeNull();
    expect(discountSelectionError([early, big], all)).toBeNull();
    expect(discountSelectionError([solo], all)).toBeNull();
    expect(discountSelectionError([solo, early], all)).toBe('These discounts cannot be combined');
    expect(discountSelectionError([early], [solo])).toBe(
      'Discount Early bird does not apply to this campaign',
    );
  });

  it('add percents, capped at 100', () => {
    expect(discountPercent([])).toBe('0');
    expect(discountPercent([early])).toBe('10');
    expect(discountPercent([early, discount({ discountPercent: '7.500' })])).toBe('17.5');
    expect(
      discountPercent([discount({ discountPercent: '60' }), discount({ discountPercent: '55.25' })]),
    ).toBe('100');
  });
});

describe('priceCampaign', () => {
  it('prices a home-country line: subtotal, discount, tax, total', () => {
    const priced = priceCampaign({
      lines: [sgLine],
      discountPercent: '10',
      companyCountry: 'SG',
      paymentMethod: 'CARD',
    });
    expect(priced.items).toEqual([
      {
        ventureId: 'v-sg',
        ventureName: 'Zalora SG',
        segmentId: 's-women',
        segmentName: 'Women',
        currency: 'SGD',
        currencySymbol: 'S$',
        rate: '1.0000000000',
        taxRate: '9.000',
        subTotal: units(200),
        discountPercent: '10',
        discountAmount: units(20),
        taxAmount: 16_200_000n,
        total: 196_200_000n,
        subTotalWallet: units(200),
        totalWallet: 196_200_000n,
      },
    ]);
    expect(priced.subTotalWallet).toBe(units(200));
    expect(priced.discountWallet).toBe(units(20));
    expect(priced.taxWallet).toBe(16_200_000n);
    expect(priced.totalWallet).toBe(196_200_000n);
    expect(priced.subtotalSgd).toBe(units(200));
    expect(priced.afterDiscountSgd).toBe(units(180));
  });

  it('takes the overseas tax when the company is abroad, and converts into the wallet', () => {
    const priced = priceCampaign({
      lines: [{ ...idLine, overseasTaxRate: '0', taxRate: '11' }],
      discountPercent: '10',
      companyCountry: 'SG',
      paymentMethod: 'WIRE_TRANSFER',
    });
    const [item] = priced.items;
    expect(item?.subTotal).toBe(units(3_000_000));
    expect(item?.discountAmount).toBe(units(300_000));
    expect(item?.taxRate).toBe('0');
    expect(item?.taxAmount).toBe(0n);
    expect(item?.total).toBe(units(2_700_000));
    expect(item?.rate).toBe('0.0000847458');
    // 2,700,000 / 11,800 = 228.8135… → 228.81
    expect(item?.totalWallet).toBe(228_810_000n);
    expect(item?.subTotalWallet).toBe(priced.subTotalWallet);
    expect(priced.subtotalSgd).toBe(254_237_288n);
  });

  it('takes the venture tax for a company of the same country', () => {
    const priced = priceCampaign({
      lines: [idLine],
      discountPercent: '0',
      companyCountry: 'ID',
      paymentMethod: 'CARD',
    });
    expect(priced.items[0]?.taxAmount).toBe(units(330_000));
    expect(priced.items[0]?.total).toBe(units(3_330_000));
  });

  it('charges no tax on paid credit', () => {
    const priced = priceCampaign({
      lines: [sgLine, idLine],
      discountPercent: '0',
      companyCountry: 'SG',
      paymentMethod: 'PAID_CREDIT',
    });
    expect(priced.items.map((item) => item.taxAmount)).toEqual([0n, 0n]);
    // …and says 0 %, not the venture's 9 % beside a tax of 0.
    expect(priced.items.map((item) => item.taxRate)).toEqual(['0', '0']);
    expect(priced.taxWallet).toBe(0n);
    // 200 + 3,000,000 / 11,800 (254.24)
    expect(priced.totalWallet).toBe(454_240_000n);
  });

  it('rounds to the wallet currency digits (IDR 0)', () => {
    const priced = priceCampaign({
      lines: [{ ...sgLine, walletRate: '11800', walletCurrency: 'IDR', priceMicros: 100_010_000n }],
      discountPercent: '0',
      companyCountry: 'SG',
      paymentMethod: 'PAID_CREDIT',
    });
    // 200.02 SGD × 11,800 = 2,360,236
    expect(priced.items[0]?.totalWallet).toBe(units(2_360_236));
    expect(priced.items[0]?.rate).toBe('11800.0000000000');
  });

  it('uses the currencies table digits when given', () => {
    const priced = priceCampaign({
      lines: [{ ...idLine, fractionDigits: 2, priceMicros: 1_234_567n, weeks: 1 }],
      discountPercent: '0',
      companyCountry: 'ID',
      paymentMethod: 'PAID_CREDIT',
    });
    expect(priced.items[0]?.subTotal).toBe(1_230_000n);
  });

  it('caps the discount at the whole subtotal (100 %)', () => {
    const priced = priceCampaign({
      lines: [sgLine],
      discountPercent: '100',
      companyCountry: 'SG',
      paymentMethod: 'CARD',
    });
    expect(priced.totalWallet).toBe(0n);
    expect(belowMinimum(priced, 1n)).toBe(true);
    expect(belowMinimum(priced, 0n)).toBe(false);
  });

  it('compares the minimum after discounts in SGD', () => {
    const priced = priceCampaign({
      lines: [idLine],
      discountPercent: '10',
      companyCountry: 'ID',
      paymentMethod: 'CARD',
    });
    // 2,700,000 IDR = 228.813559 SGD
    expect(belowMinimum(priced, units(228))).toBe(false);
    expect(belowMinimum(priced, units(229))).toBe(true);
  });
});

describe('voucherSplit', () => {
  it('takes a percentage of each campaign', () => {
    expect(
      voucherSplit({
        campaignTotals: [units(100), 33_330_000n],
        percentage: '10',
        fixedMicros: null,
        walletCurrency: 'SGD',
      }),
    ).toEqual([units(10), 3_330_000n]);
  });

  it('splits a fixed amount in proportion, the last taking the remainder', () => {
    const split = voucherSplit({
      campaignTotals: [units(100), units(100), units(100)],
      percentage: null,
      fixedMicros: units(10),
      walletCurrency: 'SGD',
    });
    expect(split).toEqual([3_330_000n, 3_330_000n, 3_340_000n]);
    expect(split.reduce((a, b) => a + b, 0n)).toBe(units(10));
  });

  it('never gives more than the total', () => {
    expect(
      voucherSplit({
        campaignTotals: [units(30), units(10)],
        percentage: null,
        fixedMicros: units(100),
        walletCurrency: 'SGD',
      }),
    ).toEqual([units(30), units(10)]);
    expect(
      voucherSplit({
        campaignTotals: [units(5)],
        percentage: '150',
        fixedMicros: null,
        walletCurrency: 'SGD',
      }),
    ).toEqual([units(5)]);
  });

  it('rounds to the wallet currency digits', () => {
    expect(
      voucherSplit({
        campaignTotals: [units(1_001), units(2_000)],
        percentage: null,
        fixedMicros: units(100),
        walletCurrency: 'IDR',
      }),
    ).toEqual([units(33), units(67)]);
  });

  it('gives nothing without a voucher or a total', () => {
    expect(
      voucherSplit({
        campaignTotals: [units(5)],
        percentage: null,
        fixedMicros: null,
        walletCurrency: 'SGD',
      }),
    ).toEqual([0n]);
    expect(
      voucherSplit({
        campaignTotals: [0n, 0n],
        percentage: null,
        fixedMicros: units(5),
        walletCurrency: 'SGD',
      }),
    ).toEqual([0n, 0n]);
    expect(
      voucherSplit({ campaignTotals: [], percentage: '10', fixedMicros: null, walletCurrency: 'SGD' }),
    ).toEqual([]);
  });
});

describe('refunds', () => {
  it('shares by days before the start', () => {
    expect(refundShare('2026-03-10', '2026-03-24')).toBe(100);
    expect(refundShare('2026-03-10', '2026-04-30')).toBe(100);
    expect(refundShare('2026-03-10', '2026-03-23')).toBe(50);
    expect(refundShare('2026-03-10', '2026-03-17')).toBe(50);
    expect(refundShare('2026-03-10', '2026-03-16')).toBe(0);
    expect(refundShare('2026-03-10', '2026-03-01')).toBe(0);
  });

  it('refunds the share of the charge, rounded to the currency', () => {
    expect(refundAmount(196_210_000n, 100, 'SGD')).toBe(196_210_000n);
    expect(refundAmount(196_210_000n, 50, 'SGD')).toBe(98_110_000n); // 98.105 → 98.11
    expect(refundAmount(units(2_997_001), 50, 'IDR')).toBe(units(1_498_501)); // .5 → up
    expect(refundAmount(units(5), 0, 'SGD')).toBe(0n);
  });
});

describe('bookingMessages', () => {
  it('holds the decision’s messages as keys with English texts, filled by formatBookingMessage', () => {
    for (const key of Object.values(bookingMessages)) expect(() => englishMessage(key)).not.toThrow();
    expect(englishMessage(bookingMessages.permissionDenied)).toBe('Permission denied');
    expect(englishMessage(bookingMessages.startOnEveryWeekStart)).toBe(
      'Pick a start date on the week start of every venture',
    );
    expect(english(formatBookingMessage(bookingMessages.leadTime, { days: 21 }))).toBe(
      'Booking slots must start at least 21 days ahead',
    );
    expect(
      english(
        formatBookingMessage(bookingMessages.placementUnavailable, {
          placement: 'Homepage hero',
          venture: 'Zalora SG',
          start: '2026-03-30',
          end: '2026-04-05',
        }),
      ),
    ).toBe('Placement Homepage hero in Zalora SG is no longer available from 2026-03-30 to 2026-04-05');
    expect(
      english(formatBookingMessage(bookingMessages.cannotChangeStatus, { from: 'DRAFT', to: 'PUBLISHED' })),
    ).toBe('Cannot change the status from DRAFT to PUBLISHED');
  });

  it('has no two keys with the same text', () => {
    const texts = Object.values(bookingMessages);
    expect(new Set(texts).size).toBe(texts.length);
  });
});

describe('properties', () => {
  it('splits a fixed voucher to exactly min(amount, total), never more than a campaign', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.bigInt({ min: 0n, max: 10_000_000_000n }).map((n) => n * 10_000n),
          { minLength: 1, maxLength: 6 },
        ),
        fc.bigInt({ min: 1n, max: 200_000_000_000n }).map((n) => n * 10_000n),
        (totals, fixed) => {
          const split = voucherSplit({
            campaignTotals: totals,
            percentage: null,
            fixedMicros: fixed,
            walletCurrency: 'SGD',
          });
          const cart = totals.reduce((a, b) => a + b, 0n);
          const sum = split.reduce((a, b) => a + b, 0n);
          split.forEach((share, index) => {
            expect(share >= 0n && share <= totals[index]!).toBe(true);
            expect(share % 10_000n).toBe(0n);
          });
          if (cart > 0n) expect(sum).toBe([cart, fixed].sort((a, b) => (a < b ? -1 : 1))[0]);
        },
      ),
    );
  });

  it('keeps item totals consistent and non-negative', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 100_000_000_000n }),
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 0, max: 100_000 }).map((n) => (n / 1000).toFixed(3)),
        fc.integer({ min: 0, max: 30_000 }).map((n) => (n / 1000).toFixed(3)),
        fc.constantFrom('PAID_CREDIT', 'CARD', 'WIRE_TRANSFER') as fc.Arbitrary<
          'PAID_CREDIT' | 'CARD' | 'WIRE_TRANSFER'
        >,
        (priceMicros, weeks, placements, percent, taxRate, paymentMethod) => {
          const priced = priceCampaign({
            lines: [{ ...sgLine, priceMicros, weeks, placements, taxRate }],
            discountPercent: percent,
            companyCountry: 'SG',
            paymentMethod,
          });
          const item = priced.items[0]!;
          expect(item.total).toBe(item.subTotal - item.discountAmount + item.taxAmount);
          expect(item.discountAmount <= item.subTotal).toBe(true);
          expect(item.total >= 0n).toBe(true);
          expect(item.total % 10_000n).toBe(0n);
          if (paymentMethod === 'PAID_CREDIT') expect(item.taxAmount).toBe(0n);
        },
      ),
    );
  });
});
