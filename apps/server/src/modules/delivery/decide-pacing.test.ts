import { describe, expect, it } from 'vitest';
import { withinPace } from './decide-pacing';

const HOUR = 3_600_000;
const day = { startMs: 0, endMs: 24 * HOUR };
const daily = { budgetType: 'DAILY', budgetDailyMicros: 24_000_000n };

describe('withinPace', () => {
  it('lets a daily budget be spent only as the day goes, with a 10% head start', () => {
    // By the end of the first hour: (1/24 + 10%) of 24 = 3.4 units.
    expect(withinPace(daily, 3_300_000n, day, HOUR)).toBe(true);
    expect(withinPace(daily, 3_500_000n, day, HOUR)).toBe(false);
    // Noon: 60%.
    expect(withinPace(daily, 14_000_000n, day, 12 * HOUR)).toBe(true);
    expect(withinPace(daily, 14_500_000n, day, 12 * HOUR)).toBe(false);
    expect(withinPace(daily, 23_999_999n, day, 23 * HOUR)).toBe(true);
  });

  it('does not pace total or always-on budgets', () => {
    expect(withinPace({ budgetType: 'TOTAL', budgetDailyMicros: null }, 10n ** 12n, day, 0)).toBe(true);
    expect(withinPace({ budgetType: 'ALWAYS_ON', budgetDailyMicros: null }, 10n ** 12n, day, 0)).toBe(true);
  });
});
