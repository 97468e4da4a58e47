import { describe, expect, it } from 'vitest';
import { csvZonedInstant } from './csv';

describe('csvZonedInstant', () => {
  it("writes an instant on the zone's clock with its offset (0273)", () => {
    const at = new Date('2026-11-07T16:00:00.000Z');
    expect(csvZonedInstant(at, 'Asia/Singapore')).toBe('2026-11-08T00:00:00.000+08:00');
    expect(csvZonedInstant(at, 'America/Sao_Paulo')).toBe('2026-11-07T13:00:00.000-03:00');
    expect(csvZonedInstant(at, 'UTC')).toBe('2026-11-07T16:00:00.000+00:00');
    expect(csvZonedInstant(new Date('2027-01-02T15:59:59.999Z'), 'Asia/Singapore')).toBe(
      '2027-01-02T23:59:59.999+08:00',
    );
    expect(csvZonedInstant(null, 'Asia/Singapore')).toBe('');
  });
});
