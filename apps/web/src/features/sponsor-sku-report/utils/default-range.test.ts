import { describe, expect, it } from 'vitest';
import { defaultSkuRange } from './default-range';

// 2026-11-26 10:00 in Jakarta (UTC+7).
const now = new Date('2026-11-26T03:00:00Z');

describe('defaultSkuRange', () => {
  it('is the last 7 days of the catalog calendar', () => {
    expect(defaultSkuRange(now, 'Asia/Jakarta', null)).toEqual({ start: '2026-11-20', end: '2026-11-26' });
    expect(defaultSkuRange(now, 'Asia/Jakarta', '2026-10-01T00:00:00Z')).toEqual({
      start: '2026-11-20',
      end: '2026-11-26',
    });
  });

  it('starts at the campaign start (its day in the zone) when that is later', () => {
    // 2026-11-23T18:00Z is 2026-11-24 01:00 in Jakarta.
    expect(defaultSkuRange(now, 'Asia/Jakarta', '2026-11-23T18:00:00Z')).toEqual({
      start: '2026-11-24',
      end: '2026-11-26',
    });
    expect(defaultSkuRange(now, 'Asia/Jakarta', '2026-12-10T00:00:00Z')).toEqual({
      start: '2026-11-26',
      end: '2026-11-26',
    });
  });
});
