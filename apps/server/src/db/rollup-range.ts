/**
 * How a range of instants is cut over the rollup tables (decisions 0220, 0251): a rollup hour counts when it
 * starts inside the range; the UTC days whose 24 hours all count can be read from a daily table, the hours at
 * the range's edges from the hourly one. The dashboard's statements (sponsor-reports) and the lists' figures
 * (sponsor-campaigns) both cut their ranges here.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
const ceilTo = (at: number, step: number) => Math.ceil(at / step) * step;
const floorTo = (at: number, step: number) => Math.floor(at / step) * step;

/** The range's hours [firstHour, endHour) and its whole UTC days [dayStart, dayEnd) (empty when dayEnd ≤ dayStart). */
export function splitRange(fromDate: Date, toDate: Date) {
  const { firstHour, endHour, dayStart, dayEnd } = splitOpenRange(fromDate, toDate);
  return { firstHour: firstHour!, endHour: endHour!, dayStart: dayStart!, dayEnd: dayEnd! };
}

/**
 * `splitRange` for a range open on either side (a list's lifetime): an open side has no bound (null) and no
 * edge hours; the days run from `dayStart` (null: the first) to before `dayEnd` (null: the last).
 */
export function splitOpenRange(fromDate: Date | null, toDate: Date | null) {
  const firstHour = fromDate ? ceilTo(fromDate.getTime(), HOUR_MS) : null;
  const endHour = toDate ? floorTo(toDate.getTime(), HOUR_MS) + HOUR_MS : null;
  return {
    firstHour,
    endHour,
    dayStart: firstHour == null ? null : ceilTo(firstHour, DAY_MS),
    dayEnd: endHour == null ? null : floorTo(endHour, DAY_MS),
  };
}

/** The nine figure columns of every rollup table. */
export const rollupFigureNames = [
  'impressions',
  'clicks',
  'costs_micros',
  'purchases',
  'items_sold',
  'click7_sales_micros',
  'halo_items_sold',
  'halo_sales_micros',
  'view7_sales_micros',
] as const;
