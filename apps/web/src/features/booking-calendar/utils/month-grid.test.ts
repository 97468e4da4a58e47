import { describe, expect, it } from 'vitest';
import { bookingsOn, gridColumn, isMonth, lastDayOf, monthDays, shiftMonth } from './month-grid';

describe('month grid', () => {
  it('reads only YYYY-MM as a month', () => {
    expect(isMonth('2026-12')).toBe(true);
    expect(isMonth('2026-13')).toBe(false);
    expect(isMonth('2026-1')).toBe(false);
    expect(isMonth(null)).toBe(false);
  });

  it('moves across years and knows the last day, leap years included', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(lastDayOf('2028-02')).toBe('2028-02-29');
    expect(lastDayOf('2026-02')).toBe('2026-02-28');
  });

  it('lists the days of the month in columns from Monday', () => {
    const days = monthDays('2026-12');
    expect([days.length, days[0], days.at(-1)]).toEqual([31, '2026-12-01', '2026-12-31']);
    // 1 December 2026 is a Tuesday; 31 December a Thursday; 6 December a Sunday.
    expect([gridColumn('2026-12-01'), gridColumn('2026-12-31'), gridColumn('2026-12-06')]).toEqual([2, 4, 7]);
  });

  it('finds the active bookings covering a day, ends included', () => {
    const bookings = [
      { id: 'a', startDate: '2026-12-07', endDate: '2026-12-13', status: 'ACTIVE' },
      { id: 'b', startDate: '2026-12-14', endDate: '2026-12-20', status: 'ACTIVE' },
      { id: 'c', startDate: '2026-12-07', endDate: '2026-12-13', status: 'RELEASED' },
    ];
    expect(bookingsOn('2026-12-13', bookings).map((b) => b.id)).toEqual(['a']);
    expect(bookingsOn('2026-12-14', bookings).map((b) => b.id)).toEqual(['b']);
    expect(bookingsOn('2026-12-06', bookings)).toEqual([]);
  });
});
