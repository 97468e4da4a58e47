import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay } from './day-format';

describe('formatDay (decision 0181)', () => {
  it('writes the day an instant falls on in the zone as yyyy/MM/dd: near midnight Singapore is a day ahead of UTC', () => {
    const at = '2026-11-23T17:30:00Z';
    expect(formatDay(at, 'Asia/Singapore')).toBe('2026/11/24');
    expect(formatDay(at, 'UTC')).toBe('2026/11/23');
    expect(formatDay(new Date('2026-11-23T15:59:59Z'), 'Asia/Singapore')).toBe('2026/11/23');
    expect(formatDay(new Date('2026-11-23T16:00:00Z'), 'Asia/Singapore')).toBe('2026/11/24');
  });

  it('reads a zone behind UTC the other way', () => {
    expect(formatDay('2026-03-02T01:00:00Z', 'America/Sao_Paulo')).toBe('2026/03/01');
  });

  it('rewrites a calendar day without moving it, whatever the zone', () => {
    expect(formatDay('2026-11-24', 'Asia/Singapore')).toBe('2026/11/24');
    expect(formatDay('2026-11-24', 'America/Sao_Paulo')).toBe('2026/11/24');
  });

  it('gives the empty mark for nothing, keeps unreadable text and reads an unknown zone as UTC', () => {
    expect(formatDay(null, 'UTC')).toBe('—');
    expect(formatDay(undefined, 'UTC', '-')).toBe('-');
    expect(formatDay('', 'UTC')).toBe('—');
    expect(formatDay('soon', 'UTC')).toBe('soon');
    expect(formatDay('2026-11-23T17:30:00Z', 'Mars/Olympus')).toBe('2026/11/23');
  });

  it('is the same in every language: no month names, no day-month order', () => {
    expect(formatDay('2026-01-05T12:00:00Z', 'UTC')).toMatch(/^\d{4}\/\d{2}\/\d{2}$/);
  });
});

describe('formatDateTime (decision 0181)', () => {
  it('writes a moment as yyyy/MM/dd HH:mm on a 24-hour clock in the zone', () => {
    expect(formatDateTime('2026-11-23T15:37:42Z', 'Asia/Singapore')).toBe('2026/11/23 23:37');
    expect(formatDateTime('2026-11-23T17:30:00Z', 'Asia/Singapore')).toBe('2026/11/24 01:30');
    expect(formatDateTime('2026-11-23T17:30:00Z', 'UTC')).toBe('2026/11/23 17:30');
    expect(formatDateTime(new Date('2026-11-23T00:05:00Z'), 'UTC')).toBe('2026/11/23 00:05');
  });

  it('follows summer time and half-hour zones', () => {
    expect(formatDateTime('2026-07-01T12:00:00Z', 'Europe/Lisbon')).toBe('2026/07/01 13:00');
    expect(formatDateTime('2026-01-01T12:00:00Z', 'Europe/Lisbon')).toBe('2026/01/01 12:00');
    expect(formatDateTime('2026-01-01T12:00:00Z', 'Asia/Kolkata')).toBe('2026/01/01 17:30');
  });

  it('gives the empty mark for nothing and keeps unreadable text', () => {
    expect(formatDateTime(null, 'UTC')).toBe('—');
    expect(formatDateTime(undefined, 'UTC', '-')).toBe('-');
    expect(formatDateTime('never', 'UTC')).toBe('never');
  });
});
