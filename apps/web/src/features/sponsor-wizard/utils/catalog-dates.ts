import { addDays, startOfZonedDay, zonedDay } from '@portal/domain/zoned-day';

/**
 * The date pickers work with calendar days ('YYYY-MM-DD'); the form keeps instants. A day is read
 * and written in the catalog's IANA zone (decision 0171), so the browser's own zone never moves a
 * campaign by a day (spec 2 §4 "shifted by the difference between the catalog timezone offset and
 * the browser offset"; decision 0092), daylight-saving days included.
 */
export function dayInZone(instant: string | null, timeZone: string): string | null {
  if (!instant) return null;
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? null : zonedDay(date, timeZone);
}

/** The first instant of `day` in the zone (start dates). */
export function startOfDayInstant(day: string, timeZone: string): string {
  return startOfZonedDay(day, timeZone).toISOString();
}

/** The last millisecond of `day` in the zone (end dates: a campaign runs through its end day). */
export function endOfDayInstant(day: string, timeZone: string): string {
  return new Date(startOfZonedDay(addDays(day, 1), timeZone).getTime() - 1).toISOString();
}

/** Today in the zone, the first day a start date may take. */
export function todayInZone(now: Date, timeZone: string): string {
  return zonedDay(now, timeZone);
}
