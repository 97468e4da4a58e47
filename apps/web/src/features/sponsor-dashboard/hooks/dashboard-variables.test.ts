import { describe, expect, it } from 'vitest';
import { type DashboardFilters, dashboardVariablesOf } from './use-dashboard-variables';

const filters: DashboardFilters = {
  adType: 'BANNER',
  country: '3',
  range: { start: '2026-11-20', end: '2026-11-26' },
  timeZone: 'Asia/Jakarta',
  brandId: '9',
};

describe('the dashboard queries’ arguments', () => {
  it('are the range’s days in the report zone, campaign type SPONSOR, the country and brand', () => {
    expect(dashboardVariablesOf(filters)).toEqual({
      fromDate: '2026-11-19T17:00:00.000Z',
      toDate: '2026-11-26T16:59:59.999Z',
      adType: 'BANNER',
      campaignType: 'SPONSOR',
      brandId: '9',
      ventureId: '3',
    });
  });

  it('cover the report range for Lifetime, and wait for it', () => {
    const lifetime = { ...filters, range: { start: null, end: null } };
    expect(dashboardVariablesOf(lifetime)).toBeNull();
    expect(
      dashboardVariablesOf(lifetime, {
        startDate: '2026-08-01T00:00:00.000Z',
        endDate: '2026-11-26T08:00:00.000Z',
      }),
    ).toMatchObject({ fromDate: '2026-08-01T00:00:00.000Z', toDate: '2026-11-26T08:00:00.000Z' });
  });
});
