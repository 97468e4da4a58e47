import { numberFormat } from '@portal/domain/intl-formats';
import { formatDecimalText } from '@portal/domain/money';
import { zoneOffsetMinutes } from '@portal/domain/zoned-day';

/** A CSV cell: quoted when it holds a comma, quote or line break; text that a spreadsheet would run as a formula gets a leading apostrophe. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+@\t\r-]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text))
    text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: (string | number | boolean | null | undefined)[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/**
 * A ratio (CTR, conversion, ROAS: percent) as every export writes it: two decimals, rounded as the screens
 * round them (web chart-data.ts `formatChartValue` 'percent', the lists' and the SKU dialog's percent cells:
 * Intl, 2 fraction digits), without the sign or grouping, a dot for the decimals: 555.5555… is 555.56, 0.3 is
 * 0.30 (decision 0201).
 */
export const csvPercent = (value: number) =>
  numberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false }).format(
    value,
  );

/**
 * Money of a report export (costs, sales, budgets, CPC, CPM) in the wallet currency: at least its `digits`
 * (2 for SGD), and the micros beyond them when there are any. Rounded to cents, a day of banner impressions at
 * SGD 0.00025 each wrote 0.00 beside a CPM of 0.25, and a column of daily sales added up to 865.40 against the
 * screen's 865.38 (a QA walk, session 17; decision 0201 addendum). The screens round for reading; a file is
 * summed.
 */
export const csvReportMoney =
  (digits: number) =>
  (micros: bigint): string =>
    formatDecimalText(micros, digits, 6);

/**
 * An instant as ISO 8601 on `zone`'s wall clock with its offset: 2026-11-08T00:00:00.000+08:00, the same
 * instant as 2026-11-07T16:00:00.000Z, but the day a spreadsheet shows is the one the screens show for a
 * catalog in Singapore (decision 0273). Empty for none.
 */
export function csvZonedInstant(at: Date | null | undefined, zone: string): string {
  if (!at) return '';
  const offset = zoneOffsetMinutes(at, zone);
  const wall = new Date(at.getTime() + offset * 60_000).toISOString().slice(0, -1);
  const sign = offset < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offset) % 60).padStart(2, '0');
  return `${wall}${sign}${hours}:${minutes}`;
}
