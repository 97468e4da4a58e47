import { addDays, isCalendarDay } from './zoned-day';

/**
 * The booking calendar (decision 0240 "Dates"): whole weeks from a venture's week start (Monday; ZID
 * Wednesday), at least 14 days ahead (ZID 21). Days are `YYYY-MM-DD` in the venture's calendar; they compare
 * as strings. The server and the web both use these rules.
 */
export const BOOKING_WEEK_DAYS = 7;
export const RESERVE_REASON_MAX = 120;

/** The date messages of decision 0240 (part of `bookingMessages`, booking-pricing.ts). `{x}` are placeholders. */
export const bookingDateMessages = {
  invalidStartDate: 'booking:error.invalidStartDate',
  invalidEndDate: 'booking:error.invalidEndDate',
  invalidDay: 'booking:error.invalidDay',
  startOnEveryWeekStart: 'booking:error.startOnEveryWeekStart',
  leadTime: 'booking:error.leadTime',
  endOfWeeks: 'booking:error.endOfWeeks',
  weeksRange: 'booking:error.weeksRange',
  insidePackage: 'booking:error.insidePackage',
  reasonRequired: 'booking:error.reasonRequired',
  reasonTooLong: 'booking:error.reasonTooLong',
} as const;

/** One key per ISO weekday: 'booking:error.startOnWeekday.3' is 'The campaign must start on a Wednesday'. */
export function startOnWeekdayMessage(isoWeekdayNumber: number): string {
  return `booking:error.startOnWeekday.${isoWeekdayNumber}`;
}

/**
 * A message key with its placeholder values, encoded as every rule message is (`key?name=value`, the
 * server's `encodeMessage`, the web's `translateMessage`): 'booking:error.leadTime?days=14'. The English
 * texts are the web's `booking` namespace (apps/web/src/locales/en/booking.json).
 */
export function formatBookingMessage(key: string, values: Record<string, string | number>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) query.set(name, String(value));
  const encoded = query.toString();
  return encoded ? `${key}?${encoded}` : key;
}

/** 'SG' → 'ZSG'. */
export function ventureCode(catalogCode: string): string {
  return `Z${catalogCode.trim().toUpperCase()}`;
}

/** ISO weekday a venture's booking week starts on: 1 = Monday; ZID 3 (Wednesday). */
export function weekStartWeekday(code: string): number {
  return code === 'ZID' ? 3 : 1;
}

/** Lead time in days: 14; ZID 21. */
export function leadDays(code: string): number {
  return code === 'ZID' ? 21 : 14;
}

/** ISO weekday (1 = Monday .. 7 = Sunday) of a day, read at its UTC midnight. */
export function isoWeekday(day: string): number {
  const sunday0 = new Date(`${day}T00:00:00Z`).getUTCDay();
  return sunday0 === 0 ? 7 : sunday0;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export function isWeekStart(day: string, code: string): boolean {
  return isCalendarDay(day) && isoWeekday(day) === weekStartWeekday(code);
}

/** The venture's week start on or before `day`. */
export function weekStartOf(day: string, code: string): string {
  return addDays(day, -((isoWeekday(day) - weekStartWeekday(code) + 7) % 7));
}

/** The week start on or after `day`. */
function weekStartOnOrAfter(day: string, code: string): string {
  return addDays(day, (weekStartWeekday(code) - isoWeekday(day) + 7) % 7);
}

/** today + lead days (14; ZID 21), then the next week start on or after: the first day a booking may start. */
export function earliestBookableDay(today: string, code: string): string {
  return weekStartOnOrAfter(addDays(today, leadDays(code)), code);
}

/** start + 7·weeks − 1. */
export function campaignEnd(start: string, weeks: number): string {
  return addDays(start, BOOKING_WEEK_DAYS * weeks - 1);
}

/** Weeks a buyer may pick: 1 unless customBudget, then 1..⌊maxBookingDays / 7⌋. */
export function maxWeeks(pkg: { maxBookingDays: number; customBudget: boolean }): number {
  if (!pkg.customBudget) return 1;
  return Math.max(1, Math.floor(pkg.maxBookingDays / BOOKING_WEEK_DAYS));
}

export type DayRange = { startDate: string; endDate: string };

/** Both ends included. */
export function rangesOverlap(a: DayRange, b: DayRange): boolean {
  return a.startDate <= b.endDate && b.startDate <= a.endDate;
}

/**
 * The first day on or after `from` that is a week start of every code (searched 8 days forward); null when
 * the codes never agree (a mixed ZID / Monday package).
 */
export function commonWeekStart(from: string, codes: string[]): string | null {
  for (let offset = 0; offset <= BOOKING_WEEK_DAYS; offset++) {
    const day = addDays(from, offset);
    if (codes.every((code) => isWeekStart(day, code))) return day;
  }
  return null;
}

/** The latest earliest bookable day over the codes (the day every venture accepts), or null for none. */
export function earliestCommonDay(today: string, codes: string[]): string | null {
  if (codes.length === 0) return null;
  const earliest = codes.map((code) => earliestBookableDay(today, code)).sort();
  return commonWeekStart(earliest[earliest.length - 1]!, codes);
}

/**
 * The default start of a campaign: the earliest common bookable week start, not before the package window;
 * moved 7 days while the range meets a `taken` range (active bookings of its placements) or, unless
 * `allowOverlap` (flag overlap_standard_booking), a `cartTaken` range (the cart's other campaigns sharing a
 * placement). Null when no such week ends inside the package window (or the package has no venture).
 */
export function defaultStart(input: {
  today: string;
  ventureCodes: string[];
  weeks: number;
  packageWindow: DayRange;
  taken: DayRange[];
  allowOverlap: boolean;
  cartTaken: DayRange[];
}): string | null {
  const { ventureCodes: codes, packageWindow: window } = input;
  const earliest = earliestCommonDay(input.today, codes);
  if (earliest === null || !isCalendarDay(window.startDate) || !isCalendarDay(window.endDate)) return null;
  let start = earliest < window.startDate ? commonWeekStart(window.startDate, codes) : earliest;
  const weeks = Math.max(1, Math.trunc(input.weeks));
  const blocking = input.allowOverlap ? input.taken : [...input.taken, ...input.cartTaken];
  while (start !== null) {
    const range = { startDate: start, endDate: campaignEnd(start, weeks) };
    if (range.endDate > window.endDate) return null;
    if (!blocking.some((taken) => rangesOverlap(range, taken))) return start;
    start = addDays(start, BOOKING_WEEK_DAYS);
  }
  return null;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** `${code} ${start}–${end} ${YYYYMMDDHHmmss}`, the timestamp read on the user's clock (local time). */
export function defaultCampaignName(code: string, start: string, end: string, now: Date): string {
  const stamp =
    `${pad(now.getFullYear(), 4)}${pad(now.getMonth() + 1)}${pad(now.getDate())}` +
    `${pad(now.getHours())}${pad(now.getMinutes())}${pad(now.getSeconds())}`;
  return `${code} ${start}–${end} ${stamp}`;
}

/** The month filter: this year's months from the current one; from 15 November on also next January–June. */
export function bookingMonthOptions(today: string): string[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const months: string[] = [];
  for (let m = month; m <= 12; m++) months.push(`${pad(year, 4)}-${pad(m)}`);
  if (today.slice(5) >= '11-15') {
    for (let m = 1; m <= 6; m++) months.push(`${pad(year + 1, 4)}-${pad(m)}`);
  }
  return months;
}

/** Whether a package's bookable window meets the month `YYYY-MM`. */
export function packageInMonth(pkg: DayRange, month: string): boolean {
  const first = `${month}-01`;
  if (!isCalendarDay(first)) return false;
  const last = addDays(addDays(first, 31).slice(0, 7).concat('-01'), -1);
  return rangesOverlap(pkg, { startDate: first, endDate: last });
}

/**
 * A campaign's date errors (messages, empty when valid): a valid day, a week start of every venture, the
 * lead time, whole weeks allowed by the package, inside the package window.
 */
export function campaignDateErrors(input: {
  today: string;
  ventureCodes: string[];
  startDate: string;
  endDate: string;
  pkg: DayRange & { maxBookingDays: number; customBudget: boolean };
}): string[] {
  const m = bookingDateMessages;
  const { startDate, endDate, pkg, ventureCodes: codes } = input;
  if (!isCalendarDay(startDate)) return [m.invalidStartDate];
  const errors: string[] = [];
  const weekdays = new Set(codes.map(weekStartWeekday));
  if (weekdays.size > 1) errors.push(m.startOnEveryWeekStart);
  else if (!codes.every((code) => isWeekStart(startDate, code))) {
    errors.push(startOnWeekdayMessage(weekdays.values().next().value ?? 1));
  }
  const late = codes.filter((code) => startDate < earliestBookableDay(input.today, code));
  if (late.length > 0) {
    errors.push(formatBookingMessage(m.leadTime, { days: Math.max(...late.map(leadDays)) }));
  }
  const allowed = maxWeeks(pkg);
  if (!isCalendarDay(endDate)) errors.push(m.invalidEndDate);
  else if (!Array.from({ length: allowed }, (_, i) => campaignEnd(startDate, i + 1)).includes(endDate)) {
    errors.push(
      allowed === 1
        ? formatBookingMessage(m.endOfWeeks, { end: campaignEnd(startDate, 1) })
        : formatBookingMessage(m.weeksRange, { max: allowed }),
    );
  }
  const end = isCalendarDay(endDate) ? endDate : startDate;
  if (startDate < pkg.startDate || end > pkg.endDate) {
    errors.push(formatBookingMessage(m.insidePackage, { start: pkg.startDate, end: pkg.endDate }));
  }
  return errors;
}

/** A staff reservation: the 7 days from the week start on or before `day`, at least the lead time ahead. */
export function reservationRange(
  day: string,
  today: string,
  code: string,
): { startDate: string; endDate: string } | { error: string } {
  if (!isCalendarDay(day)) return { error: bookingDateMessages.invalidDay };
  const startDate = weekStartOf(day, code);
  if (startDate < earliestBookableDay(today, code)) {
    return { error: formatBookingMessage(bookingDateMessages.leadTime, { days: leadDays(code) }) };
  }
  return { startDate, endDate: campaignEnd(startDate, 1) };
}

/** A reservation's reason: trimmed, required, at most 120 characters. */
export function reserveReasonError(reason: string): string | null {
  const trimmed = reason.trim();
  if (trimmed === '') return bookingDateMessages.reasonRequired;
  if ([...trimmed].length > RESERVE_REASON_MAX) return bookingDateMessages.reasonTooLong;
  return null;
}
