import { describe, expect, it, vi } from 'vitest';
import { historyBuckets, intervalFor, mondayOf } from './history-buckets';
import { type PriceChangeRow, pricesAt, priceTimeline, stateAt } from './price-state';

const row = (
  publishedAt: string,
  priceChangeType: string,
  extra: Partial<PriceChangeRow> = {},
): PriceChangeRow => ({
  publishedAt: new Date(publishedAt),
  blackPriceMicros: 100n,
  promotionPriceMicros: null,
  promotionFrom: null,
  promotionTo: null,
  permMarkdownPriceMicros: null,
  permMarkdownFrom: null,
  priceChangeType,
  ...extra,
});

describe('price state', () => {
  it('shows a markdown from its start and a promotion inside its window only', () => {
    const timeline = priceTimeline(
      [
        row('2026-11-01T00:00:00Z', 'repricing'),
        row('2026-11-02T00:00:00Z', 'permanent_markdown', {
          permMarkdownPriceMicros: 80n,
          permMarkdownFrom: new Date('2026-11-05T00:00:00Z'),
        }),
        row('2026-11-03T00:00:00Z', 'promotion', {
          promotionPriceMicros: 60n,
          promotionFrom: new Date('2026-11-04T00:00:00Z'),
          promotionTo: new Date('2026-11-06T00:00:00Z'),
        }),
      ],
      () => {},
    );
    const at = (instant: string) => pricesAt(stateAt(timeline, new Date(instant))!, new Date(instant));
    expect(at('2026-11-03T12:00:00Z')).toEqual({
      blackPriceMicros: 100n,
      permMarkdownPriceMicros: null,
      promotionPriceMicros: null,
    });
    expect(at('2026-11-05T12:00:00Z')).toEqual({
      blackPriceMicros: 100n,
      permMarkdownPriceMicros: 80n,
      promotionPriceMicros: 60n,
    });
    expect(at('2026-11-07T00:00:00Z').promotionPriceMicros).toBeNull();
    expect(stateAt(timeline, new Date('2026-10-01T00:00:00Z'))).toBeNull();
  });

  it('orders the rows by publishing time and hands an unknown type over, keeping the state', () => {
    const unknown = vi.fn();
    const timeline = priceTimeline(
      [
        row('2026-11-03T00:00:00Z', 'clearance', { blackPriceMicros: 1n }),
        row('2026-11-01T00:00:00Z', 'repricing'),
      ],
      unknown,
    );
    expect(unknown).toHaveBeenCalledWith(expect.objectContaining({ priceChangeType: 'clearance' }));
    expect(timeline).toHaveLength(1);
    expect(stateAt(timeline, new Date('2026-11-04T00:00:00Z'))?.blackPriceMicros).toBe(100n);
  });
});

describe('history buckets', () => {
  it('is daily under 93 days and weekly (Mondays) from 93', () => {
    expect(intervalFor({ start: '2026-08-23', end: '2026-11-22' })).toBe('DAY');
    expect(intervalFor({ start: '2026-08-22', end: '2026-11-22' })).toBe('WEEK');
    expect(mondayOf('2026-11-22')).toBe('2026-11-16');
    expect(mondayOf('2026-11-16')).toBe('2026-11-16');
  });

  it("ends each point at its last instant in the zone, the last one at the range's end", () => {
    const days = historyBuckets({ start: '2026-11-20', end: '2026-11-21' }, 'DAY', 'Asia/Jakarta');
    expect(days).toEqual([
      { key: '2026-11-20', end: new Date('2026-11-20T16:59:59.999Z') },
      { key: '2026-11-21', end: new Date('2026-11-21T16:59:59.999Z') },
    ]);
    const weeks = historyBuckets({ start: '2026-11-18', end: '2026-11-25' }, 'WEEK', 'UTC');
    expect(weeks).toEqual([
      { key: '2026-11-16', end: new Date('2026-11-22T23:59:59.999Z') },
      { key: '2026-11-23', end: new Date('2026-11-25T23:59:59.999Z') },
    ]);
  });
});
