export type ContentCoding = 'br' | 'gzip';

/**
 * The coding to answer with, from an Accept-Encoding header (RFC 9110 §12.5.3): brotli when the client
 * takes it, else gzip, else none. `q=0` refuses a coding; `*` stands for any coding not named.
 */
export function preferredEncoding(header: string | undefined): ContentCoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const accepts = (coding: ContentCoding) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}
