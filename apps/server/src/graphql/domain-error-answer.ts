import { DomainError, domainGraphQLError, encodeMessage, fieldErrors } from './errors';

export type OperationKind = 'query' | 'mutation';

/**
 * The one mapping of a refused rule to an answer. A mutation answers `{ ok: false, errors }` (its other
 * payload fields resolve to null), so a form shows the message next to its field; a query has no payload
 * and answers a GraphQL error. Anything that is not a DomainError goes on to Yoga, which masks it.
 */
export function answerDomainError(error: unknown, kind: OperationKind) {
  if (!(error instanceof DomainError)) throw error;
  if (kind === 'query') throw domainGraphQLError(error);
  return fieldErrors([{ field: error.field, messages: [encodeMessage(error.code, error.values)] }]);
}
