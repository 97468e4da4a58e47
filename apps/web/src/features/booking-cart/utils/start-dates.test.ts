import type { CartCampaign } from '@portal/domain/booking-cart';
import { describe, expect, it } from 'vitest';
import { earlierCartRanges, refreshedDefaultDates } from './start-dates';

const pkg = {
  startDate: '2026-12-01',
  endDate: '2027-03-31',
  ventures: [{ id: 'v1', name: 'Singapore', code: 'ZSG', currency: 'SGD', timeZone: 'Asia/Singapore' }],
};

function campaign(id: string, startDate: string | null, minTime: string | null = '2026-12-14'): CartCampaign {
  return {
    id,
    packageId: 'p1',
    packageCode: 'HP01',
    bookings: [{ ventureId: 'v1', segmentId: 's1', placementId: 'pl1' }],
    startDate,
    endDate: startDate === null ? null : addSix(startDate),
    minTime,
    name: 'HP01',
    weeks: 1,
  };
}

function addSix(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 6 * 86_400_000).toISOString().slice(0, 10);
}

// Saturday 5 December 2026: the earliest bookable Monday (14 days' lead) is 21 December.
const today = '2026-12-05';
const refresh = (c: CartCampaign, taken = [] as { startDate: string; endDate: string }[], earlier = taken) =>
  refreshedDefaultDates({ campaign: c, pkg, today, taken, earlierTaken: earlier, allowOverlap: false });

describe('refreshedDefaultDates (a stored cart gone stale)', () => {
  it('moves a start now inside the lead time to the default week, past taken weeks', () => {
    expect(
      refresh(campaign('c1', '2026-12-14'), [{ startDate: '2026-12-21', endDate: '2026-12-27' }], []),
    ).toEqual({
      startDate: '2026-12-28',
      endDate: '2027-01-03',
      minTime: '2026-12-21',
    });
  });

  it('moves a start whose week has since been sold or reserved', () => {
    expect(
      refresh(campaign('c1', '2027-01-04', '2026-12-21'), [
        { startDate: '2027-01-04', endDate: '2027-01-10' },
      ]),
    ).toEqual({
      startDate: '2026-12-21',
      endDate: '2026-12-27',
      minTime: '2026-12-21',
    });
  });

  it('keeps a start still valid and only moves minTime on; then changes nothing', () => {
    expect(refresh(campaign('c1', '2027-01-04'))).toEqual({
      startDate: '2027-01-04',
      endDate: '2027-01-10',
      minTime: '2026-12-21',
    });
    expect(refresh(campaign('c1', '2027-01-04', '2026-12-21'))).toBeNull();
  });

  it('gives a campaign without dates the default week', () => {
    expect(refresh(campaign('c1', null, null))?.startDate).toBe('2026-12-21');
  });

  it('lets overlap_standard_booking keep a week an earlier campaign holds, never a sold one', () => {
    const c = campaign('c2', '2026-12-21', '2026-12-21');
    const earlier = [{ startDate: '2026-12-21', endDate: '2026-12-27' }];
    const allow = (taken: typeof earlier) =>
      refreshedDefaultDates({ campaign: c, pkg, today, taken, earlierTaken: earlier, allowOverlap: true });
    expect(allow([])).toBeNull();
    expect(allow(earlier)?.startDate).toBe('2026-12-28');
    expect(refresh(c, [], earlier)?.startDate).toBe('2026-12-28');
  });

  it('reads only the earlier campaigns of the cart, so later ones give way', () => {
    const first = campaign('c1', '2026-12-21');
    const second = campaign('c2', '2026-12-21');
    const cart = {
      campaigns: [first, second],
      discountsMap: {},
      paymentMethod: null,
      paymentTerms: 'IMMEDIATE' as const,
      voucherInfo: null,
      paidCreditOnly: false,
    };
    expect(earlierCartRanges(cart, first)).toEqual([]);
    expect(earlierCartRanges(cart, second)).toEqual([{ startDate: '2026-12-21', endDate: '2026-12-27' }]);
  });
});
