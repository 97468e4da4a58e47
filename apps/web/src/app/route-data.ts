import type { LoaderFunctionArgs, Params } from 'react-router';
import type { AnyVariables, OperationResult, TypedDocumentNode } from 'urql';
import { type Me, meQuery } from '../features/accounts/api/get-me';
import { graphqlClientFor } from '../lib/graphql-client';

export type RouteDataArgs = {
  url: URL;
  params: Params;
  /** The signed-in user, null signed out: the shell loader's `me` request when it is under way, else the cache. */
  me: Promise<Me | null>;
  /** Starts a query the page will send, as the page sends it (same document, variables and policy). */
  start: <Data, Variables extends AnyVariables>(
    query: TypedDocumentNode<Data, Variables>,
    variables: Variables,
  ) => Promise<OperationResult<Data, Variables>>;
};

/**
 * A route's first queries, declared beside the route (routes/*.data.ts): the ones its page sends when it
 * first renders, for the acting company (the client of `?company=`), with the variables the page will
 * compute. Only queries the page is certain to send: a guessed one is a wasted request.
 */
export type RouteData = (args: RouteDataArgs) => Promise<void> | void;

/**
 * A loader that starts the route's first queries in parallel with `me` and the route's code, instead of
 * after the page has loaded and rendered. It returns at once: the page renders when its code is there,
 * and finds its answers in urql's cache, or shares the requests still under way (lib/route-data-exchange.ts).
 * The declaration is loaded on demand, so what it imports stays out of the entry chunk (except the landing
 * page's, /sponsor, decision 0178).
 */
export function routeDataLoader(load: () => Promise<RouteData>) {
  return ({ request, params }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const client = graphqlClientFor(url.searchParams.get('company'));
    const me = client
      .query(meQuery, {}, { requestPolicy: 'cache-first' })
      .toPromise()
      .then((result) => result.data?.me ?? null);
    const start: RouteDataArgs['start'] = (query, variables) =>
      client.query(query, variables, { requestPolicy: 'cache-and-network', routeData: true }).toPromise();
    // A failure here only means the page sends its queries itself, as it always could.
    void load()
      .then((declare) => declare({ url, params, me, start }))
      .catch(() => undefined);
    return null;
  };
}
