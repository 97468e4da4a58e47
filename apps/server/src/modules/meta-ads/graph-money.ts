import { parseDecimalToMicros } from '@portal/domain/money';

/**
 * Meta's money: budgets, spend caps and amounts spent are integers in the currency's minor unit (cents),
 * except the currencies Meta lists with an offset of 1 (no minor unit in its API); insights' `spend` and
 * action values are decimal strings in units. Converted here, exactly, to and from micros.
 */
const OFFSET_ONE = new Set(['CLP', 'COP', 'CRC', 'HUF', 'ISK', 'IDR', 'JPY', 'KRW', 'PYG', 'TWD', 'VND']);

/** Micros in one of Meta's minor units: 10,000 (cents) or 1,000,000 (offset 1). */
const microsPerMinorUnit = (currency: string): bigint => 10n ** (OFFSET_ONE.has(currency) ? 6n : 4n);

/** Micros → Meta's minor units, rounded down (a budget never above what was asked). */
export function toMinorUnits(micros: bigint, currency: string): string {
  return (micros / microsPerMinorUnit(currency)).toString();
}

export function fromMinorUnits(value: string | number | null | undefined, currency: string): bigint {
  if (value === null || value === undefined || value === '') return 0n;
  return BigInt(String(value)) * microsPerMinorUnit(currency);
}

/** Insights' decimal strings ("12.34") → micros; anything else is 0. */
export function decimalMicros(value: string | number | null | undefined): bigint {
  if (value === null || value === undefined) return 0n;
  return parseDecimalToMicros(String(value)) ?? 0n;
}
