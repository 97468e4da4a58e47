/**
 * The date pickers work with calendar days ('YYYY-MM-DD'); the form keeps instants. A day is read
 * and written in the catalog's zone (hours east of UTC), so the browser's own zone never moves a
 * campaign by a day (spec 2 §4 "shifted by the difference between the catalog timezone offset and
 * the browser offset"; decision 0092).
 */
const hour = 3_600_000;

export function dayInZone(instant: string | null, tzOffsetHours: number): string | null {
  if (!instant) return null;
  const time = new Date(instant).getTime();
  if (Number.isNaN(time)) return null;
  return new Date(time + tzOffsetHours * hour).toISOString().slice(0, 10);
}

/** Midnight at the start of `day` in the zone (start dates). */
export function startOfDayInstant(day: string, tzOffsetHours: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - tzOffsetHours * hour).toISOString();
}

/** The last millisecond of `day` in the zone (end dates: a campaign runs through its end day). */
export function endOfDayInstant(day: string, tzOffsetHours: number): string {
  return new Date(Date.parse(`${day}T23:59:59.999Z`) - tzOffsetHours * hour).toISOString();
}

/** Today in the zone, the first day a start date may take. */
export function todayInZone(now: Date, tzOffsetHours: number): string {
  return new Date(now.getTime() + tzOffsetHours * hour).toISOString().slice(0, 10);
}
