import type { DocumentNode } from 'graphql';
import { type Client, makeResult, type Operation } from 'urql';
import { fromPromise, fromValue, never } from 'wonka';

type Answer =
  | Record<string, unknown>
  | ((variables: Record<string, unknown>) => Record<string, unknown>)
  /** Answers once the promise settles: a query held back, then let through by the test. */
  | Promise<Record<string, unknown>>;

function operationName(query: DocumentNode): string | undefined {
  for (const definition of query.definitions) {
    if (definition.kind === 'OperationDefinition') return definition.name?.value;
  }
  return undefined;
}

/**
 * A urql client answering by operation name; an operation without an answer never settles, one answered
 * with a promise settles when it resolves.
 * `calls` records every operation with its variables, for assertions.
 */
export function mockClient(answers: Record<string, Answer>) {
  const calls: { name: string | undefined; variables: Record<string, unknown> }[] = [];
  const execute = (request: { query: DocumentNode; variables?: object; key: number }) => {
    const name = operationName(request.query);
    const variables = (request.variables ?? {}) as Record<string, unknown>;
    calls.push({ name, variables });
    const answer = name ? answers[name] : undefined;
    if (!answer) return never;
    const result = (data: Record<string, unknown>) =>
      makeResult({ key: request.key, query: request.query, variables } as unknown as Operation, { data });
    if (answer instanceof Promise) return fromPromise(answer.then(result));
    return fromValue(result(typeof answer === 'function' ? answer(variables) : answer));
  };
  const client = {
    executeQuery: execute,
    executeMutation: execute,
    executeSubscription: () => never,
  } as unknown as Client;
  return { client, calls };
}
