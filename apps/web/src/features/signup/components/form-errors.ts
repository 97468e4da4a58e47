import { translateMessage } from '../../../lib/validate';

type ServerError = { field?: string | null; messages: readonly string[] };

/**
 * Server errors for fields the form shows go under those fields; the rest (and fields the form does
 * not have) become banner lines.
 */
export function splitServerErrors(
  errors: readonly ServerError[],
  formFields: readonly string[],
  translate: (key: string) => string,
): { fieldErrors: Record<string, string>; lines: string[] } {
  const fieldErrors: Record<string, string> = {};
  const lines: string[] = [];
  for (const error of errors) {
    const messages = error.messages.map((message) => translateMessage(message, translate));
    if (error.field && formFields.includes(error.field) && messages[0])
      fieldErrors[error.field] ??= messages[0];
    else lines.push(...messages);
  }
  return { fieldErrors, lines };
}
