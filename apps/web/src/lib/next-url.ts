/**
 * Accepts only a same-site relative path ("/sponsor?x=1"): anything that a browser could read as
 * another origin ("//evil.com", "/\\evil.com", "https://x") is refused, so a sign-in link cannot
 * send the user elsewhere.
 */
export function sanitizeNextUrl(value: string | null | undefined): string | null {
  if (!value?.startsWith('/')) return null;
  if (value.startsWith('//') || value.startsWith('/\\')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  try {
    const base = 'http://portal.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
