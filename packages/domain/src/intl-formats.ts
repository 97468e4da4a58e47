/**
 * Shared Intl formatters, one per locale and options. Building a formatter resolves locale data and costs
 * far more than formatting with it, and a sorted or paged table formats every cell again (a sponsor list
 * sort built ~350 of them). Options are flat objects of primitives, so key order aside, equal options give
 * the same formatter.
 */
const maxEntries = 500;
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function keyOf(locale: string | undefined, options: object | undefined): string {
  const entries = Object.entries(options ?? {})
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return `${locale ?? ''}|${JSON.stringify(entries)}`;
}

function cached<T>(cache: Map<string, T>, key: string, create: () => T): T {
  let formatter = cache.get(key);
  if (!formatter) {
    // A bound against options built from data (a currency per row): forget all and start again.
    if (cache.size >= maxEntries) cache.clear();
    formatter = create();
    cache.set(key, formatter);
  }
  return formatter;
}

export function numberFormat(locale?: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached(numberFormats, keyOf(locale, options), () => new Intl.NumberFormat(locale, options));
}

export function dateTimeFormat(locale?: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(dateTimeFormats, keyOf(locale, options), () => new Intl.DateTimeFormat(locale, options));
}
