import { pricesAt, priceTimeline, stateAt } from '@portal/domain/price-state';
import { describe, expect, it } from 'vitest';
import { type PriceHistoryPlan, planPriceHistory } from './demo-prices';
import { createRandom } from './prng';

const DAY_MS = 86_400_000;
const SGD = { rate: 1, maxFractionDigits: 2 };
// The portal's start on the day the demo history was found without price changes in its last weeks.
const NOW = new Date('2026-12-08T02:50:17Z');
const TODAY_MS = Date.UTC(2026, 11, 8);

/** Plans of `count` SKUs, one seeded stream as the seed draws them. */
function plans(now: Date, count = 2000): PriceHistoryPlan[][] {
  const random = createRandom(3);
  return Array.from({ length: count }, () => planPriceHistory(random, random.int(20, 400), SGD, now));
}

describe('planPriceHistory', () => {
  it('puts every change in the 90 whole UTC days before the day of now, first a repricing', () => {
    for (const plan of plans(NOW)) {
      expect(plan[0]?.priceChangeType).toBe('repricing');
      for (const row of plan) {
        expect(row.publishedAt.getTime()).toBeGreaterThanOrEqual(TODAY_MS - 90 * DAY_MS);
        expect(row.publishedAt.getTime()).toBeLessThan(TODAY_MS);
      }
    }
  });

  it('spreads promotions and markdowns over the whole 90 days, up to the last week', () => {
    const all = plans(NOW).flat();
    for (let week = 0; week < 12; week++) {
      const from = TODAY_MS - (week + 1) * 7 * DAY_MS;
      const inWeek = all.filter(
        (row) => row.publishedAt.getTime() >= from && row.publishedAt.getTime() < from + 7 * DAY_MS,
      );
      const types = new Set(inWeek.map((row) => row.priceChangeType));
      expect({ week, promotion: types.has('promotion'), markdown: types.has('permanent_markdown') }).toEqual({
        week,
        promotion: true,
        markdown: true,
      });
    }
  });

  it('leaves promotions running at now, so the last days of the demo history sell at their price', () => {
    const running = plans(NOW).filter((plan) => {
      const state = stateAt(
        priceTimeline(plan, () => {}),
        NOW,
      );
      return state !== null && pricesAt(state, NOW).promotionPriceMicros !== null;
    });
    expect(running.length).toBeGreaterThan(20);
  });

  it('writes the same rows for any moment of a day, and moves them by whole days with the day', () => {
    const midnight = plans(new Date('2026-12-08T00:00:00Z'), 200);
    expect(plans(new Date('2026-12-08T23:59:59Z'), 200)).toEqual(midnight);
    const nextDay = plans(new Date('2026-12-09T10:00:00Z'), 200);
    const shift = (at: Date | null) => (at ? new Date(at.getTime() + DAY_MS) : null);
    expect(nextDay).toEqual(
      midnight.map((plan) =>
        plan.map((row) => ({
          ...row,
          publishedAt: shift(row.publishedAt),
          promotionFrom: shift(row.promotionFrom),
          promotionTo: shift(row.promotionTo),
          permMarkdownFrom: shift(row.permMarkdownFrom),
        })),
      ),
    );
  });
});
