import { numberFormat } from '@portal/domain/intl-formats';

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
