import { type CalendarDay, isCalendarDay, zonedDay, zoneOffsetMinutes } from './zoned-day';

/**
 * How a day and a moment are written on every screen and document (docs/decisions/0181): a day is
 * `yyyy/MM/dd` (spec 1 §2's date range format, the same in every language), a moment `yyyy/MM/dd HH:mm`
 * (24 h). Which zone an instant is read in is the caller's, by decision 0171; an unknown zone reads as UTC.
 * CSV exports keep ISO text (machine-readable); this is for people.
 */

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** `YYYY-MM-DD` as written: `YYYY/MM/DD`. */
const written = (day: CalendarDay) => day.replaceAll('-', '/');

function instantOf(value: Date | string): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * The day `value` falls on in `zone`, as `yyyy/MM/dd`. A calendar day (`YYYY-MM-DD`) is already a day
 * and is only rewritten; an instant is read in the zone. Nothing gives `empty`; text that is neither
 * is returned as it is.
 */
export function formatDay(value: Date | string | null | undefined, zone: string, empty = '—'): string {
  if (value === null || value === undefined || value === '') return empty;
  if (typeof value === 'string' && isCalendarDay(value)) return written(value);
  const date = instantOf(value);
  if (!date) return String(value);
  return written(zonedDay(date, zone));
}

/** The moment `value` in `zone`, as `yyyy/MM/dd HH:mm` (24 h). Nothing gives `empty`; unreadable text is returned as it is. */
export function formatDateTime(value: Date | string | null | undefined, zone: string, empty = '—'): string {
  if (value === null || value === undefined || value === '') return empty;
  const date = instantOf(value);
  if (!date) return String(value);
  // The zone's wall clock, read with UTC fields (whole minutes: seconds are not shown).
  const wall = new Date(date.getTime() + zoneOffsetMinutes(date, zone) * 60_000);
  const day = `${pad(wall.getUTCFullYear(), 4)}/${pad(wall.getUTCMonth() + 1)}/${pad(wall.getUTCDate())}`;
  return `${day} ${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
}

/** The same two forms in the date pickers' (dayjs) spelling, so a typed or picked date reads as a shown one. */
export const DAY_PICKER_FORMAT = 'YYYY/MM/DD';
export const MOMENT_PICKER_FORMAT = 'YYYY/MM/DD HH:mm';
