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

/** Two standard deviations of a period's n, counted and scaled from `measured` similar events (decision 0281). */
const band = (n: number, measured: number) => 2 * Math.sqrt(n + 1 + (n * n) / measured);

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
    // Measured from the similar ads' 200 impressions and 20 clicks.
    expect(forecast.impressions).toEqual({
      low: Math.floor(350 - band(350, 200)),
      high: Math.ceil(350 + band(350, 200)),
    });
    expect(forecast.clicks).toEqual({
      low: Math.floor(35 - band(35, 20)),
      high: Math.ceil(35 + band(35, 20)),
    });
    // The price is capped by the bid (0.08 < 0.10).
    expect(forecast.costMicros).toEqual({
      low: BigInt(Math.floor((35 - band(35, 20)) * 80_000)),
      high: BigInt(Math.ceil((35 + band(35, 20)) * 80_000)),
    });
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
    // 5 % a slot per SKU: 1 SKU 50 a day, 4 SKUs 200 (measured from 4 days of 100 similar impressions).
    expect(week(days({}), 1)).toMatchObject({ high: Math.ceil(50 + band(50, 400)) });
    expect(week(days({}), 4)).toMatchObject({ high: Math.ceil(200 + band(200, 400)) });
    // Twice the slots on the campaign's pages than on the similar ads' pages: twice the impressions.
    expect(week(days({ opportunities: 2000 }), 1).high).toBe(week(days({}), 2).high);
    // 100 SKUs would want 5,000 impressions of 1,000 slots: the slots are the ceiling.
    expect(week(days({}), 100).high).toBe(Math.ceil(1000 + band(1000, 400)));
    // A narrower campaign (a banner on one category): fewer slots of its own, fewer impressions.
    expect(week(days({ opportunities: 100 }), 1).high).toBeLessThan(week(days({}), 1).high);
  });

  it('leaves out the days on which no similar ad served: they measure no share (decision 0281)', () => {
    const forecast = (history: DayFigures[]) =>
      forecastOf({
        history,
        adType: 'PRODUCT',
        factor: 1,
        trafficControl: 100,
        bidMicros: null,
        countDay: 7,
        units: 1,
      });
    // A single-SKU ad set that started two days ago in a catalog where no similar ad ran before it.
    const quiet = Array.from({ length: 18 }, (_, i) =>
      day({
        day: `2026-11-${String(i + 1).padStart(2, '0')}`,
        impressions: 0,
        clicks: 0,
        costsMicros: 0n,
        units: 0,
      }),
    );
    const started = [
      day({ day: '2026-11-19', impressions: 6, clicks: 0, costsMicros: 0n, units: 1 / 3 }),
      day({ day: '2026-11-20', impressions: 33, clicks: 1, costsMicros: 30_000n, units: 1 }),
    ];
    const withQuiet = forecast([...quiet, ...started]);
    expect(withQuiet).toEqual(forecast(started));
    expect(withQuiet.days).toBe(2);
    // Its 6 impressions in a third of a day are 18 a whole day: 18 and 33 a day, 150–205 a week before the noise.
    expect(withQuiet.impressions.low).toBeLessThan(152);
    expect(withQuiet.impressions.high).toBeGreaterThan(205);
    // Without any similar ad there is nothing to forecast from: no figures, not "no impressions".
    expect(forecast(quiet)).toMatchObject({
      days: 0,
      impressions: { low: 0, high: 0 },
      dailyBudgetMicros: null,
    });
  });

  it('widens the range the fewer similar events measured the share', () => {
    const range = (scale: number) =>
      forecastOf({
        // The same 50 impressions a day, measured from 100 similar impressions a day or from 10.
        history: [1, 2, 3, 4].map((d) =>
          day({
            day: `2026-11-0${d}`,
            impressions: 100 / scale,
            clicks: 10 / scale,
            similarOpportunities: 1000 / scale,
          }),
        ),
        adType: 'PRODUCT',
        factor: 1,
        trafficControl: 100,
        bidMicros: null,
        countDay: 7,
        units: 1,
      }).impressions;
    const many = range(1);
    const few = range(10);
    expect(many.high - many.low).toBeLessThan(few.high - few.low);
    expect(few).toEqual({ low: Math.floor(350 - band(350, 40)), high: Math.ceil(350 + band(350, 40)) });
  });
});
