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

/**
 * GET /csrf once per page load (it also refreshes the cookie), then trust the `csrftoken` cookie,
 * which the server may rotate; the fetched value is the fallback when cookies are unreadable.
 */
export async function getCsrfToken(): Promise<string> {
  if (!pendingToken) {
    pendingToken = fetch('/csrf', { credentials: 'include' })
      .then((response) => response.json() as Promise<{ csrfToken: string }>)
      .then((body) => body.csrfToken)
      .catch((error: unknown) => {
        pendingToken = null;
        throw error;
      });
  }
  const fetched = await pendingToken;
  return readCookie(csrfCookieName) ?? fetched;
}
