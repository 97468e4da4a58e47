import { z } from 'zod';
import {
  MAX_MICROS,
  MICROS_PER_UNIT,
  parseCanonicalAmount,
  parseDecimalToMicros,
  roundMicros,
} from './money';

/** Spec 1 §5 message keys of the top-up amount field. */
export const topUpErrors = {
  requireAmount: 'billing:error.requireAmount',
  invalidAmount: 'billing:error.invalidAmount',
  tooManyDecimals: 'billing:error.tooManyDecimals',
  greaterThanMaximum: 'billing:error.topUpAmountGreaterThanMaximum',
  lessThanMinimum: 'billing:error.topUpAmountLessThanMinimum',
} as const;

/** The smallest top-up the spec allows, whatever the card minimum says. */
export const MIN_TOP_UP_MICROS = MICROS_PER_UNIT;

export type TopUpLimits = {
  maxFractionDigits: number;
  /** Card payment minimum and maximum in micros (cardPaymentMinMax); absent when unknown. */
  cardMin?: bigint | null;
  cardMax?: bigint | null;
  /** A redeemed voucher's minAmount in micros. */
  voucherMinAmount?: bigint | null;
};

/** The effective lower bound: 1 unit, the card minimum and the voucher's minAmount, whichever is highest. */
export function topUpMinimum(limits: TopUpLimits): bigint {
  return [limits.cardMin, limits.voucherMinAmount].reduce<bigint>(
    (min, value) => (value != null && value > min ? value : min),
    MIN_TOP_UP_MICROS,
  );
}

/**
 * The top-up amount as typed (string or number) → micros. Messages are the spec's keys; the
 * minimum and maximum ones carry the bound so the form can format it ("…LessThanMinimum").
 */
export function topUpAmountSchema(limits: TopUpLimits) {
  const minimum = topUpMinimum(limits);
  return z.union([z.string(), z.number()]).transform((value, ctx): bigint => {
    // Canonical text only: typed text is read by the user's language first (parseLocaleDecimal), never here.
    const text = typeof value === 'number' ? String(value) : value.trim();
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: topUpErrors.requireAmount });
      return z.NEVER;
    }
    const exact = /^\d+(\.\d+)?$/.test(text) ? parseDecimalToMicros(text) : null;
    if (exact === null || exact > MAX_MICROS) {
      ctx.addIssue({ code: 'custom', message: topUpErrors.invalidAmount });
      return z.NEVER;
    }
    // Trailing zeros are no extra precision ("50.000" in a 2-digit currency is 50.00).
    const micros = parseCanonicalAmount(
      text.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, ''),
      limits.maxFractionDigits,
    );
    if (micros === null) {
      ctx.addIssue({ code: 'custom', message: topUpErrors.tooManyDecimals });
      return z.NEVER;
    }
    if (limits.cardMax != null && micros > limits.cardMax) {
      ctx.addIssue({
        code: 'custom',
        message: topUpErrors.greaterThanMaximum,
        params: { bound: limits.cardMax },
      });
      return z.NEVER;
    }
    if (micros < minimum) {
      ctx.addIssue({ code: 'custom', message: topUpErrors.lessThanMinimum, params: { bound: minimum } });
      return z.NEVER;
    }
    return micros;
  });
}

/** A voucher as far as the arithmetic goes: a percentage (10 = 10 %) or a fixed price in micros. */
export type TopUpVoucher = { percentage?: string | number | null; fixedPrice?: bigint | null };

export type TopUpQuote = { amount: bigint; discount: bigint; tax: bigint; total: bigint };

/** Math.min for bigint (Math.min refuses bigint). */
export const minMicros = (a: bigint, b: bigint): bigint => (a <= b ? a : b);

/** Rounds numerator/denominator half away from zero (both non-negative here). */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const quotient = numerator / denominator;
  return (numerator % denominator) * 2n >= denominator ? quotient + 1n : quotient;
}

/** amount × percent / 100, exact, then rounded once to the currency's fraction digits. */
function percentOf(amount: bigint, percent: string | number, maxFractionDigits: number): bigint {
  const percentMicros = parseDecimalToMicros(percent);
  if (percentMicros === null || percentMicros < 0n) throw new RangeError(`Invalid percentage: ${percent}`);
  const step = 10n ** BigInt(6 - Math.min(6, Math.max(0, maxFractionDigits)));
  return divideRounded(amount * percentMicros, 100n * MICROS_PER_UNIT * step) * step;
}

/**
 * Spec 1 §5: discount = amount × percentage (percentage voucher) or min(fixedPrice, amount) (fixed
 * voucher); tax = (amount − discount) × the method's tax rate (9 = 9 %); total = amount − discount + tax.
 * Discount and tax are each rounded to the currency's fraction digits, so the total adds up on paper.
 */
export function topUpQuote({
  amount,
  voucher,
  taxRate,
  maxFractionDigits,
}: {
  amount: bigint;
  voucher?: TopUpVoucher | null;
  taxRate: string | number;
  maxFractionDigits: number;
}): TopUpQuote {
  const base = roundMicros(amount, maxFractionDigits);
  let discount = 0n;
  if (voucher?.percentage != null) discount = percentOf(base, voucher.percentage, maxFractionDigits);
  else if (voucher?.fixedPrice != null)
    discount = roundMicros(minMicros(voucher.fixedPrice, base), maxFractionDigits);
  if (discount > base) discount = base;
  const tax = percentOf(base - discount, taxRate, maxFractionDigits);
  return { amount: base, discount, tax, total: base - discount + tax };
}

const DAY_MS = 86_400_000;

/** Whole days from now until an instant, rounded up (an expiry later today is 1 day away; past is 0). */
export function daysUntil(now: Date, instant: Date): number {
  return Math.max(0, Math.ceil((instant.getTime() - now.getTime()) / DAY_MS));
}

/** The header's red warning shows months: days divided by 30, rounded up (spec 1 §2). */
export function expiringSoonMonths(days: number): number {
  return Math.max(0, Math.ceil(days / 30));
}

/** Lots expiring within this many days count as expiring soon. */
export const EXPIRING_SOON_DAYS = 30;

/** Whether an amount in micros has no more fraction digits than the currency allows. */
export function fitsCurrencyDigits(micros: bigint, maxFractionDigits: number): boolean {
  return roundMicros(micros, maxFractionDigits) === micros;
}
