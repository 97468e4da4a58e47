import { describe, expect, it } from 'vitest';
import { paceWindowOf, withinPace } from './decide-pacing';

const HOUR = 3_600_000;
const wholeDay = { startMs: 0, endMs: 24 * HOUR, spentBeforeMicros: 0n };
const served = { dayStartMs: 0, dayEndMs: 24 * HOUR };
const daily = { budgetType: 'DAILY', budgetDailyMicros: 24_000_000n };

describe('withinPace', () => {
  it('lets a daily budget be spent only as the day goes, with a 10% head start', () => {
    // By the end of the first hour: (1/24 + 10%) of 24 = 3.4 units.
    expect(withinPace(daily, 3_300_000n, wholeDay, HOUR)).toBe(true);
    expect(withinPace(daily, 3_500_000n, wholeDay, HOUR)).toBe(false);
    // Noon: 60%.
    expect(withinPace(daily, 14_000_000n, wholeDay, 12 * HOUR)).toBe(true);
    expect(withinPace(daily, 14_500_000n, wholeDay, 12 * HOUR)).toBe(false);
    expect(withinPace(daily, 23_999_999n, wholeDay, 23 * HOUR)).toBe(true);
  });

  it('does not pace total or always-on budgets', () => {
    expect(withinPace({ budgetType: 'TOTAL', budgetDailyMicros: null }, 10n ** 12n, wholeDay, 0)).toBe(true);
    expect(withinPace({ budgetType: 'ALWAYS_ON', budgetDailyMicros: null }, 10n ** 12n, wholeDay, 0)).toBe(
      true,
    );
  });

  it('spreads what is left of the budget over the window when some was spent before it began', () => {
    // 12 of 24 spent before a resume at 12:00; by 13:00 (1/12 of the window + 10%) of the other 12 may go.
    const window = { startMs: 12 * HOUR, endMs: 24 * HOUR, spentBeforeMicros: 12_000_000n };
    expect(withinPace(daily, 14_000_000n, window, 13 * HOUR)).toBe(true);
    expect(withinPace(daily, 14_300_000n, window, 13 * HOUR)).toBe(false);
    expect(withinPace(daily, 23_999_999n, window, 24 * HOUR)).toBe(true);
  });
});

describe('paceWindowOf', () => {
  const wholeSchedule = { startMs: -100 * HOUR, endMs: null };

  it('is the whole day for an ad set serving since before the day began', () => {
    expect(paceWindowOf(wholeSchedule, served, undefined)).toEqual(wholeDay);
  });

  it('starts at a schedule that starts today and ends at one that ends today', () => {
    const window = paceWindowOf({ startMs: 18 * HOUR, endMs: 22 * HOUR }, served, undefined);
    expect(window).toEqual({ startMs: 18 * HOUR, endMs: 22 * HOUR, spentBeforeMicros: 0n });
    // An ad set starting at 18:00 may not spend 85% of its budget at once (the whole day's pace at 18:00).
    expect(withinPace(daily, 3_000_000n, window, 18 * HOUR)).toBe(false);
    expect(withinPace(daily, 2_000_000n, window, 18 * HOUR)).toBe(true);
  });

  it('starts where this process saw the ad set start serving today, with what it had spent by then', () => {
    const start = { dayStartMs: 0, fromMs: 20 * HOUR, spentBeforeMicros: 5_000_000n };
    expect(paceWindowOf(wholeSchedule, served, start)).toEqual({
      startMs: 20 * HOUR,
      endMs: 24 * HOUR,
      spentBeforeMicros: 5_000_000n,
    });
  });

  it('ignores a start recorded on another day', () => {
    const yesterday = { dayStartMs: -24 * HOUR, fromMs: -4 * HOUR, spentBeforeMicros: 5_000_000n };
    expect(paceWindowOf(wholeSchedule, served, yesterday)).toEqual(wholeDay);
  });
});
