import { GraphQLError } from 'graphql';

const datePattern = /^(\d{4})[-/](\d{2})[-/](\d{2})$/;

/** How far `timeZone`'s wall clock is ahead of UTC at the instant `at` (ms); 0 for an unknown zone. */
function zoneOffsetMs(at: number, timeZone: string): number {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    }).formatToParts(new Date(at));
  } catch {
    return 0;
  }
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - Math.floor(at / 1000) * 1000;
}

/** The instant a calendar day starts in `timeZone` (midnight there; the first instant of the day across DST). */
export function startOfZonedDay(year: number, month: number, day: number, timeZone: string): Date {
  const wall = Date.UTC(year, month - 1, day);
  const first = wall - zoneOffsetMs(wall, timeZone);
  const second = wall - zoneOffsetMs(first, timeZone);
  // Of the two candidates, the earliest that is on that day there (when midnight is skipped, neither is
  // midnight: the later one is the day's first instant).
  const onDay = [first, second].filter(
    (at) => Math.floor((at + zoneOffsetMs(at, timeZone)) / 86_400_000) * 86_400_000 === wall,
  );
  return new Date(onDay.length ? Math.min(...onDay) : Math.max(first, second));
}

/**
 * A billing filter date: a calendar day ("2026-03-01" or the picker's "2026/03/01") in the acting user's
 * profile time zone (docs/decisions/0071; UTC when none or unknown), or an ISO instant. `toDate` days are
 * inclusive, so they end at the next local midnight (the bound is exclusive).
 */
export function parseBillingDate(
  value: string | null | undefined,
  bound: 'from' | 'to',
  timeZone = 'UTC',
): Date | null {
  if (!value) return null;
  const day = datePattern.exec(value.trim());
  if (day) {
    const [year, month, date] = [Number(day[1]), Number(day[2]), Number(day[3])];
    if (month >= 1 && month <= 12 && date >= 1 && date <= 31)
      return startOfZonedDay(year, month, bound === 'to' ? date + 1 : date, timeZone || 'UTC');
  }
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime()) || !/^\d{4}-\d{2}-\d{2}T/.test(value))
    throw new GraphQLError(`Invalid date: ${value}`, { extensions: { code: 'BAD_USER_INPUT' } });
  return instant;
}
