import { DomainError, inputErrors } from '../../graphql/errors';

/**
 * Opaque page tokens of the Meta lists (campaigns, catalog products, matching products): the offset of the
 * page, base64url-encoded with a prefix, so a client can only hand back what it was given. A token that is
 * not one is bad input on its argument (never silently the first page).
 */
const PREFIX = 'mp1:';

export function encodePageToken(offset: number): string {
  return Buffer.from(`${PREFIX}${offset}`, 'utf8').toString('base64url');
}

export function decodePageToken(token: string | null | undefined, field: string): number {
  if (token === null || token === undefined || token === '') return 0;
  const text = Buffer.from(token, 'base64url').toString('utf8');
  const offset = text.startsWith(PREFIX) ? text.slice(PREFIX.length) : '';
  if (!/^(0|[1-9]\d{0,8})$/.test(offset)) throw new DomainError(inputErrors.invalidValue, field);
  return Number(offset);
}

/** The tokens of the pages before and after one page of `limit` rows at `offset` out of `total`. */
export function pageTokens(offset: number, limit: number, total: number) {
  return {
    previousPage: offset > 0 ? encodePageToken(Math.max(0, offset - limit)) : null,
    nextPage: offset + limit < total ? encodePageToken(offset + limit) : null,
  };
}
