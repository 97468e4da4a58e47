import { describe, expect, it } from 'vitest';
import { dayInZone, endOfDayInstant, startOfDayInstant, todayInZone } from './catalog-dates';

describe("the wizard's days in the catalog's zone", () => {
  it('reads and writes Jakarta days whatever the browser zone', () => {
    expect(dayInZone('2026-03-01T20:00:00.000Z', 'Asia/Jakarta')).toBe('2026-03-02');
    expect(startOfDayInstant('2026-03-02', 'Asia/Jakarta')).toBe('2026-03-01T17:00:00.000Z');
    expect(endOfDayInstant('2026-03-02', 'Asia/Jakarta')).toBe('2026-03-02T16:59:59.999Z');
    expect(todayInZone(new Date('2026-03-01T20:00:00.000Z'), 'Asia/Jakarta')).toBe('2026-03-02');
  });

  it('follows daylight saving: a Lisbon summer day starts at 23:00 UTC the day before', () => {
    expect(startOfDayInstant('2026-07-01', 'Europe/Lisbon')).toBe('2026-06-30T23:00:00.000Z');
    expect(startOfDayInstant('2026-01-15', 'Europe/Lisbon')).toBe('2026-01-15T00:00:00.000Z');
  });

  it('has no day for a missing or broken instant', () => {
    expect(dayInZone(null, 'UTC')).toBeNull();
    expect(dayInZone('not a date', 'UTC')).toBeNull();
  });
});
