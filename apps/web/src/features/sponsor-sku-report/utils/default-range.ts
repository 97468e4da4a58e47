import { type DayRange, presetRange } from '@portal/domain/date-range-presets';
import { zonedDay } from '@portal/domain/zoned-day';

/**
 * The dialog's first range (spec 2 §2): the last 7 days in the catalog's calendar, or from the
 * campaign's start when it started within them (the report range start, decision 0211); a campaign
 * that starts later still shows today.
 */
export function defaultSkuRange(now: Date, timeZone: string, campaignStart: string | null): DayRange {
  const last7 = presetRange('last7Days', now, timeZone);
  if (!campaignStart || !last7.start || !last7.end) return last7;
  const startDay = zonedDay(new Date(campaignStart), timeZone);
  if (startDay <= last7.start) return last7;
  // A campaign that starts after today still shows today.
  const start = [startDay, last7.end].sort()[0]!;
  return { start, end: last7.end };
}
