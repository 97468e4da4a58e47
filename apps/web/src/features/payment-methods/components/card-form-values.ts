import { cardErrors, cardFormSchema } from '@portal/domain/payments';
import type { CardDetails } from '../api/tokenize-card';

export type CardFormValues = { number: string; expiry: string; cvc: string; name: string };

export const emptyCardForm: CardFormValues = { number: '', expiry: '', cvc: '', name: '' };

export const requireCardholderName = 'paymentMethods:error.requireName';

/** "4242424242424242" → "4242 4242 4242 4242" (at most 19 digits). */
export function formatCardNumber(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Typed expiry → "MM/YY": the slash comes by itself after the month. */
export function formatExpiry(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

function splitExpiry(expiry: string): { expMonth: number; expYear: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match) return null;
  return { expMonth: Number(match[1]), expYear: Number(match[2]) };
}

export type CardFormCheck =
  | { ok: true; card: CardDetails; errors: Record<string, never> }
  | { ok: false; errors: Partial<Record<keyof CardFormValues, string>> };

/**
 * The card form checked with the domain schema (Luhn, month 1–12, expiry not in the past, CVC 3–4 digits);
 * messages are i18n keys, one per field.
 */
export function checkCardForm(values: CardFormValues, now: Date): CardFormCheck {
  const errors: Partial<Record<keyof CardFormValues, string>> = {};
  const expiry = splitExpiry(values.expiry);
  const parsed = cardFormSchema(now).safeParse({
    number: values.number,
    expMonth: expiry?.expMonth ?? 0,
    expYear: expiry?.expYear ?? 0,
    cvc: values.cvc.trim(),
  });
  if (!expiry) errors.expiry = cardErrors.invalidExpiry;
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0]);
      const field: keyof CardFormValues =
        key === 'expMonth' || key === 'expYear' ? 'expiry' : (key as 'number');
      errors[field] ??= issue.message;
    }
  if (!values.name.trim()) errors.name = requireCardholderName;
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, card: parsed.data, errors: {} };
}
