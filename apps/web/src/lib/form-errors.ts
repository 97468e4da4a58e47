import type { CombinedError } from 'urql';
import { translateMessage } from './validate';

export type FieldError = { field?: string | null; messages: readonly string[] };

const prefixes = [/^\[GraphQL\]\s*/i, /^\[Network\]\s*/i, /^GraphQL error:?\s*/i];

export function stripErrorPrefix(message: string): string {
  return prefixes.reduce((text, prefix) => text.replace(prefix, ''), message).trim();
}

/** Lines for a red banner: a mutation's field errors first, then GraphQL or network errors. */
export function errorLines({
  errors,
  error,
}: {
  errors?: readonly FieldError[] | null;
  error?: CombinedError | Error | null;
}): string[] {
  const lines = (errors ?? []).flatMap((fieldError) => fieldError.messages.map(stripErrorPrefix));
  if (error) {
    const graphQLErrors = 'graphQLErrors' in error ? error.graphQLErrors : [];
    if (graphQLErrors.length > 0) lines.push(...graphQLErrors.map((e) => stripErrorPrefix(e.message)));
    else lines.push(stripErrorPrefix(error.message));
  }
  return [...new Set(lines.filter((line) => line.length > 0))];
}

type Translate = (key: string, values: Record<string, string>) => string;

/** The same lines translated, for places that show text rather than the banner (notifications, alerts). */
export function translatedErrorLines(
  sources: { errors?: readonly FieldError[] | null; error?: CombinedError | Error | null },
  translate: Translate,
): string[] {
  return errorLines(sources).map((line) => translateMessage(line, translate));
}
