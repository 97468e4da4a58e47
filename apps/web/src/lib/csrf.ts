const csrfCookieName = 'csrftoken';

let pendingToken: Promise<string> | null = null;

export function readCookie(name: string): string | null {
  const prefix = `${name}=`;
  for (const part of document.cookie.split(';')) {
    const trimmed = part.trim();
    if (trimmed.startsWith(prefix)) return decodeURIComponent(trimmed.slice(prefix.length));
  }
  return null;
}

function fetchToken(): Promise<string> {
  pendingToken = fetch('/csrf', { credentials: 'include' })
    .then((response) => response.json() as Promise<{ csrfToken: string }>)
    .then((body) => body.csrfToken)
    .catch((error: unknown) => {
      pendingToken = null;
      throw error;
    });
  return pendingToken;
}

/**
 * GET /csrf once per page load (it also refreshes the cookie), then trust the `csrftoken` cookie, which the
 * server rotates with every sign-in, sign-out and session switch; the fetched value is the fallback when
 * cookies are unreadable. A cookie left by an earlier load is sent at once, without waiting for this load's
 * /csrf: it nearly always still fits the session, and when it does not the server refuses it and
 * fetchWithCsrf retries with a fresh one. `refresh` asks the server again (the token is bound to the
 * session, so one read before the session changed elsewhere is refused): the answer then is the one that
 * fits the current session.
 */
export async function getCsrfToken(options: { refresh?: boolean } = {}): Promise<string> {
  if (options.refresh) return fetchToken();
  const request = pendingToken ?? fetchToken();
  const cookie = readCookie(csrfCookieName);
  if (cookie) {
    request.catch(() => undefined);
    return cookie;
  }
  const fetched = await request;
  return readCookie(csrfCookieName) ?? fetched;
}
