import type { DocumentNode } from 'graphql';
import { type Client, makeResult, type Operation } from 'urql';
import { fromValue, never } from 'wonka';

type Answer = Record<string, unknown> | ((variables: Record<string, unknown>) => Record<string, unknown>);

function operationName(query: DocumentNode): string | undefined {
  for (const definition of query.definitions) {
    if (definition.kind === 'OperationDefinition') return definition.name?.value;
  }
  return undefined;
}

/**
 * A urql client answering by operation name; an operation without an answer never settles.
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
    const data = typeof answer === 'function' ? answer(variables) : answer;
    return fromValue(
      makeResult({ key: request.key, query: request.query, variables } as unknown as Operation, { data }),
    );
  };
  const client = {
    executeQuery: execute,
    executeMutation: execute,
    executeSubscription: () => never,
  } as unknown as Client;
  return { client, calls };
}
