import { addDays, isCalendarDay, startOfZonedDay } from '@portal/domain/zoned-day';
import { DomainError, inputErrors } from '../../graphql/errors';

const datePattern = /^(\d{4})[-/](\d{2})[-/](\d{2})$/;

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
    const calendarDay = `${day[1]}-${day[2]}-${day[3]}`;
    if (isCalendarDay(calendarDay))
      return startOfZonedDay(bound === 'to' ? addDays(calendarDay, 1) : calendarDay, timeZone || 'UTC');
  }
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime()) || !/^\d{4}-\d{2}-\d{2}T/.test(value))
    throw new DomainError(inputErrors.invalidDate);
  return instant;
}
