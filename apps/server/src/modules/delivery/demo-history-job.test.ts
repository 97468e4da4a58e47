import { describe, expect, it } from 'vitest';
import { historyDayWindow } from './demo-history-job';
import { hourRandom, visitsInHour } from './demo-history-traffic';

describe('demo history days', () => {
  it('are UTC days ending with the moment it was asked for, oldest first, today cut at that moment', () => {
    const payload = { days: 3, endAt: '2026-11-26T09:30:00.000Z', perDay: 300 };
    const window = (dayNo: number) => {
      const { startMs, endMs } = historyDayWindow({ ...payload, dayNo });
      return [new Date(startMs).toISOString(), new Date(endMs).toISOString()];
    };
    expect(window(0)).toEqual(['2026-11-24T00:00:00.000Z', '2026-11-25T00:00:00.000Z']);
    expect(window(1)).toEqual(['2026-11-25T00:00:00.000Z', '2026-11-26T00:00:00.000Z']);
    expect(window(2)).toEqual(['2026-11-26T00:00:00.000Z', '2026-11-26T09:30:00.000Z']);
  });

  it('spread a day of page views over its hours, busiest in the markets’ evening', () => {
    const hours = Array.from({ length: 24 }, (_, hour) => visitsInHour(300, hour));
    expect(Math.abs(hours.reduce((sum, visits) => sum + visits, 0) - 300)).toBeLessThanOrEqual(12);
    expect(Math.max(...hours)).toBe(visitsInHour(300, 13));
    expect(Math.min(...hours)).toBeGreaterThan(0);
  });

  it('draw each catalog, day and hour from a stream of its own, the same every time', () => {
    const draws = (catalogId: number, dayNo: number, hour: number) => {
      const random = hourRandom(13, catalogId, dayNo, hour);
      return [random.next(), random.next()];
    };
    expect(draws(1, 5, 7)).toEqual(draws(1, 5, 7));
    expect(draws(1, 5, 7)).not.toEqual(draws(1, 5, 8));
    expect(draws(1, 5, 7)).not.toEqual(draws(2, 5, 7));
    expect(draws(1, 5, 7)).not.toEqual(draws(1, 6, 7));
  });
});
