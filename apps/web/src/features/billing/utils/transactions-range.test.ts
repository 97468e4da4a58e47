import { describe, expect, it } from 'vitest';
import { transactionsRange } from './transactions-range';

describe('transactionsRange', () => {
  // The last instant of a month in UTC is already the next month in Jakarta: the zone decides the default.
  const now = new Date('2026-10-31T20:00:00Z');

  it('defaults to the previous month and this one, in the given zone', () => {
    expect(transactionsRange(null, null, 'UTC', now)).toEqual({
      fromDate: '2026-09-01',
      toDate: '2026-10-31',
    });
    expect(transactionsRange(null, null, 'Asia/Jakarta', now)).toEqual({
      fromDate: '2026-10-01',
      toDate: '2026-11-30',
    });
  });

  it('takes every date for "all", the address days when both are there, else the default', () => {
    expect(transactionsRange('all', null, 'UTC', now)).toEqual({ fromDate: null, toDate: null });
    expect(transactionsRange('2026-01-01', '2026-01-31', 'UTC', now)).toEqual({
      fromDate: '2026-01-01',
      toDate: '2026-01-31',
    });
    expect(transactionsRange('2026-01-01', null, 'UTC', now)).toEqual(
      transactionsRange(null, null, 'UTC', now),
    );
  });
});
