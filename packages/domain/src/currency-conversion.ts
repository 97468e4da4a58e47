import { decimalText, mulDiv, readDecimal } from './exact-decimal';

/**
 * Money between currencies: `currencies.rate` is units per 1 SGD, so SGD = amount / rate and an amount of
 * one currency in another is amount × toRate / fromRate, rounded to the micro, half away from zero. The one
 * conversion of the platform (bookings, copies to another supplier, purchases in the wallet's currency).
 */

/** Micros of a currency into SGD micros (`rate` = units per SGD). */
export function toSgd(micros: bigint, rate: string): bigint {
  const r = readDecimal(rate);
  return mulDiv(micros, r.scale, r.units);
}

/** SGD micros into a currency's micros (`rate` = units per SGD). */
export function fromSgd(micros: bigint, rate: string): bigint {
  const r = readDecimal(rate);
  return mulDiv(micros, r.units, r.scale);
}

/** micros × toRate / fromRate (both per SGD), rounded to the micro: the same rate both ways answers the amount. */
export function convertMicros(micros: bigint, fromRate: string, toRate: string): bigint {
  const from = readDecimal(fromRate);
  const to = readDecimal(toRate);
  return mulDiv(micros, to.units * from.scale, to.scale * from.units);
}

/** toRate / fromRate with 10 fraction digits ('0.0000627119'): one unit of `from` in `to`. */
export function crossRate(fromRate: string, toRate: string): string {
  const from = readDecimal(fromRate);
  const to = readDecimal(toRate);
  return decimalText(mulDiv(10n ** 10n, to.units * from.scale, to.scale * from.units), 10, false);
}
