import { GraphQLError } from 'graphql';

/** Interpolation values of a message key ("{{max}}" in the locale files). */
export type ErrorValues = Record<string, string | number>;

/** `messages` are translation keys ("namespace:key"), with their values encoded (see `encodeMessage`). */
export type FieldError = { field: string | null; messages: string[] };

/**
 * `extensions.code` of a refusal answered to a query (mutations answer it in their payload instead), and the
 * HTTP status of a REST refusal (http/rest-error.ts). Sessions and permissions of GraphQL operations are
 * refused by the gate itself; REST routes throw UNAUTHORIZED, FORBIDDEN and TOO_MANY_REQUESTS too.
 */
export type DomainErrorKind =
  | 'BAD_USER_INPUT'
  | 'NOT_FOUND'
  | 'NOT_APPROVED'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'TOO_MANY_REQUESTS';

/**
 * A business rule said no. Use cases throw it; the operation gate (operation-gate.ts, domain-error-answer.ts)
 * answers it: a mutation's payload `{ ok: false, errors }`, a query's GraphQL error with `extensions.code`.
 * `code` is a translation key present in every locale (apps/web/src/locales); `field` the input it is about.
 */
export class DomainError extends Error {
  constructor(
    readonly code: string,
    readonly field: string | null = null,
    readonly values?: ErrorValues,
    readonly kind: DomainErrorKind = 'BAD_USER_INPUT',
  ) {
    super(code);
  }
}

/** Message keys (common namespace) of refusals that are not one module's rule. */
export const commonErrors = {
  unauthorized: 'common:error.unauthorized',
  permissionDenied: 'common:permissionDenied',
} as const;

export function unauthorized(): GraphQLError {
  return new GraphQLError(commonErrors.unauthorized, {
    extensions: { code: 'UNAUTHORIZED', http: { status: 200 } },
  });
}

export function forbidden(): GraphQLError {
  return new GraphQLError(commonErrors.permissionDenied, { extensions: { code: 'FORBIDDEN' } });
}

export function fieldErrors(errors: FieldError[]) {
  return { ok: false as const, errors };
}

/** Groups zod-style issues into one FieldError per field; the domain schemas' messages are already keys. */
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
 * A key and its values as one message: `'sponsorContent:error.imageTooLarge?max=5'`, the encoding of the
 * domain's rule messages (packages/domain sponsor-messages.ts), which the web parses with parseRuleMessage.
 */
export function encodeMessage(code: string, values?: ErrorValues): string {
  if (!values || Object.keys(values).length === 0) return code;
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) query.set(name, String(value));
  return `${code}?${query}`;
}

/** A refusal answered as a GraphQL error: the key as message; `extensions` carry code, field and values. */
export function domainGraphQLError(error: DomainError): GraphQLError {
  const extensions = {
    code: error.kind,
    field: error.field,
    ...(error.values ? { values: error.values } : {}),
  };
  return new GraphQLError(encodeMessage(error.code, error.values), { extensions });
}

/**
 * Bad input refused outside a resolver (scalars, the input guard), where the gate cannot answer it:
 * BAD_USER_INPUT with `field`, the argument path ("id", "settings.0.title").
 */
export function badUserInput(field: string | null, code: string): GraphQLError {
  return domainGraphQLError(new DomainError(code, field));
}
