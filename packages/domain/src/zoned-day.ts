/**
 * Calendar days in an IANA time zone (docs/decisions/0171): the one place that says when a day starts.
 * Built on Intl, so daylight-saving changes and historical offsets come from the runtime's zone data.
 * A day is written `YYYY-MM-DD`; an unknown zone reads as UTC rather than failing a request.
 */

/** A calendar day, `YYYY-MM-DD`. */
export type CalendarDay = string;

const DAY_MS = 86_400_000;
const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const formatters = new Map<string, Intl.DateTimeFormat>();

/** Answers of isTimeZone: asking Intl builds a formatter, 23 % of the event ingest's CPU when done per call. */
const knownZones = new Map<string, boolean>();

/** Whether the runtime knows `zone` as an IANA time zone ("Asia/Jakarta"; offsets like "+07:00" are refused). */
export function isTimeZone(zone: string): boolean {
  const known = knownZones.get(zone);
  if (known !== undefined) return known;
  let answer = /^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(zone);
  if (answer) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
    } catch {
      answer = false;
    }
  }
  // Bounded, in case zones come from input: a full map is emptied rather than grown.
  if (knownZones.size >= 1000) knownZones.clear();
  knownZones.set(zone, answer);
  return answer;
}

function wallClock(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (formatter) return formatter;
  const key = isTimeZone(zone) ? zone : 'UTC';
  formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: key,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** The wall-clock time in `zone` at `at`, as if it were UTC (ms since the epoch, whole seconds). */
function wallTime(at: number, zone: string): number {
  const parts = wallClock(zone).formatToParts(new Date(at));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
}

/** How far `zone`'s clock is ahead of UTC at `at`, in minutes (Asia/Jakarta: 420; America/Sao_Paulo: −180). */
export function zoneOffsetMinutes(at: Date, zone: string): number {
  const time = at.getTime();
  return Math.round((wallTime(time, zone) - Math.floor(time / 1000) * 1000) / 60_000);
}

/**
 * A Date whose local-time fields (getHours, getDate...) read `zone`'s wall clock at `at`, for libraries that lay
 * out by local fields (uPlot's `tzDate`). The same answer as parsing `toLocaleString('en-US', { timeZone })`,
 * without building a formatter per call: that was a chart's slowest part of its first draw (issue 14).
 */
export function wallClockAsLocal(at: Date, zone: string): Date {
  const time = at.getTime();
  const wall = new Date(wallTime(time, zone));
  return new Date(
    wall.getUTCFullYear(),
    wall.getUTCMonth(),
    wall.getUTCDate(),
    wall.getUTCHours(),
    wall.getUTCMinutes(),
    wall.getUTCSeconds(),
    time - Math.floor(time / 1000) * 1000,
  );
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

function dayOfUtc(time: number): CalendarDay {
  const date = new Date(time);
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** The calendar day `at` falls on in `zone`. */
export function zonedDay(at: Date, zone: string): CalendarDay {
  return dayOfUtc(wallTime(at.getTime(), zone));
}

/** `day` as UTC midnight (ms), or null when it is not a real calendar day. */
function dayTime(day: CalendarDay): number | null {
  const match = dayPattern.exec(day);
  if (!match) return null;
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return dayOfUtc(time) === day ? time : null;
}

export function isCalendarDay(value: string): boolean {
  return dayTime(value) !== null;
}

/** `day` plus `count` days (negative goes back); months and years roll over. */
export function addDays(day: CalendarDay, count: number): CalendarDay {
  const time = dayTime(day);
  if (time === null) throw new RangeError(`Not a calendar day: ${day}`);
  return dayOfUtc(time + count * DAY_MS);
}

/**
 * The first instant of `day` in `zone`: its midnight, or, where a daylight-saving change skips
 * midnight (America/Sao_Paulo until 2019), the first instant after it.
 */
export function startOfZonedDay(day: CalendarDay, zone: string): Date {
  const wall = dayTime(day);
  if (wall === null) throw new RangeError(`Not a calendar day: ${day}`);
  // Two passes find the offset in force at that midnight (the first guess may sit across a change).
  const first = wall - (wallTime(wall, zone) - wall);
  const second = wall - (wallTime(first, zone) - first);
  const onDay = [first, second].filter((at) => zonedDay(new Date(at), zone) === day);
  return new Date(onDay.length ? Math.min(...onDay) : Math.max(first, second));
}

/** The first instant of the day `at` falls on in `zone` ("today" starts here). */
export function startOfDayInZone(at: Date, zone: string): Date {
  return startOfZonedDay(zonedDay(at, zone), zone);
}

/** The days from `start` to `end` (both included) as instants: the first day's start to the last day's last ms. */
export function dayRangeInstants(
  range: { start: CalendarDay | null; end: CalendarDay | null },
  zone: string,
): { startDate: Date | null; endDate: Date | null } {
  if (!range.start || !range.end) return { startDate: null, endDate: null };
  return {
    startDate: startOfZonedDay(range.start, zone),
    endDate: new Date(startOfZonedDay(addDays(range.end, 1), zone).getTime() - 1),
  };
}
