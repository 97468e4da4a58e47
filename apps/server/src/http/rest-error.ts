import type { FastifyInstance, FastifyReply } from 'fastify';
import { DomainError, type DomainErrorKind, type ErrorValues, encodeMessage } from '../graphql/errors';

/** The body of a refused REST call: the same key, field and values a GraphQL refusal carries. */
export type RestErrorBody = {
  /** The translation key with its values encoded (`encodeMessage`), as a GraphQL error's message. */
  error: string;
  /** What a GraphQL refusal puts in `extensions.code` (the web tells a lost session by it). */
  code: DomainErrorKind;
  field: string | null;
  values?: ErrorValues;
};

const statusOf: Record<DomainErrorKind, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_APPROVED: 403,
  NOT_FOUND: 404,
  TOO_MANY_REQUESTS: 429,
};

/**
 * The REST side of the one error path (docs/decisions/0170): a DomainError as an HTTP status and a body
 * whose `error` is a translation key, which the web shows through `translateMessage`.
 */
export function restErrorAnswer(error: DomainError): { status: number; body: RestErrorBody } {
  const body: RestErrorBody = {
    error: encodeMessage(error.code, error.values),
    code: error.kind,
    field: error.field,
    ...(error.values ? { values: error.values } : {}),
  };
  return { status: statusOf[error.kind], body };
}

export function sendRestError(reply: FastifyReply, error: DomainError) {
  const { status, body } = restErrorAnswer(error);
  return reply.code(status).send(body);
}

/** Refusals every REST route shares. */
export const restRefusals = {
  notFound: () => new DomainError('common:error.notFound', null, undefined, 'NOT_FOUND'),
  unauthorized: () => new DomainError('common:error.unauthorized', null, undefined, 'UNAUTHORIZED'),
  forbidden: () => new DomainError('common:permissionDenied', null, undefined, 'FORBIDDEN'),
  tooManyRequests: () =>
    new DomainError('common:error.tooManyRequests', null, undefined, 'TOO_MANY_REQUESTS'),
};

/**
 * Routes and the use cases they call throw a DomainError; this handler answers it. Registered before any
 * route, so every plugin scope inherits it. Any other error goes on to Fastify's own handler (a 500 is
 * logged and its text hidden).
 */
export function registerRestErrors(app: FastifyInstance) {
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof DomainError) return sendRestError(reply, error);
    throw error;
  });
}
