/** A stand-in origin: a path resolved against it must land on it, or it names another site. */
const FAKE_ORIGIN = 'https://portal.invalid';

/** "//evil.com" and "/\evil.com" are read by browsers as another host, encoded or not. */
function looksLikeAnotherHost(path: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return true;
  }
  return /^[/\\]{2}/.test(path) || /^[/\\]{2}/.test(decoded);
}

/**
 * Accepts only a same-origin path ("/sponsor?x=1#top") and answers it as the resolved path: the value is
 * resolved against a stand-in origin and kept only when it stays there and its path cannot be read as a
 * host ("//evil.com", "/\evil.com", also once percent-decoded). Backslashes and control characters are
 * refused outright (browsers read "\" as "/" and drop tabs and newlines), so a sign-in link cannot send
 * the user elsewhere even without React Router's own check (docs/decisions/0119).
 */
export function sanitizeNextUrl(value: string | null | undefined): string | null {
  if (!value?.startsWith('/')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, FAKE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== FAKE_ORIGIN) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith('/') && !looksLikeAnotherHost(path) ? path : null;
}
