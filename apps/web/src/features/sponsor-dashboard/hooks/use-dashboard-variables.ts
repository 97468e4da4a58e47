import type { DayRange } from '@portal/domain/date-range-presets';
import { dayRangeInstants } from '@portal/domain/zoned-day';
import { useMemo } from 'react';
import type { DashboardVariables } from '../api/dashboard-variables';
import { useDashboardReportRange } from '../api/get-report-range';
import type { DashboardAdType } from '../utils/dashboard-metrics';

export type DashboardFilters = {
  adType: DashboardAdType;
  /** A catalog id (country), or null for every country. */
  country: string | null;
  /** The page's `date` range (both null: lifetime). */
  range: DayRange;
  /** The zone the range's days are in (decision 0171), as the campaign list reads it. */
  timeZone: string;
  brandId: string | null;
};

const isLifetime = (range: DayRange) => !range.start || !range.end;

/**
 * The dashboard queries' arguments for the page's filters: the range's days as instants in the report zone;
 * "Lifetime" is the report range the server gives (decision 0205), null until it is known. Pure, so the
 * route loader (app/routes/sponsor.data.ts) starts the queries with exactly the page's variables.
 */
export function dashboardVariablesOf(
  filters: DashboardFilters,
  lifetime: { startDate: string; endDate: string } | null = null,
): DashboardVariables | null {
  const { adType, country, range, timeZone, brandId } = filters;
  const common = { adType, campaignType: 'SPONSOR' as const, brandId, ventureId: country };
  if (isLifetime(range)) {
    return lifetime ? { ...common, fromDate: lifetime.startDate, toDate: lifetime.endDate } : null;
  }
  const { startDate, endDate } = dayRangeInstants(range, timeZone);
  if (!startDate || !endDate) return null;
  return { ...common, fromDate: startDate.toISOString(), toDate: endDate.toISOString() };
}

export function useDashboardVariables(filters: DashboardFilters): DashboardVariables | null {
  const { adType, country, range, timeZone, brandId } = filters;
  const [{ data }] = useDashboardReportRange(!isLifetime(range));
  const lifetime = data?.reportRange ?? null;
  return useMemo(
    () => dashboardVariablesOf({ adType, country, range, timeZone, brandId }, lifetime),
    [adType, country, brandId, lifetime, range, timeZone],
  );
}
