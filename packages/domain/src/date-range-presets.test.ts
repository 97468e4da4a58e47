import { describe, expect, it } from 'vitest';
import {
  defaultBillingRange,
  formatDayRange,
  lifetimeDayRange,
  MAX_REPORT_DAYS,
  matchingPreset,
  parseDayRange,
  pastDateRangePresets,
  presetRange,
} from './date-range-presets';

// Wednesday 2025-03-12 15:30 in Jakarta; still Wednesday morning in São Paulo.
const now = new Date('2025-03-12T08:30:00Z');
const JKT = 'Asia/Jakarta';

describe('date range presets', () => {
  it('counts the last 7 and 30 days including today', () => {
    expect(presetRange('last7Days', now, JKT)).toEqual({ start: '2025-03-06', end: '2025-03-12' });
    expect(presetRange('last30Days', now, JKT)).toEqual({ start: '2025-02-11', end: '2025-03-12' });
  });

  it('starts weeks on Monday and months on the 1st', () => {
    expect(presetRange('thisWeek', now, JKT)).toEqual({ start: '2025-03-10', end: '2025-03-12' });
    expect(presetRange('previousWeek', now, JKT)).toEqual({ start: '2025-03-03', end: '2025-03-09' });
    expect(presetRange('thisMonth', now, JKT)).toEqual({ start: '2025-03-01', end: '2025-03-12' });
    expect(presetRange('previousMonth', now, JKT)).toEqual({ start: '2025-02-01', end: '2025-02-28' });
  });

  it('has today, yesterday and lifetime (no dates)', () => {
    expect(presetRange('today', now, JKT)).toEqual({ start: '2025-03-12', end: '2025-03-12' });
    expect(presetRange('yesterday', now, JKT)).toEqual({ start: '2025-03-11', end: '2025-03-11' });
    expect(presetRange('lifetime', now, JKT)).toEqual({ start: null, end: null });
  });

  it('has the future options: next 30 days, next week, next month', () => {
    expect(presetRange('next30Days', now, JKT)).toEqual({ start: '2025-03-12', end: '2025-04-10' });
    expect(presetRange('nextWeek', now, JKT)).toEqual({ start: '2025-03-17', end: '2025-03-23' });
    expect(presetRange('nextMonth', now, JKT)).toEqual({ start: '2025-04-01', end: '2025-04-30' });
  });

  it("counts in the zone it is given: Jakarta's Thursday is still Wednesday in São Paulo", () => {
    const lateUtc = new Date('2025-03-12T20:00:00Z');
    expect(presetRange('today', lateUtc, JKT).start).toBe('2025-03-13');
    expect(presetRange('today', lateUtc, 'America/Sao_Paulo').start).toBe('2025-03-12');
  });

  it('recognises the preset a range equals', () => {
    const range = { start: '2025-03-06', end: '2025-03-12' };
    expect(matchingPreset(range, pastDateRangePresets, now, JKT)).toBe('last7Days');
    expect(
      matchingPreset({ start: '2025-01-06', end: '2025-01-12' }, pastDateRangePresets, now, JKT),
    ).toBeNull();
  });
});

describe('lifetime with both ends', () => {
  it("runs from the report range start's day in the zone to today", () => {
    // 2025-01-05T20:00Z is already the 6th in Jakarta.
    expect(lifetimeDayRange('2025-01-05T20:00:00Z', now, JKT)).toEqual({
      start: '2025-01-06',
      end: '2025-03-12',
    });
    expect(lifetimeDayRange(new Date('2025-03-12T01:00:00Z'), now, JKT)).toEqual({
      start: '2025-03-12',
      end: '2025-03-12',
    });
  });

  it('gives today for a start after today, and at most the days the server takes', () => {
    expect(lifetimeDayRange('2025-04-01T00:00:00Z', now, JKT)).toEqual({
      start: '2025-03-12',
      end: '2025-03-12',
    });
    const long = lifetimeDayRange('2001-01-01T00:00:00Z', now, JKT);
    expect(long.end).toBe('2025-03-12');
    const days = (Date.parse(long.end!) - Date.parse(long.start!)) / 86_400_000 + 1;
    expect(days).toBe(MAX_REPORT_DAYS);
  });
});

describe('the billing default range', () => {
  it("is the previous month's first day to this month's last day, in the zone", () => {
    expect(defaultBillingRange(new Date('2026-03-15T10:00:00Z'), 'UTC')).toEqual({
      start: '2026-02-01',
      end: '2026-03-31',
    });
    // 31 January 20:00 UTC is already 1 February in Jakarta.
    expect(defaultBillingRange(new Date('2026-01-31T20:00:00Z'), JKT)).toEqual({
      start: '2026-01-01',
      end: '2026-02-28',
    });
    expect(defaultBillingRange(new Date('2028-02-02T00:00:00Z'), 'UTC')).toEqual({
      start: '2028-01-01',
      end: '2028-02-29',
    });
    expect(defaultBillingRange(new Date('2026-01-02T00:00:00Z'), 'UTC')).toEqual({
      start: '2025-12-01',
      end: '2026-01-31',
    });
  });
});

describe('the spec input format', () => {
  it('writes and reads yyyy/MM/dd – yyyy/MM/dd', () => {
    expect(formatDayRange({ start: '2026-03-01', end: '2026-03-31' })).toBe('2026/03/01 – 2026/03/31');
    expect(formatDayRange({ start: null, end: null })).toBe('');
    expect(parseDayRange('2026/03/01 – 2026/03/31')).toEqual({ start: '2026-03-01', end: '2026-03-31' });
    expect(parseDayRange('2026/03/01-2026/03/02')).toEqual({ start: '2026-03-01', end: '2026-03-02' });
  });

  it('ignores an end before the start and days that do not exist', () => {
    expect(parseDayRange('2026/03/31 – 2026/03/01')).toBeNull();
    expect(parseDayRange('2026/02/30 – 2026/03/01')).toBeNull();
    expect(parseDayRange('garbage')).toBeNull();
  });
});
