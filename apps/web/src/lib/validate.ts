import { parseRuleMessage } from '@portal/domain/sponsor-messages';

type Issue = { path: readonly PropertyKey[]; message: string };
type SafeParser = {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: readonly Issue[] } };
};

/**
 * Turns a domain zod schema into a Mantine form `validate` function. Messages are i18n keys
 * ("auth:error.invalidEmail"), translated by `translate`.
 */
export function schemaValidator(schema: SafeParser, translate: (key: string) => string) {
  return (values: unknown): Record<string, string> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const field = issue.path.map(String).join('.');
      errors[field] ??= translate(issue.message);
    }
    return errors;
  };
}

const translationKey = /^[a-z][A-Za-z-]*:[A-Za-z0-9_.]+$/;

/**
 * Server messages are i18n keys ("auth:error.invalidEmail"), with their interpolation values after a `?`
 * ("sponsorContent:error.promptTooLong?max=500", the domain's rule-message encoding); anything else (a
 * network error's text) is shown as it is.
 */
export function translateMessage(
  message: string,
  translate: (key: string, values: Record<string, string>) => string,
): string {
  const { key, values } = parseRuleMessage(message);
  return translationKey.test(key) ? translate(key, values) : message;
}
