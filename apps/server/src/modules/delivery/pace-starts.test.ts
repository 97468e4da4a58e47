import { describe, expect, it } from 'vitest';
import type { IndexedAdSet, ServingCatalog } from './delivery-index-model';
import { nextPaceStarts } from './pace-starts';

const HOUR = 3_600_000;
const adSet = (id: number) => ({ id }) as IndexedAdSet;
const catalogOf = (
  serving: IndexedAdSet[],
  paceStarts: ServingCatalog['paceStarts'] = new Map(),
  dayStartMs = 0,
): ServingCatalog =>
  ({ serving, paceStarts, dayStartMs, dayEndMs: dayStartMs + 24 * HOUR }) as unknown as ServingCatalog;
const day = { startMs: 0 };
const spent = new Map([[2, 7_000_000n]]);

describe('nextPaceStarts', () => {
  it("records nothing at the process's first index: the whole day is the window", () => {
    expect(nextPaceStarts(undefined, [adSet(1)], day, 10 * HOUR, spent).size).toBe(0);
  });

  it("restores at the process's first index the starts recorded today for ad sets serving now", () => {
    const today = { dayStartMs: 0, fromMs: 9 * HOUR, spentBeforeMicros: 1n };
    const restored = new Map([
      [1, today],
      [2, { ...today, dayStartMs: -24 * HOUR }],
      [3, today],
    ]);
    const starts = nextPaceStarts(undefined, [adSet(1), adSet(2)], day, 10 * HOUR, spent, restored);
    expect([...starts]).toEqual([[1, today]]);
  });

  it('starts an ad set that begins serving now, with what it spent today so far', () => {
    const starts = nextPaceStarts(catalogOf([adSet(1)]), [adSet(1), adSet(2)], day, 10 * HOUR, spent);
    expect([...starts]).toEqual([[2, { dayStartMs: 0, fromMs: 10 * HOUR, spentBeforeMicros: 7_000_000n }]]);
  });

  it('keeps a start while the ad set goes on serving, and forgets it when it stops or the day changes', () => {
    const started = new Map([[2, { dayStartMs: 0, fromMs: 10 * HOUR, spentBeforeMicros: 7_000_000n }]]);
    const previous = catalogOf([adSet(2)], started);
    expect(nextPaceStarts(previous, [adSet(2)], day, 11 * HOUR, spent).get(2)?.fromMs).toBe(10 * HOUR);
    expect(nextPaceStarts(previous, [], day, 11 * HOUR, spent).size).toBe(0);
    expect(nextPaceStarts(previous, [adSet(2)], { startMs: 24 * HOUR }, 25 * HOUR, spent).size).toBe(0);
  });

  it('starts again an ad set that stopped and came back (paused and resumed)', () => {
    const started = new Map([[2, { dayStartMs: 0, fromMs: 10 * HOUR, spentBeforeMicros: 0n }]]);
    const stopped = nextPaceStarts(catalogOf([adSet(2)], started), [], day, 12 * HOUR, spent);
    const resumed = nextPaceStarts(catalogOf([], stopped), [adSet(2)], day, 15 * HOUR, spent);
    expect(resumed.get(2)).toEqual({ dayStartMs: 0, fromMs: 15 * HOUR, spentBeforeMicros: 7_000_000n });
  });
});
