import { describe, expect, it } from 'vitest';
import { parseBillingDate } from './billing-dates';

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
    expect(() => parseBillingDate('yesterday', 'from')).toThrow('common:error.invalidDate');
    expect(() => parseBillingDate('2026-02-30', 'from')).toThrow('common:error.invalidDate');
  });
});
