import { describe, expect, it } from 'vitest';
import { creditsRange, rangeArguments, rangeParams } from './credits-range';

// 2025-03-31 16:30 UTC is already 1 April in Singapore.
const now = new Date('2025-03-31T16:30:00Z');
const last30InSingapore = { start: '2025-03-03', end: '2025-04-01' };

describe('creditsRange: the credits page reads its dates from the address (spec 3 §2.2, §9)', () => {
  it('takes two strict YYYY-MM-DD days', () => {
    expect(creditsRange('2025-01-05', '2025-02-10', 'Asia/Singapore', now)).toEqual({
      start: '2025-01-05',
      end: '2025-02-10',
    });
  });

  it('falls back to the last 30 days, counted in the given zone, when the days are absent', () => {
    expect(creditsRange(null, null, 'Asia/Singapore', now)).toEqual(last30InSingapore);
    expect(creditsRange(null, null, 'UTC', now)).toEqual({ start: '2025-03-02', end: '2025-03-31' });
  });

  it.each([
    ['one day only', '2025-01-05', null],
    ['the other day only', null, '2025-01-05'],
    ['no leading zeros', '2025-1-5', '2025-02-10'],
    ['another separator', '2025/01/05', '2025/02/10'],
    ['a time after the day', '2025-01-05T00:00', '2025-02-10'],
    ['a day that does not exist', '2025-02-30', '2025-03-10'],
    ['an end before the start', '2025-02-10', '2025-01-05'],
    ['words', 'yesterday', 'today'],
  ])('falls back to the last 30 days for %s', (_, from, to) => {
    expect(creditsRange(from, to, 'Asia/Singapore', now)).toEqual(last30InSingapore);
  });

  it('reads fromDate=all as no date filter, and the list then gets no dates', () => {
    const range = creditsRange('all', null, 'Asia/Singapore', now);
    expect(range).toEqual({ start: null, end: null });
    expect(rangeArguments(range)).toEqual({ fromDate: null, toDate: null });
    expect(rangeParams(range)).toEqual({ fromDate: 'all', toDate: null });
  });

  it('sends a range only when both days are there', () => {
    expect(rangeArguments({ start: '2025-01-05', end: '2025-02-10' })).toEqual({
      fromDate: '2025-01-05',
      toDate: '2025-02-10',
    });
    expect(rangeArguments({ start: '2025-01-05', end: null })).toEqual({ fromDate: null, toDate: null });
  });
});
