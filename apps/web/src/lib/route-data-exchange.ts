import { type Exchange, makeOperation, type OperationResult } from 'urql';
import { map, pipe, tap } from 'wonka';

declare module '@urql/core' {
  interface OperationContext {
    /** Started by a route loader for the page it is loading (app/route-data.ts). */
    routeData?: boolean;
  }
}

/** How long a loader's answer stays fresh for its page: the page's code is normally there well before. */
export const ROUTE_DATA_FRESH_MS = 10_000;

/** A network answer to a loader's query (a stale cache hit or an error is not one the page can take as is). */
function isFreshLoaderAnswer(result: OperationResult): boolean {
  const { context } = result.operation;
  return Boolean(
    context.routeData &&
      result.data &&
      !result.error &&
      !result.stale &&
      context.meta?.cacheOutcome !== 'hit',
  );
}

/**
 * A route loader starts a page's first queries while the page's code loads (app/route-data.ts). When the
 * page then asks for the same query with `cache-and-network`, the answer in the cache is a few hundred
 * milliseconds old and was fetched for this very page: every reader within ROUTE_DATA_FRESH_MS of that
 * answer takes it as cache-first (a page often reads one query from several components as it mounts: the
 * countries from the filter and from the report's time zone), so the query is not sent again. After the
 * window, readers revalidate as before. (A page that asks while the loader's request is still in flight
 * shares it: urql sends a key once.)
 */
export function routeDataExchange(now: () => number = Date.now): Exchange {
  const answeredAt = new Map<number, number>();
  const forgetOld = () => {
    for (const [key, at] of answeredAt) if (now() - at > ROUTE_DATA_FRESH_MS) answeredAt.delete(key);
  };
  return ({ forward }) =>
    (operations$) =>
      pipe(
        operations$,
        map((operation) => {
          if (operation.kind !== 'query' || operation.context.routeData) return operation;
          if (operation.context.requestPolicy !== 'cache-and-network') return operation;
          forgetOld();
          if (!answeredAt.has(operation.key)) return operation;
          return makeOperation(operation.kind, operation, {
            ...operation.context,
            requestPolicy: 'cache-first',
          });
        }),
        forward,
        tap((result) => {
          if (!isFreshLoaderAnswer(result)) return;
          forgetOld();
          answeredAt.set(result.operation.key, now());
        }),
      );
}
