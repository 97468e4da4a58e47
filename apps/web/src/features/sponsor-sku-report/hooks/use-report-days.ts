import { type DayRange, lifetimeDayRange } from '@portal/domain/date-range-presets';
import { useMemo } from 'react';
import { useSkuReportRange } from '../api/get-report-range';

/**
 * The days a dialog reports on: the picked range, or for "Lifetime" (a range without ends) the report range
 * start's day to today (lifetimeDayRange): the campaign's start, else `reportRange`'s, asked only then.
 * Null while that start is being asked.
 */
export function useReportDays(
  range: DayRange,
  timeZone: string,
  campaignStart: string | null,
): DayRange | null {
  const lifetime = !range.start || !range.end;
  const [{ data }] = useSkuReportRange(!lifetime || campaignStart !== null);
  const start = campaignStart ?? data?.reportRange.startDate ?? null;
  return useMemo(() => {
    if (!lifetime) return range;
    return start ? lifetimeDayRange(start, new Date(), timeZone) : null;
  }, [lifetime, range, start, timeZone]);
}
