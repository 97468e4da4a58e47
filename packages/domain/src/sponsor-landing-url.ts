import { addError, type FieldErrors, ruleMessage } from './sponsor-messages';

/** Spec 2 §9: landing URL and deeplink at most 250 characters. */
export const MAX_URL_LENGTH = 250;

/** A typed banner path: trimmed, and prefixed with 'http://' when it starts with 'www'. */
export function normalizeBannerPath(path: string): string {
  const trimmed = path.trim();
  return /^www/i.test(trimmed) ? `http://${trimmed}` : trimmed;
}

/** The landing URL: the catalog root plus the path when it starts with '/', else the (normalized) URL as typed. */
export function buildLandingUrl(baseUrl: string, path: string): string {
  const normalized = normalizeBannerPath(path);
  if (!normalized.startsWith('/')) return normalized;
  return `${baseUrl.trim().replace(/\/+$/, '')}${normalized}`;
}

/**
 * The landing URL rules (spec 2 §5, §8): required, at most 250 characters, a path starting with
 * '/' or a URL on the catalog's site (same host, `www.` ignored, under the base path; http or https).
 * Returns message strings (see sponsor-messages), the first one being the one to show.
 */
export function landingUrlErrors(url: string, baseUrl: string): string[] {
  const trimmed = (url ?? '').trim();
  if (trimmed === '') return [ruleMessage('requireFillOutTheField')];
  const built = buildLandingUrl(baseUrl, trimmed);
  if (built.length > MAX_URL_LENGTH) return [ruleMessage('urlTooLong', { max: MAX_URL_LENGTH })];
  if (!/^https?:\/\//i.test(built)) return [ruleMessage('requirePathStartWith', { prefix: '/' })];
  return belongsToBaseUrl(built, baseUrl) ? [] : [ruleMessage('invalidBaseUrl', { baseUrl })];
}

export function belongsToBaseUrl(url: string, baseUrl: string): boolean {
  const target = parseUrl(url);
  const base = parseUrl(baseUrl);
  if (!target || !base) return false;
  if (stripWww(target.hostname) !== stripWww(base.hostname) || target.port !== base.port) return false;
  const basePath = base.pathname.replace(/\/+$/, '');
  return basePath === '' || target.pathname === basePath || target.pathname.startsWith(`${basePath}/`);
}

/** Deeplink: optional, at most 250 characters. */
export function deeplinkErrors(deeplink: string): string[] {
  return (deeplink ?? '').trim().length > MAX_URL_LENGTH
    ? [ruleMessage('urlTooLong', { max: MAX_URL_LENGTH })]
    : [];
}

/** `landingUrlErrors` as FieldErrors on a given field path. */
export function landingUrlFieldErrors(field: string, url: string, baseUrl: string): FieldErrors {
  const errors: FieldErrors = {};
  for (const message of landingUrlErrors(url, baseUrl)) addError(errors, field, message);
  return errors;
}

function parseUrl(text: string): URL | null {
  try {
    const parsed = new URL(text.trim());
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed : null;
  } catch {
    return null;
  }
}

function stripWww(hostname: string): string {
  return hostname.toLowerCase().replace(/^www\./, '');
}
