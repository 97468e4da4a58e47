import { Client, type CombinedError, cacheExchange, fetchExchange, mapExchange } from 'urql';
import { fetchWithCsrf } from './csrf-fetch';
import { routeDataExchange } from './route-data-exchange';
import { clearAppStorage } from './storage';

export const unauthorizedCode = 'UNAUTHORIZED';

declare module '@urql/core' {
  interface OperationContext {
    /** The page works signed out (sign-in, landing): an UNAUTHORIZED answer is expected, not a lost session. */
    allowSignedOut?: boolean;
  }
}

export function isUnauthorizedError(error: CombinedError | undefined | null): boolean {
  if (!error) return false;
  const response = error.response as { status?: number } | undefined;
  if (response?.status === 401) return true;
  return error.graphQLErrors.some(
    (graphQLError) =>
      graphQLError.extensions?.code === unauthorizedCode || graphQLError.message === unauthorizedCode,
  );
}

const signedOutPaths = ['/auth', '/home', '/terms-and-conditions'];
let isRedirecting = false;

/** Session lost (spec 1 §4): forget everything and send the user to /home, remembering where they were. */
export function redirectToSignIn() {
  const { pathname, search } = window.location;
  if (isRedirecting || signedOutPaths.some((path) => pathname === path || pathname.startsWith(`${path}/`)))
    return;
  isRedirecting = true;
  clearAppStorage();
  window.location.assign(`/home?nextUrl=${encodeURIComponent(`${pathname}${search}`)}`);
}

/**
 * While a mutation replaces the session itself (impersonation starts or ends), answers to requests still
 * carrying the old session are expected to be UNAUTHORIZED: hold the redirect, and release it if the
 * mutation fails. Success ends in a full page load anyway.
 */
export function holdUnauthorizedRedirect(): () => void {
  isRedirecting = true;
  return () => {
    isRedirecting = false;
  };
}

export type GraphqlClientOptions = {
  /** Company a staff user acts for; the server ignores it for everyone else. */
  companyId?: string | null;
  onUnauthorized?: () => void;
};

export function createGraphqlClient({
  companyId,
  onUnauthorized = redirectToSignIn,
}: GraphqlClientOptions = {}) {
  return new Client({
    url: '/graphql',
    requestPolicy: 'cache-and-network',
    fetchOptions: { credentials: 'include' },
    // The anti-forgery header, with one retry on a stale token (lib/csrf-fetch.ts).
    fetch: async (input, init) => {
      const headers = new Headers(init?.headers);
      if (companyId) headers.set('X-Company-Id', companyId);
      return fetchWithCsrf(input, { ...init, headers });
    },
    exchanges: [
      mapExchange({
        onResult(result) {
          if (isUnauthorizedError(result.error) && !result.operation.context.allowSignedOut) onUnauthorized();
          return result;
        },
      }),
      // Before the cache: a page's first reading of what its route loader just fetched is not sent again.
      routeDataExchange(),
      cacheExchange,
      fetchExchange,
    ],
  });
}

let current: { companyId: string | null; client: Client } | null = null;

/**
 * The client for the company in `?company=`, shared by the route loaders that start `me` and the settings
 * before a page renders and the React tree that reads their answers from its cache. A new company gets a
 * new client, so no answer given for one company is ever shown for another.
 */
export function graphqlClientFor(companyId: string | null): Client {
  if (!current || current.companyId !== companyId)
    current = { companyId, client: createGraphqlClient({ companyId }) };
  return current.client;
}
