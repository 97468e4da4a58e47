import { numberFormat } from './intl-formats';

/** Money is integer micros: 1 unit of a currency = 1,000,000 micros. Never a float. */
export const MICROS_PER_UNIT = 1_000_000n;

const decimalPattern = /^(-)?(\d+)(?:\.(\d+))?$/;

/** The largest amount a `bigint` micros column holds (PostgreSQL int8): about 9.2 trillion units. */
export const MAX_MICROS = 9_223_372_036_854_775_807n;

/**
 * Parses a canonical decimal ("1250.50", "-3"; or a finite number written without exponent) into micros;
 * null when not a decimal or finer than a micro. No grouping separators: "50,00" is not a decimal (it would
 * be fifty in Portuguese and five thousand in English), so text typed in a locale goes through
 * `parseLocaleDecimal` (money-input.ts) first. Surrounding whitespace is ignored.
 */
export function parseDecimalToMicros(input: string | number): bigint | null {
  const text = typeof input === 'number' ? numberToPlainString(input) : input.trim();
  if (text === null) return null;
  const match = decimalPattern.exec(text);
  if (!match) return null;
  const [, sign, whole = '0', fraction = ''] = match;
  if (fraction.length > 6) {
    if (/[1-9]/.test(fraction.slice(6))) return null;
  }
  const micros = BigInt(whole) * MICROS_PER_UNIT + BigInt(fraction.slice(0, 6).padEnd(6, '0'));
  return sign ? -micros : micros;
}

function numberToPlainString(value: number): string | null {
  if (!Number.isFinite(value)) return null;
  const text = value.toString();
  if (!text.includes('e')) return text;
  // Exponent forms only appear for very small or very large floats; toFixed(6) is exact enough at micro scale.
  return Math.abs(value) < 1e21 ? value.toFixed(6) : null;
}

/**
 * A money amount the API takes (spec 1 §5 top-ups, and every amount typed by a user): a canonical decimal
 * `^\d+(\.\d{1,N})?$` with N the currency's fraction digits, within a bigint column → micros; else null.
 */
export function parseCanonicalAmount(text: string, maxFractionDigits: number): bigint | null {
  const digits = Math.min(6, Math.max(0, Math.trunc(maxFractionDigits)));
  const pattern = digits === 0 ? /^\d+$/ : new RegExp(`^\\d+(\\.\\d{1,${digits}})?$`);
  if (!pattern.test(text)) return null;
  const micros = parseDecimalToMicros(text);
  return micros !== null && micros <= MAX_MICROS ? micros : null;
}

/** Formats micros as a plain decimal string with up to 6 fraction digits, trailing zeros trimmed ("1250.5"). */
export function formatMicros(micros: bigint): string {
  return formatDecimalText(micros, 0, 6);
}

/**
 * Micros as machine-readable decimal text, for what a program reads rather than a person: CSV cells (a
 * spreadsheet takes "1234.50" as a number, not "S$1,234.50"), stored history values, the API's Decimal.
 * No grouping, no symbol, "." for decimals; rounded half away from zero to `maxFractionDigits`, zeros
 * trimmed down to `minFractionDigits` ("12.50" with 2..6, "0.000123"). What a person reads is `formatMoney`.
 */
export function formatDecimalText(micros: bigint, minFractionDigits: number, maxFractionDigits = 6): string {
  const rounded = roundMicros(micros, maxFractionDigits);
  const negative = rounded < 0n;
  const abs = negative ? -rounded : rounded;
  const whole = abs / MICROS_PER_UNIT;
  const digits = (abs % MICROS_PER_UNIT).toString().padStart(6, '0').slice(0, maxFractionDigits);
  const trimmed = digits.replace(/0+$/, '').padEnd(Math.min(minFractionDigits, maxFractionDigits), '0');
  return `${negative ? '-' : ''}${whole}${trimmed ? `.${trimmed}` : ''}`;
}

/** Number of fraction digits a decimal string carries ("10.250" → 3). */
export function fractionDigits(text: string): number {
  const dot = text.indexOf('.');
  return dot === -1 ? 0 : text.length - dot - 1;
}

/** Rounds micros to a currency's fraction digits, half away from zero. */
export function roundMicros(micros: bigint, maxFractionDigits: number): bigint {
  if (maxFractionDigits >= 6) return micros;
  const step = 10n ** BigInt(6 - Math.min(6, Math.max(0, maxFractionDigits)));
  const remainder = micros % step;
  const down = micros - remainder;
  const abs = remainder < 0n ? -remainder : remainder;
  if (abs * 2n >= step) return micros < 0n ? down - step : down + step;
  return down;
}

/** Rounds micros up (toward +∞) to a currency's fraction digits: an amount converted to meet a minimum stays above it. */
export function ceilMicros(micros: bigint, maxFractionDigits: number): bigint {
  if (maxFractionDigits >= 6) return micros;
  const step = 10n ** BigInt(6 - Math.min(6, Math.max(0, maxFractionDigits)));
  const remainder = micros % step;
  return remainder > 0n ? micros - remainder + step : micros - remainder;
}

/**
 * THE money formatter (docs/decisions/0172): every figure a person reads goes through here, on the web
 * (`<Money>`, `useFormatMoney`) and on the server (alerts, CSV, history).
 *
 * - `amount` is integer micros (bigint), or the API's Decimal text ("1250.5", "-3"), read exactly by
 *   `parseDecimalToMicros`; a text that is no decimal is a RangeError, never a guessed number.
 * - Rounded to the currency's fraction digits half away from zero (`roundMicros`: 0.005 → 0.01,
 *   -0.005 → -0.01), then handed to Intl as a decimal string: Intl.NumberFormat formats strings exactly
 *   (ECMA-402 2023), so 9,223,372,036,854.775807 keeps every digit; no float on the way.
 * - `maxFractionDigits` is the currency's (the `currencies` table); without it, ISO 4217's (USD 2, IDR 0).
 * - `locale` is a language tag ("en", "pt-BR", "id"); the currency code decides the symbol.
 */
export function formatMoney(
  amount: bigint | string,
  currencyCode: string,
  maxFractionDigits: number | null | undefined,
  locale = 'en',
): string {
  return moneyFormatter(currencyCode, maxFractionDigits, locale)(amount);
}

/**
 * `formatMoney` for many amounts of one currency and language (a table's column, a chart's points): the
 * currency's digits and its Intl formatter are looked up once, not per amount. The same rules and output as
 * `formatMoney`, which is this called once; Intl's RangeError for a malformed currency code comes here.
 */
export function moneyFormatter(
  currencyCode: string,
  maxFractionDigits: number | null | undefined,
  locale = 'en',
): (amount: bigint | string) => string {
  const digits = Math.min(
    6,
    Math.max(0, Math.trunc(maxFractionDigits ?? currencyFractionDigits(currencyCode))),
  );
  const formatter = numberFormat(locale, {
    style: 'currency',
    currency: currencyCode,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  // The string overload of format is exact; the cast only satisfies lib typings that predate it.
  const format = (micros: bigint) => formatter.format(formatMicros(micros) as unknown as number);
  const smallest = 10n ** BigInt(6 - digits);
  return (amount) => {
    const micros = typeof amount === 'bigint' ? amount : parseDecimalToMicros(amount);
    if (micros === null) throw new RangeError(`Not a money amount: ${amount}`);
    const rounded = roundMicros(micros, digits);
    // A charge of a few banner impressions is real money below the currency's smallest unit: "< SGD 0.01"
    // says so where "SGD 0.00" would read as nothing charged (spend is kept to the micro).
    if (rounded === 0n && micros > 0n) return `< ${format(smallest)}`;
    return format(rounded);
  };
}

/** ISO 4217's fraction digits of a currency (USD 2, JPY 0), for figures whose currency row is not at hand. */
export function currencyFractionDigits(currencyCode: string): number {
  return (
    numberFormat('en', { style: 'currency', currency: currencyCode }).resolvedOptions()
      .maximumFractionDigits ?? 2
  );
}
