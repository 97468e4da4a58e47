import { translateMessage } from '../../../lib/validate';

/** A rule's message: a key (or text) as a string, or a key with its placeholders' values. */
export type RuleMessage = string | { key: string; values?: Record<string, string | number> };

/** The message in the user's language (a key with `?values`, a `{ key, values }`, or text as it is). */
export function ruleText(
  message: RuleMessage,
  translate: (key: string, values: Record<string, string>) => string,
): string {
  if (typeof message === 'string') return translateMessage(message, translate);
  const values = Object.fromEntries(Object.entries(message.values ?? {}).map(([k, v]) => [k, String(v)]));
  return translate(message.key, values);
}
