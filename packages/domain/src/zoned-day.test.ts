import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayRangeInstants,
  isTimeZone,
  startOfDayInZone,
  startOfZonedDay,
  wallClockAsLocal,
  zonedDay,
  zoneOffsetMinutes,
} from './zoned-day';

const iso = (date: Date | null) => date?.toISOString();

describe('zoned days', () => {
  it('reads the day an instant falls on in the zone, not in UTC', () => {
    const at = new Date('2026-03-01T20:00:00Z');
    expect(zonedDay(at, 'Asia/Jakarta')).toBe('2026-03-02');
    expect(zonedDay(at, 'UTC')).toBe('2026-03-01');
    expect(zonedDay(new Date('2026-03-02T01:00:00Z'), 'America/Sao_Paulo')).toBe('2026-03-01');
  });

  it('starts a Jakarta day at 17:00 UTC the day before', () => {
    expect(iso(startOfZonedDay('2026-03-02', 'Asia/Jakarta'))).toBe('2026-03-01T17:00:00.000Z');
    expect(iso(startOfDayInZone(new Date('2026-03-01T20:00:00Z'), 'Asia/Jakarta'))).toBe(
      '2026-03-01T17:00:00.000Z',
    );
  });

  it('follows Lisbon across summer time: winter days at 00:00 UTC, summer days at 23:00 UTC', () => {
    expect(iso(startOfZonedDay('2026-03-29', 'Europe/Lisbon'))).toBe('2026-03-29T00:00:00.000Z');
    expect(iso(startOfZonedDay('2026-03-30', 'Europe/Lisbon'))).toBe('2026-03-29T23:00:00.000Z');
    // 25 October 2026 is 25 hours long there.
    const long = dayRangeInstants({ start: '2026-10-25', end: '2026-10-25' }, 'Europe/Lisbon');
    expect(iso(long.startDate)).toBe('2026-10-24T23:00:00.000Z');
    expect(iso(long.endDate)).toBe('2026-10-25T23:59:59.999Z');
  });

  it('starts a São Paulo day whose midnight was skipped (2018) at 01:00 local', () => {
    expect(iso(startOfZonedDay('2018-11-04', 'America/Sao_Paulo'))).toBe('2018-11-04T03:00:00.000Z');
    expect(iso(startOfZonedDay('2018-11-05', 'America/Sao_Paulo'))).toBe('2018-11-05T02:00:00.000Z');
    expect(zoneOffsetMinutes(new Date('2018-12-01T00:00:00Z'), 'America/Sao_Paulo')).toBe(-120);
    expect(zoneOffsetMinutes(new Date('2026-01-01T00:00:00Z'), 'America/Sao_Paulo')).toBe(-180);
  });

  it('starts New York and Santiago days at their first instant across spring-forward', () => {
    // New York springs forward on 2026-03-08 at 02:00; midnight is still EST (UTC−5).
    expect(iso(startOfZonedDay('2026-03-08', 'America/New_York'))).toBe('2026-03-08T05:00:00.000Z');
    expect(iso(startOfZonedDay('2026-03-09', 'America/New_York'))).toBe('2026-03-09T04:00:00.000Z');
    // Santiago springs forward at midnight (2026-09-06 00:00 → 01:00): the day starts at 01:00 local.
    expect(iso(startOfZonedDay('2026-09-06', 'America/Santiago'))).toBe('2026-09-06T04:00:00.000Z');
  });

  it('reads an unknown zone as UTC and refuses fixed offsets as zones', () => {
    expect(iso(startOfZonedDay('2026-03-02', 'Mars/Olympus'))).toBe('2026-03-02T00:00:00.000Z');
    expect(isTimeZone('Asia/Singapore')).toBe(true);
    expect(isTimeZone('+07:00')).toBe(false);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });

  it('gives a Date whose local fields read the zone’s wall clock, as parsing toLocaleString does', () => {
    const fields = (date: Date) => [
      date.getFullYear(),
      date.getMonth(),
      date.getDate(),
      date.getHours(),
      date.getMinutes(),
      date.getSeconds(),
      date.getMilliseconds(),
    ];
    const instants = [
      '2026-11-20T16:59:59.250Z', // the last second of a Jakarta day
      '2026-03-29T00:59:59.000Z', // just before Lisbon springs forward
      '2026-03-29T01:00:00.000Z',
      '2026-10-25T00:30:00.000Z', // Lisbon's repeated hour
      '2018-11-04T02:30:00.000Z', // São Paulo's skipped midnight
      '1969-12-31T23:59:59.500Z', // before the epoch, with milliseconds
    ];
    for (const zone of ['Asia/Jakarta', 'Europe/Lisbon', 'America/Sao_Paulo', 'UTC']) {
      for (const text of instants) {
        const at = new Date(text);
        const parsed = new Date(at.toLocaleString('en-US', { timeZone: zone }));
        parsed.setMilliseconds(at.getMilliseconds());
        expect(fields(wallClockAsLocal(at, zone)), `${text} in ${zone}`).toEqual(fields(parsed));
      }
    }
    expect(wallClockAsLocal(new Date('2026-11-20T17:00:00Z'), 'Asia/Jakarta').getHours()).toBe(0);
  });

  it('adds days across months and leap years, and refuses what is not a day', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
  });

  it('gives no instants for an open range', () => {
    expect(dayRangeInstants({ start: null, end: null }, 'UTC')).toEqual({ startDate: null, endDate: null });
  });
});
