import { describe, expect, it } from 'vitest';
import { parseBillingDate, startOfZonedDay } from './billing-dates';

describe('parseBillingDate', () => {
  it('reads calendar days in the given time zone, toDate inclusive', () => {
    expect(parseBillingDate('2026-03-01', 'from', 'Asia/Singapore')!.toISOString()).toBe(
      '2026-02-28T16:00:00.000Z',
    );
    expect(parseBillingDate('2026/03/01', 'to', 'Asia/Singapore')!.toISOString()).toBe(
      '2026-03-01T16:00:00.000Z',
    );
    expect(parseBillingDate('2026-03-31', 'to', 'America/Sao_Paulo')!.toISOString()).toBe(
      '2026-04-01T03:00:00.000Z',
    );
    expect(parseBillingDate('2026-12-31', 'to', 'Asia/Jakarta')!.toISOString()).toBe(
      '2026-12-31T17:00:00.000Z',
    );
  });

  it('falls back to UTC without a zone or with an unknown one', () => {
    expect(parseBillingDate('2026-03-01', 'from')!.toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(parseBillingDate('2026-03-01', 'to', 'Mars/Olympus')!.toISOString()).toBe(
      '2026-03-02T00:00:00.000Z',
    );
  });

  it('keeps ISO instants as they are and refuses anything else', () => {
    expect(parseBillingDate('2026-03-01T10:00:00Z', 'from', 'Asia/Singapore')!.toISOString()).toBe(
      '2026-03-01T10:00:00.000Z',
    );
    expect(parseBillingDate('', 'from')).toBeNull();
    expect(() => parseBillingDate('yesterday', 'from')).toThrow('Invalid date: yesterday');
  });

  it('starts a day at its first instant across daylight-saving changes', () => {
    // New York springs forward on 2026-03-08 (02:00 → 03:00); midnight is still EST (UTC−5).
    expect(startOfZonedDay(2026, 3, 8, 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(startOfZonedDay(2026, 3, 9, 'America/New_York').toISOString()).toBe('2026-03-09T04:00:00.000Z');
    // Santiago springs forward at midnight (2026-09-06 00:00 → 01:00): the day starts at 01:00 local.
    expect(startOfZonedDay(2026, 9, 6, 'America/Santiago').toISOString()).toBe('2026-09-06T04:00:00.000Z');
  });
});
