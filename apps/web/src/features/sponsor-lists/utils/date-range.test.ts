import { describe, expect, it } from 'vitest';
import { formatDateParam, matchingPreset, parseDateParam, presetRange, rangeToDateTimes } from './date-range';

// Wednesday 2025-03-12, local time.
const now = new Date(2025, 2, 12, 15, 30);

describe('date range presets', () => {
  it('counts the last 7 and 30 days including today', () => {
    expect(presetRange('last7Days', now)).toEqual({ start: '2025-03-06', end: '2025-03-12' });
    expect(presetRange('last30Days', now)).toEqual({ start: '2025-02-11', end: '2025-03-12' });
  });

  it('starts weeks on Monday and months on the 1st', () => {
    expect(presetRange('thisWeek', now)).toEqual({ start: '2025-03-10', end: '2025-03-12' });
    expect(presetRange('previousWeek', now)).toEqual({ start: '2025-03-03', end: '2025-03-09' });
    expect(presetRange('thisMonth', now)).toEqual({ start: '2025-03-01', end: '2025-03-12' });
    expect(presetRange('previousMonth', now)).toEqual({ start: '2025-02-01', end: '2025-02-28' });
  });

  it('has today, yesterday and lifetime (no dates)', () => {
    expect(presetRange('today', now)).toEqual({ start: '2025-03-12', end: '2025-03-12' });
    expect(presetRange('yesterday', now)).toEqual({ start: '2025-03-11', end: '2025-03-11' });
    expect(presetRange('lifetime', now)).toEqual({ start: null, end: null });
  });
});

describe('the date query parameter', () => {
  it('reads start_end and lifetime, and defaults to the last 7 days', () => {
    expect(parseDateParam('2025-01-01_2025-01-31', now)).toEqual({ start: '2025-01-01', end: '2025-01-31' });
    expect(parseDateParam('lifetime', now)).toEqual({ start: null, end: null });
    expect(parseDateParam(null, now)).toEqual(presetRange('last7Days', now));
    expect(parseDateParam('2025-02-01_2025-01-01', now)).toEqual(presetRange('last7Days', now));
    expect(parseDateParam('garbage', now)).toEqual(presetRange('last7Days', now));
  });

  it('writes what it reads', () => {
    expect(formatDateParam({ start: '2025-01-01', end: '2025-01-31' })).toBe('2025-01-01_2025-01-31');
    expect(formatDateParam({ start: null, end: null })).toBe('lifetime');
  });

  it('sends whole days and recognises presets', () => {
    const { startDate, endDate } = rangeToDateTimes({ start: '2025-03-06', end: '2025-03-12' });
    expect(new Date(startDate ?? '').getTime()).toBe(new Date(2025, 2, 6).getTime());
    expect(new Date(endDate ?? '').getTime()).toBe(new Date(2025, 2, 12, 23, 59, 59, 999).getTime());
    expect(rangeToDateTimes({ start: null, end: null })).toEqual({ startDate: null, endDate: null });
    expect(matchingPreset({ start: '2025-03-06', end: '2025-03-12' }, now)).toBe('last7Days');
  });
});
