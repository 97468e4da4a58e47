import { z } from 'zod';
import { formatMicros, MICROS_PER_UNIT, parseDecimalToMicros } from './money';

/** Spec 1 §5: topUpAlertAmount is at most 2,000,000,000 (in the wallet currency). */
export const TOP_UP_ALERT_MAX_MICROS = 2_000_000_000n * MICROS_PER_UNIT;
export const BILLING_TEXT_MAX = 255;
export const BILLING_DESCRIPTION_MAX = 1000;

export const billingInfoErrors = {
  requireName: 'billing:error.requireName',
  requireEmail: 'billing:error.requireEmail',
  invalidEmail: 'billing:error.invalidEmail',
  requireDescription: 'billing:error.requireDescription',
  tooLong: 'billing:error.tooLong',
  invalidTopUpAlertAmount: 'billing:error.invalidTopUpAlertAmount',
  topUpAlertAmountTooLarge: 'billing:error.topUpAlertAmountTooLarge',
} as const;

const requiredText = (key: string, max: number) =>
  z
    .string({ message: key })
    .trim()
    .min(1, { message: key, abort: true })
    .max(max, { message: billingInfoErrors.tooLong });

/** The alert amount ("1500.50", 1500.5, "" or null; typed text is read by the user's language first) → micros, or null when left empty. */
const topUpAlertAmount = z
  .union([z.string(), z.number(), z.bigint(), z.null(), z.undefined()])
  .transform((value, ctx): bigint | null => {
    if (value == null) return null;
    if (typeof value === 'bigint') value = formatMicros(value);
    const text = typeof value === 'number' ? String(value) : value.trim();
    if (text === '') return null;
    const micros = /^\d+(\.\d+)?$/.test(text) ? parseDecimalToMicros(text) : null;
    if (micros === null) {
      ctx.addIssue({ code: 'custom', message: billingInfoErrors.invalidTopUpAlertAmount });
      return z.NEVER;
    }
    if (micros > TOP_UP_ALERT_MAX_MICROS) {
      ctx.addIssue({ code: 'custom', message: billingInfoErrors.topUpAlertAmountTooLarge });
      return z.NEVER;
    }
    return micros;
  });

/** updateBillingDetails (spec 1 §5): name, email (valid), description required; the alert amount optional, 0 to 2,000,000,000. */
export const billingDetailsSchema = z.object({
  name: requiredText(billingInfoErrors.requireName, BILLING_TEXT_MAX),
  email: z
    .string({ message: billingInfoErrors.requireEmail })
    .trim()
    .min(1, { message: billingInfoErrors.requireEmail, abort: true })
    .max(254, { message: billingInfoErrors.invalidEmail, abort: true })
    .email({ message: billingInfoErrors.invalidEmail }),
  description: requiredText(billingInfoErrors.requireDescription, BILLING_DESCRIPTION_MAX),
  topUpAlertAmount,
});

export type BillingDetailsInput = z.input<typeof billingDetailsSchema>;
export type BillingDetails = z.output<typeof billingDetailsSchema>;
