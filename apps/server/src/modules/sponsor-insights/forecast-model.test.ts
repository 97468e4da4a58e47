import { describe, expect, it } from 'vitest';
import { bidFactor, type DayFigures, forecastOf, quantile } from './forecast-model';

const day = (figures: Partial<DayFigures>): DayFigures => ({
  day: '2026-11-01',
  opportunities: 1000,
  similarOpportunities: 1000,
  impressions: 100,
  clicks: 10,
  costsMicros: 1_000_000n,
  units: 2,
  ...figures,
});

describe('forecast model', () => {
  it('takes quantiles between the nearest values', () => {
    expect(quantile([], 0.5)).toBe(0);
    expect(quantile([4, 1, 3, 2], 0.25)).toBe(1.75);
    expect(quantile([4, 1, 3, 2], 0.75)).toBe(3.25);
  });

  it('scores a bid against clearing prices: 1 at the median, up to 2, 0 below the minimum', () => {
    const prices = [100n, 200n, 300n, 400n];
    expect(bidFactor(null, 50n, prices)).toBe(1);
    expect(bidFactor(250n, 50n, prices)).toBe(1);
    expect(bidFactor(500n, 50n, prices)).toBe(2);
    expect(bidFactor(40n, 50n, prices)).toBe(0);
    expect(bidFactor(60n, 50n, prices)).toBe(0.1);
    // The auction's reserve (meetsReserve): a bid of 0 never enters, even without a minimum.
    expect(bidFactor(0n, 0n, prices)).toBe(0);
    expect(bidFactor(50n, 50n, prices)).toBe(0.1);
  });

  it('counts a clearing price equal to the bid as half won: a bid at the minimum everyone paid is AUTOMATED (0274)', () => {
    // The demo catalog: every similar ad set paid the minimum 0.05.
    const atMinimum = [50_000n, 50_000n, 50_000n, 50_000n];
    expect(bidFactor(50_000n, 50_000n, atMinimum)).toBe(bidFactor(null, 50_000n, atMinimum));
    expect(bidFactor(60_000n, 50_000n, atMinimum)).toBe(2);
    // At the highest of four prices: three beaten, one tied.
    expect(bidFactor(400n, 50n, [100n, 200n, 300n, 400n])).toBe(1.75);
  });

  it('gives zeros and no suggestion without history, or when the ad would never serve', () => {
    const none = forecastOf({
      history: [],
      adType: 'PRODUCT',
      factor: 1,
      trafficControl: 100,
      bidMicros: null,
      countDay: 7,
      units: 1,
    });
    expect(none).toEqual({
      impressions: { low: 0, high: 0 },
      clicks: { low: 0, high: 0 },
      costMicros: { low: 0n, high: 0n },
      dailyBudgetMicros: null,
      days: 0,
    });
    const off = forecastOf({
      history: [day({})],
      adType: 'PRODUCT',
      factor: 1,
      trafficControl: 0,
      bidMicros: null,
      countDay: 7,
      units: 1,
    });
    expect(off.impressions).toEqual({ low: 0, high: 0 });
  });

  it('spreads the daily figures into a period range, cost by the charged events', () => {
    // One unit's share: 100 / 1000 / 2 = 5 % of 1000 = 50 impressions a day, 5 clicks at 0.10.
    const forecast = forecastOf({
      history: [day({}), day({ day: '2026-11-02' })],
      adType: 'PRODUCT',
      factor: 1,
      trafficControl: 100,
      bidMicros: 80_000n,
      countDay: 7,
      units: 1,
    });
    expect(forecast.impressions).toEqual({ low: 312, high: 388 });
    expect(forecast.clicks).toEqual({ low: 23, high: 47 });
    // The price is capped by the bid (0.08 < 0.10).
    expect(forecast.costMicros).toEqual({ low: 1_840_000n, high: 3_760_000n });
    expect(forecast.dailyBudgetMicros).toBe(400_000n);
  });

  it("scales with the campaign's own pages and size, never past its pages' slots (decision 0262)", () => {
    const week = (history: DayFigures[], units: number) =>
      forecastOf({
        history,
        adType: 'PRODUCT',
        factor: 1,
        trafficControl: 100,
        bidMicros: null,
        countDay: 1,
        units,
      }).impressions;
    const days = (figures: Partial<DayFigures>) =>
      ['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04'].map((at) => day({ day: at, ...figures }));
    // 5 % a slot per SKU: 1 SKU 50 a day, 4 SKUs 200.
    expect(week(days({}), 1)).toMatchObject({ high: 50 + 15 });
    expect(week(days({}), 4)).toMatchObject({ high: Math.ceil(200 + 2 * Math.sqrt(201)) });
    // Twice the slots on the campaign's pages than on the similar ads' pages: twice the impressions.
    expect(week(days({ opportunities: 2000 }), 1).high).toBe(week(days({}), 2).high);
    // 100 SKUs would want 5,000 impressions of 1,000 slots: the slots are the ceiling.
    expect(week(days({}), 100).high).toBe(Math.ceil(1000 + 2 * Math.sqrt(1001)));
    // A narrower campaign (a banner on one category): fewer slots of its own, fewer impressions.
    expect(week(days({ opportunities: 100 }), 1).high).toBeLessThan(week(days({}), 1).high);
  });
});
