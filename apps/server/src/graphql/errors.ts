import { GraphQLError } from 'graphql';

export type FieldError = { field: string | null; messages: string[] };

/** A business rule said no; resolvers turn it into a payload's `errors` entry. */
export class DomainError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly field: string | null = null,
  ) {
    super(message);
  }
}

export function unauthorized(): GraphQLError {
  return new GraphQLError('UNAUTHORIZED', { extensions: { code: 'UNAUTHORIZED', http: { status: 200 } } });
}

export function forbidden(): GraphQLError {
  return new GraphQLError('Permission denied', { extensions: { code: 'FORBIDDEN' } });
}

export function notFound(what: string): GraphQLError {
  return new GraphQLError(`${what} not found`, { extensions: { code: 'NOT_FOUND' } });
}

export function fieldErrors(errors: FieldError[]) {
  return { ok: false as const, errors };
}

export function fieldError(field: string | null, ...messages: string[]) {
  return fieldErrors([{ field, messages }]);
}

/** Groups zod-style issues into one FieldError per field. */
export function issuesToFieldErrors(issues: { path: PropertyKey[]; message: string }[]): FieldError[] {
  const byField = new Map<string | null, string[]>();
  for (const issue of issues) {
    const field = issue.path.length ? issue.path.map(String).join('.') : null;
    byField.set(field, [...(byField.get(field) ?? []), issue.message]);
  }
  return [...byField].map(([field, messages]) => ({ field, messages }));
}

/** Message keys (common namespace) of input the API layer refuses before any rule or database sees it. */
export const inputErrors = {
  nulCharacter: 'common:error.nulCharacter',
  invalidId: 'common:error.invalidId',
  invalidDate: 'common:error.invalidDate',
  invalidNumber: 'common:error.invalidNumber',
  numberOutOfRange: 'common:error.numberOutOfRange',
  invalidValue: 'common:error.invalidValue',
} as const;

/**
 * Bad input answered as a GraphQL error: `extensions.code` BAD_USER_INPUT and `field`, the argument path
 * ("id", "settings.0.title"), so a client can put the message next to the field.
 */
export function badUserInput(field: string | null, message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', field } });
}
