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

/**
 * The zone a campaign's days are read in: its catalog's, once the catalogs are known. 'loading' while its
 * catalog is not among them yet (the options query is still on its way), 'unchosen' before a catalog is
 * picked. Never a stand-in zone: a day read in UTC shows a Singapore start one day early.
 */
export type CatalogZone = { timeZone: string } | 'loading' | 'unchosen';

export function catalogZone(
  catalogs: readonly { id: string; timeZone: string }[],
  catalogId: string | null,
): CatalogZone {
  if (catalogId === null) return 'unchosen';
  const catalog = catalogs.find((entry) => entry.id === catalogId);
  return catalog ? { timeZone: catalog.timeZone } : 'loading';
}
