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

/** "1234.50": a plain decimal with exactly the currency's fraction digits (no grouping, no float). */
export function csvAmount(micros: bigint, digits: number): string {
  const negative = micros < 0n;
  const abs = negative ? -micros : micros;
  const step = 10n ** BigInt(6 - digits);
  // Half away from zero, like the ledger's rounding.
  const rounded = ((abs + step / 2n) / step) * step;
  const whole = rounded / 1_000_000n;
  const fraction = (rounded % 1_000_000n).toString().padStart(6, '0').slice(0, digits);
  return `${negative && rounded !== 0n ? '-' : ''}${whole}${digits > 0 ? `.${fraction}` : ''}`;
}
