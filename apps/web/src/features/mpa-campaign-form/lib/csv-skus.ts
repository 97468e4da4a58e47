/**
 * The SKUs of an uploaded CSV: the first column of each line (a `sku` header is skipped), trimmed, without
 * quotes, blanks or repeats, in the file's order.
 */
export function skusFromCsv(content: string): string[] {
  const skus = new Set<string>();
  for (const line of content.split(/\r?\n/)) {
    const first = (line.split(/[,;\t]/)[0] ?? '')
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .trim();
    if (first && first.toLowerCase() !== 'sku') skus.add(first);
  }
  return [...skus];
}

/** The SKUs of the file the catalog does not have. */
export function unknownSkus(asked: readonly string[], found: Iterable<string>): string[] {
  const known = new Set(found);
  return asked.filter((sku) => !known.has(sku));
}
