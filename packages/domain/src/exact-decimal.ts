/**
 * Exact decimal arithmetic for money and rates (no float): decimal strings read as an integer over a power of
 * ten, products and quotients of bigints rounded once, half away from zero.
 */

export type Decimal = { units: bigint; scale: bigint };
const decimalPattern = /^(-)?(\d+)(?:\.(\d+))?$/;

/** A decimal string ('7.000', '11800', '-0.5') as an integer over a power of ten; RangeError otherwise. */
export function readDecimal(text: string): Decimal {
  const match = decimalPattern.exec(text.trim());
  if (!match) throw new RangeError(`Not a decimal: ${text}`);
  const [, sign, whole = '0', fraction = ''] = match;
  const units = BigInt(whole + fraction);
  return { units: sign ? -units : units, scale: 10n ** BigInt(fraction.length) };
}

/** value × num / den, rounded half away from zero to an integer. */
export function mulDiv(value: bigint, num: bigint, den: bigint): bigint {
  if (den === 0n) throw new RangeError('Division by zero');
  const negative = (value < 0n !== num < 0n) !== den < 0n;
  const top = (value < 0n ? -value : value) * (num < 0n ? -num : num);
  const bottom = den < 0n ? -den : den;
  const rounded = (2n * top + bottom) / (2n * bottom);
  return negative ? -rounded : rounded;
}

export function decimalText(units: bigint, digits: number, trim: boolean): string {
  const step = 10n ** BigInt(digits);
  const negative = units < 0n;
  const abs = negative ? -units : units;
  let fraction = digits > 0 ? (abs % step).toString().padStart(digits, '0') : '';
  if (trim) fraction = fraction.replace(/0+$/, '');
  return `${negative ? '-' : ''}${abs / step}${fraction ? `.${fraction}` : ''}`;
}
