import { describe, expect, it } from 'vitest';
import { formatDateParam, parseDateParam, rangeToDateTimes } from './date-range-param';

const fallback = { start: '2025-03-06', end: '2025-03-12' };

describe('the date address parameter', () => {
  it('reads start_end and lifetime, and gives the fallback otherwise', () => {
    expect(parseDateParam('2025-01-01_2025-01-31', fallback)).toEqual({
      start: '2025-01-01',
      end: '2025-01-31',
    });
    expect(parseDateParam('lifetime', fallback)).toEqual({ start: null, end: null });
    expect(parseDateParam(null, fallback)).toBe(fallback);
    expect(parseDateParam('2025-02-01_2025-01-01', fallback)).toBe(fallback);
    expect(parseDateParam('garbage', fallback)).toBe(fallback);
  });

  it('writes what it reads', () => {
    expect(formatDateParam({ start: '2025-01-01', end: '2025-01-31' })).toBe('2025-01-01_2025-01-31');
    expect(formatDateParam({ start: null, end: null })).toBe('lifetime');
  });

  it("sends whole days of the zone's calendar", () => {
    expect(rangeToDateTimes({ start: '2025-03-06', end: '2025-03-12' }, 'Asia/Jakarta')).toEqual({
      startDate: '2025-03-05T17:00:00.000Z',
      endDate: '2025-03-12T16:59:59.999Z',
    });
    expect(rangeToDateTimes({ start: null, end: null }, 'UTC')).toEqual({ startDate: null, endDate: null });
  });
});
