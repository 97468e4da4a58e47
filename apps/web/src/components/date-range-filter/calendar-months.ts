import type { CalendarDay } from '@portal/domain/zoned-day';

/**
 * The first of the two months the range calendar shows when it opens: the month before the one that holds the
 * range's end (with no range, today), so the end sits in the right-hand month and the days before it are in
 * view. The filters read past figures: opening on this month and the next showed only days to come.
 */
export function firstShownMonth(range: [string | null, string | null], today: CalendarDay): string {
  const last = range[1] ?? range[0] ?? today;
  const year = Number(last.slice(0, 4));
  const month = Number(last.slice(5, 7));
  const [shownYear, shownMonth] = month === 1 ? [year - 1, 12] : [year, month - 1];
  return `${shownYear}-${String(shownMonth).padStart(2, '0')}-01`;
}
