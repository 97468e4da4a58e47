import { parseRuleMessage } from '@portal/domain/sponsor-messages';
import type { CombinedError } from 'urql';
import { errorLines, type FieldError } from '../../../lib/form-errors';

const keyPattern = /^[A-Za-z]+:[\w.]+(\?.*)?$/;

/** Formats a rule's `min` value (a decimal amount) for the words, e.g. in the wallet currency. */
export type FormatMin = (min: string) => string;

/**
 * A server message: translation keys ('sponsorRules:…?min=1') are translated, plain text kept. A rule's
 * `min` is a wallet amount: `formatMin` shows it in the wallet currency (issue 12: "at least 2000").
 */
export function messageText(
  t: (key: string, values?: Record<string, string>) => string,
  message: string,
  formatMin?: FormatMin,
) {
  if (!keyPattern.test(message)) return message;
  const { key, values } = parseRuleMessage(message);
  return t(key, formatMin && values.min !== undefined ? { ...values, min: formatMin(values.min) } : values);
}

/** The first error of a mutation's answer as text, or null when it went through. */
export function firstError(
  t: (key: string, values?: Record<string, string>) => string,
  outcome: { errors?: readonly FieldError[] | null; error?: CombinedError | null },
  formatMin?: FormatMin,
): string | null {
  const [line] = errorLines(outcome);
  return line ? messageText(t, line, formatMin) : null;
}
