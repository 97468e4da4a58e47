import { translateRuleMessage } from '@portal/domain/sponsor-messages';
import type { CombinedError } from 'urql';
import { errorLines, type FieldError } from '../../../lib/form-errors';

const keyPattern = /^[A-Za-z]+:[\w.]+(\?.*)?$/;

/** A server message: translation keys ('sponsorRules:…?min=1') are translated, plain text kept. */
export function messageText(t: (key: string, values?: Record<string, string>) => string, message: string) {
  return keyPattern.test(message) ? translateRuleMessage(t, message) : message;
}

/** The first error of a mutation's answer as text, or null when it went through. */
export function firstError(
  t: (key: string, values?: Record<string, string>) => string,
  outcome: { errors?: readonly FieldError[] | null; error?: CombinedError | null },
): string | null {
  const [line] = errorLines(outcome);
  return line ? messageText(t, line) : null;
}
