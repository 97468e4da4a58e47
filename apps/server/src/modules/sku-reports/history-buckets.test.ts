import { describe, expect, it } from 'vitest';
import { bucketOf, historyBuckets, intervalFor, mondayOf, sumByPoint } from './history-buckets';

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
    const weeks = historyBuckets({ start: '2026-11-09', end: '2026-11-25' }, 'WEEK', 'UTC');
    expect(weeks).toEqual([
      { key: '2026-11-09', end: new Date('2026-11-15T23:59:59.999Z') },
      { key: '2026-11-16', end: new Date('2026-11-22T23:59:59.999Z') },
      { key: '2026-11-23', end: new Date('2026-11-25T23:59:59.999Z') },
    ]);
  });

  // QA walk 2, item 10: 2026/08/01 (a Saturday) – 2026/12/07 began with Monday 2026/07/27, outside the range.
  const walk = { start: '2026-08-01', end: '2026-12-07' };

  it("has only the range's Mondays as weekly points, the first Monday in the range first", () => {
    expect(intervalFor(walk)).toBe('WEEK');
    const weeks = historyBuckets(walk, 'WEEK', 'Asia/Singapore');
    const keys = weeks.map((week) => week.key);
    expect(keys[0]).toBe('2026-08-03');
    expect(keys.at(-1)).toBe('2026-12-07');
    expect(keys).toHaveLength(19);
    for (const key of keys) {
      expect(key >= walk.start && key <= walk.end).toBe(true);
      expect(mondayOf(key)).toBe(key);
    }
    // The first point's prices are those at the end of its week (Sunday 9 August in Singapore, UTC+8);
    // the last one's at the end of the range, its Monday.
    expect(weeks[0]!.end).toEqual(new Date('2026-08-09T15:59:59.999Z'));
    expect(weeks.at(-1)!.end).toEqual(new Date('2026-12-07T15:59:59.999Z'));
  });

  it("counts the days before the range's first Monday in that Monday's point, so no figure is lost", () => {
    expect(bucketOf('2026-08-01', 'WEEK', walk)).toBe('2026-08-03');
    expect(bucketOf('2026-08-02', 'WEEK', walk)).toBe('2026-08-03');
    expect(bucketOf('2026-08-09', 'WEEK', walk)).toBe('2026-08-03');
    expect(bucketOf('2026-08-10', 'WEEK', walk)).toBe('2026-08-10');
    expect(bucketOf('2026-12-07', 'WEEK', walk)).toBe('2026-12-07');
    expect(bucketOf('2026-08-01', 'DAY', walk)).toBe('2026-08-01');
    // The database's ISO weeks: 2026-07-27 holds the range's 1 and 2 August.
    const sums = sumByPoint(
      [
        { key: '2026-07-27', impressions: '300', salesMicros: '1500000' },
        { key: '2026-08-03', impressions: '200', salesMicros: null },
        { key: '2026-12-07', impressions: 5, salesMicros: 7n },
      ],
      ['impressions', 'salesMicros'],
      'WEEK',
      walk,
    );
    expect([...sums.keys()]).toEqual(['2026-08-03', '2026-12-07']);
    expect(sums.get('2026-08-03')).toEqual({ impressions: 500n, salesMicros: 1_500_000n });
    expect(sums.get('2026-12-07')).toEqual({ impressions: 5n, salesMicros: 7n });
  });

  it('keeps one point for a weekly range without a Monday (never asked: weeks start at 93 days)', () => {
    const range = { start: '2026-11-17', end: '2026-11-22' };
    expect(historyBuckets(range, 'WEEK', 'UTC')).toEqual([
      { key: '2026-11-17', end: new Date('2026-11-22T23:59:59.999Z') },
    ]);
    expect(bucketOf('2026-11-20', 'WEEK', range)).toBe('2026-11-17');
  });
});
