import { getCsrfToken, readCookie } from './csrf';

const csrfHeader = 'X-CSRFToken';

/** The server's refusal of a missing or stale anti-forgery token (apps/server/src/http/csrf.ts). */
export async function isCsrfFailure(response: Response): Promise<boolean> {
  if (response.status !== 403) return false;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: string } | null;
  return body?.code === 'CSRF_FAILED';
}

/** The same headers with the token set, in the shape they came in (callers and tests read them back). */
function withToken(headers: HeadersInit | undefined, token: string): HeadersInit {
  if (headers instanceof Headers) {
    const copy = new Headers(headers);
    copy.set(csrfHeader, token);
    return copy;
  }
  if (Array.isArray(headers))
    return [...headers.filter(([name]) => name.toLowerCase() !== 'x-csrftoken'), [csrfHeader, token]];
  return { ...headers, [csrfHeader]: token };
}

let refreshing: Promise<string> | null = null;

/**
 * One fresh token for every call refused at the same time. Each GET /csrf without a cookie mints its own
 * token and sets the cookie, so separate refreshes left the cookie holding only the last one and every other
 * retry was refused again ("Forbidden", issue 12: a page's queries after both cookies were lost). The retry
 * sends the cookie the browser now holds, which is what the server compares the header with.
 */
async function freshToken(): Promise<string> {
  refreshing ??= getCsrfToken({ refresh: true }).finally(() => {
    refreshing = null;
  });
  const token = await refreshing;
  return readCookie('csrftoken') ?? token;
}

/**
 * fetch with the anti-forgery header. The token is bound to the session, so when the session changed
 * without this page seeing the new token (another tab signed in, the session cookie expired), the server
 * answers 403 CSRF_FAILED: fetch a fresh token and send the request once more.
 */
export async function fetchWithCsrf(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const send = (token: string) =>
    fetch(input, { ...init, headers: withToken(init.headers, token), credentials: 'include' });
  const response = await send(await getCsrfToken());
  if (!(await isCsrfFailure(response))) return response;
  return send(await freshToken());
}
