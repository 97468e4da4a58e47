import { type DayRange, orderedRange, presetRange } from '@portal/domain/date-range-presets';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { liveSearchParams } from '../../../lib/live-search';

export const FROM_PARAM = 'fromDate';
export const TO_PARAM = 'toDate';

/** A complete range of the address's strict YYYY-MM-DD days, else the last 7 days in `timeZone` (spec 3 §9). */
export function dashboardRange(
  params: URLSearchParams,
  now: Date,
  timeZone: string,
): { start: string; end: string } {
  const range = orderedRange(params.get(FROM_PARAM), params.get(TO_PARAM));
  if (range?.start && range.end) return { start: range.start, end: range.end };
  const fallback = presetRange('last7Days', now, timeZone);
  return { start: fallback.start ?? '', end: fallback.end ?? '' };
}

/** The dashboard's `fromDate` / `toDate` (the seller's catalog calendar); a chosen range goes into the address. */
export function useDashboardRange(timeZone: string) {
  const [params, setParams] = useSearchParams();
  const range = dashboardRange(params, new Date(), timeZone);
  const setRange = useCallback(
    (next: DayRange) => {
      const query = liveSearchParams(params);
      // "Lifetime" has no days for Meta's insights: it stays on the default range.
      if (next.start && next.end) {
        query.set(FROM_PARAM, next.start);
        query.set(TO_PARAM, next.end);
      } else {
        query.delete(FROM_PARAM);
        query.delete(TO_PARAM);
      }
      setParams(query);
    },
    [params, setParams],
  );
  return { range, setRange };
}
