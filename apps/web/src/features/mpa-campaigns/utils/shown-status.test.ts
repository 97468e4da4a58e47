import { formatDay } from '@portal/domain/day-format';
import { describe, expect, it } from 'vitest';
import { lastMoment, shownStatus } from './campaign-columns';

const now = new Date('2026-11-26T08:00:00Z');

describe('shownStatus', () => {
  it("shows Meta's configured status while the campaign runs", () => {
    expect(
      shownStatus({ status: 'ACTIVE', effectiveStatus: 'ACTIVE', stopTime: '2026-12-01T16:00:00Z' }, now),
    ).toBe('ACTIVE');
    expect(shownStatus({ status: 'PAUSED', effectiveStatus: 'PAUSED', stopTime: null }, now)).toBe('PAUSED');
  });

  it('says an ACTIVE campaign past its stop time has ended', () => {
    expect(
      shownStatus({ status: 'ACTIVE', effectiveStatus: 'ACTIVE', stopTime: '2026-11-21T15:59:59Z' }, now),
    ).toBe('ENDED');
  });

  it('says a campaign paused for an empty Meta wallet is waiting for money', () => {
    expect(
      shownStatus(
        { status: 'PAUSED', effectiveStatus: 'WALLET_EMPTY', stopTime: '2026-12-01T16:00:00Z' },
        now,
      ),
    ).toBe('WALLET_EMPTY');
  });
});

describe('lastMoment', () => {
  it("writes the End column as the campaign's last day, not the day Meta stops it", () => {
    // A Singapore campaign ending 2026-12-10 stops at 2026-12-11 00:00 there (16:00 UTC the day before).
    expect(formatDay(lastMoment('2026-12-10T16:00:00.000Z'), 'Asia/Singapore')).toBe('2026/12/10');
    expect(lastMoment(null)).toBeNull();
  });
});
