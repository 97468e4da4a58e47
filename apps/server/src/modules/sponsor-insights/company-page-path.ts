/**
 * The web path of a page of company `companyId`: the path's segments URL-encoded, then the page's own query
 * and `company`, the staff company filter (the web app's `?company=`: staff acting for a company open its
 * pages, not their own; members are on their own company either way).
 */
export function companyPagePath(
  companyId: number,
  segments: readonly (string | number)[],
  query: Readonly<Record<string, string>> = {},
): string {
  const pathname = segments.map((segment) => `/${encodeURIComponent(segment)}`).join('');
  const search = new URLSearchParams({ ...query, company: String(companyId) });
  return `${pathname}?${search}`;
}
