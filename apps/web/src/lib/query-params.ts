/** Query parameters that follow the user from page to page (spec 1 §2). */
export const keptQueryParams = ['company', 'brandId', 'mbgSellerId', 'nextUrl'] as const;

/** Adds the kept parameters of the current address to `to`; parameters written in `to` win. */
export function withKeptParams(to: string, currentSearch: string): string {
  const current = new URLSearchParams(currentSearch);
  const hashIndex = to.indexOf('#');
  const hash = hashIndex >= 0 ? to.slice(hashIndex) : '';
  const withoutHash = hashIndex >= 0 ? to.slice(0, hashIndex) : to;
  const [pathname = '', search = ''] = withoutHash.split('?');
  const target = new URLSearchParams(search);
  for (const name of keptQueryParams) {
    const value = current.get(name);
    if (value !== null && !target.has(name)) target.set(name, value);
  }
  const query = target.toString();
  return `${pathname}${query ? `?${query}` : ''}${hash}`;
}
