import type { DocumentNode } from 'graphql';
import { Client, cacheExchange, type Exchange, makeResult, type Operation } from 'urql';
import { filter, fromPromise, mergeMap, pipe, tap } from 'wonka';
import { routeDataExchange } from '../lib/route-data-exchange';

export function operationName(query: Operation['query']): string | undefined {
  for (const definition of (query as DocumentNode).definitions ?? []) {
    if (definition.kind === 'OperationDefinition') return definition.name?.value;
  }
  return undefined;
}

export type Sent = { name: string | undefined; variables: Record<string, unknown>; routeData: boolean };

/**
 * A real urql client with the app's cache exchanges (lib/graphql-client.ts) in front of a fake network:
 * `sent` records every operation that reaches the network, `answer` gives its data after `delayMs` (null: UNAUTHORIZED).
 */
export function recordingClient(
  answer: (name: string | undefined, variables: Record<string, unknown>) => Record<string, unknown> | null,
  { delayMs = 5, now }: { delayMs?: number; now?: () => number } = {},
) {
  const sent: Sent[] = [];
  // null: the server's answer to a visitor without a session.
  const answerOf = (operation: Operation) => {
    const data = answer(
      operationName(operation.query),
      (operation.variables ?? {}) as Record<string, unknown>,
    );
    return data ? { data } : { data: null, errors: [{ message: 'UNAUTHORIZED' }] };
  };
  const network: Exchange = () => (operations$) =>
    pipe(
      operations$,
      filter((operation: Operation) => operation.kind === 'query' || operation.kind === 'mutation'),
      tap((operation) => {
        sent.push({
          name: operationName(operation.query),
          variables: (operation.variables ?? {}) as Record<string, unknown>,
          routeData: Boolean(operation.context.routeData),
        });
      }),
      mergeMap((operation) =>
        fromPromise(
          new Promise<ReturnType<typeof makeResult>>((resolve) =>
            setTimeout(() => resolve(makeResult(operation, answerOf(operation))), delayMs),
          ),
        ),
      ),
    );
  const client = new Client({
    url: '/graphql',
    requestPolicy: 'cache-and-network',
    exchanges: [routeDataExchange(now), cacheExchange, network],
  });
  return { client, sent };
}
