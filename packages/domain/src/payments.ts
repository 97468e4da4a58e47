import { z } from 'zod';
import { MICROS_PER_UNIT } from './money';

/** Top-up methods of spec 1 §4 (the `type` of createTopUpRequest). */
export const topUpTypes = ['CARD', 'WIRE_TRANSFER', 'SELLER_CENTER', 'CREDIT_NOTE'] as const;
export type TopUpType = (typeof topUpTypes)[number];

/** Tax rate per method, in percent (docs/decisions/0052): goods and services tax on money paid in; none on transfers of credit. */
export const topUpTaxRates: Record<TopUpType, string> = {
  CARD: '9',
  WIRE_TRANSFER: '9',
  SELLER_CENTER: '0',
  CREDIT_NOTE: '0',
};

const units = (value: number) => BigInt(value) * MICROS_PER_UNIT;

/** Card payment minimum and maximum per wallet currency, in micros (cardPaymentMinMax). */
export const cardPaymentLimits: Record<string, { min: bigint; max: bigint }> = {
  SGD: { min: units(50), max: units(50_000) },
  USD: { min: units(40), max: units(40_000) },
  MYR: { min: units(150), max: units(150_000) },
  PHP: { min: units(2_000), max: units(2_000_000) },
  HKD: { min: units(300), max: units(300_000) },
  IDR: { min: units(500_000), max: units(500_000_000) },
  TWD: { min: units(1_200), max: units(1_200_000) },
};

/** Limits for a currency without its own row: the SGD limits. */
export function cardLimitsFor(currency: string): { min: bigint; max: bigint } {
  return cardPaymentLimits[currency] ?? cardPaymentLimits.SGD!;
}

/** Amounts the top-up modal offers as one-click choices, per wallet currency, in micros. */
export const recommendedTopUpAmounts: Record<string, bigint[]> = {
  SGD: [units(100), units(500), units(1_000)],
  USD: [units(100), units(500), units(1_000)],
  MYR: [units(300), units(1_500), units(3_000)],
  PHP: [units(5_000), units(25_000), units(50_000)],
  HKD: [units(800), units(4_000), units(8_000)],
  IDR: [units(1_000_000), units(5_000_000), units(10_000_000)],
  TWD: [units(3_000), units(15_000), units(30_000)],
};

export const cardErrors = {
  invalidCardNumber: 'billing:error.invalidCardNumber',
  invalidExpiry: 'billing:error.invalidCardExpiry',
  cardExpired: 'billing:error.cardExpired',
  invalidCvc: 'billing:error.invalidCvc',
} as const;

/** The Luhn check digit test of a card number (digits only). */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Card brand from the number's prefix (spec 1 §10 brands). */
export function cardBrandOf(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^3(0[0-5]|[68])/.test(digits)) return 'diners';
  if (/^6(011|5)/.test(digits)) return 'discover';
  if (/^35/.test(digits)) return 'jcb';
  if (/^62/.test(digits)) return 'unionpay';
  return 'unknown';
}

/** The sandbox card form (number, expiry, CVC); `now` decides whether the expiry is in the future. */
export function cardFormSchema(now: Date) {
  return z
    .object({
      number: z
        .string()
        .transform((value) => value.replace(/[\s-]/g, ''))
        .refine(passesLuhn, cardErrors.invalidCardNumber),
      expMonth: z.coerce.number().int().min(1, cardErrors.invalidExpiry).max(12, cardErrors.invalidExpiry),
      expYear: z.coerce
        .number()
        .int()
        .transform((year) => (year < 100 ? 2000 + year : year))
        .refine((year) => year >= 2000 && year <= 2100, cardErrors.invalidExpiry),
      cvc: z.string().regex(/^\d{3,4}$/, cardErrors.invalidCvc),
    })
    .superRefine((card, ctx) => {
      const year = now.getUTCFullYear();
      const month = now.getUTCMonth() + 1;
      if (card.expYear < year || (card.expYear === year && card.expMonth < month))
        ctx.addIssue({ code: 'custom', path: ['expYear'], message: cardErrors.cardExpired });
    });
}
