import { firstDayOf } from './month-grid';

/** 'December 2026' in the user's language (the month is a calendar month: read at UTC, no zone shift). */
export function monthTitle(month: string, language: string): string {
  return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${firstDayOf(month)}T00:00:00Z`),
  );
}

/** Monday … Sunday, short, in the user's language (5 January 2026 is a Monday). */
export function weekdayNames(language: string): string[] {
  const format = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, index) => format.format(new Date(Date.UTC(2026, 0, 5 + index))));
}
