import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token a decision hands out with each ad and each impression or click brings back (issue 13): it
 * names the decision, the ad, what the ad costs per charged event, and when it was issued, signed with
 * the server's HMAC key so the marketplace can neither forge nor alter it. The engine trusts nothing an
 * event says about money or ads except what its token carries.
 *
 * Format: `v1.<base64url JSON payload>.<base64url HMAC-SHA256 of "v1.<payload>">`.
 */
export type AdTokenPayload = {
  /** The decision's id (a UUID). */
  decisionId: string;
  adSetId: number;
  campaignId: number;
  companyId: number;
  brandId: number;
  catalogId: number;
  /** Product ads: the advertised SKU; banners: ''. */
  sku: string;
  /** Banners: the slot, e.g. DESKTOP_SEARCH; product ads: ''. */
  bannerType: string;
  platform: string;
  pageType: string;
  searchTerm: string;
  /** 1-based position among the page's sponsored products (banners: 1). */
  position: number;
  /** CPC: product ads are charged per click; CPI: banners per impression (spec 2). */
  chargeModel: 'CPC' | 'CPI';
  /** What one charged event costs, in wallet-currency micros, as the auction priced it. */
  priceMicros: string;
  /** Issued at, epoch milliseconds. */
  issuedAt: number;
};

/** Impressions and clicks are accepted for a day after their decision; later, the token has expired. */
export const AD_TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;

const VERSION = 'v1';
/** An HMAC-SHA256 in base64url without padding: 43 characters of the URL-safe alphabet. */
const SIGNATURE_TEXT = /^[A-Za-z0-9_-]{43}$/;

function signature(secret: Buffer, body: string): Buffer {
  return createHmac('sha256', secret).update(body).digest();
}

export function signAdToken(secret: Buffer, payload: AdTokenPayload): string {
  const body = `${VERSION}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
  return `${body}.${signature(secret, body).toString('base64url')}`;
}

export type AdTokenCheck =
  | { ok: true; payload: AdTokenPayload }
  | { ok: false; reason: 'BAD_SIGNATURE' | 'EXPIRED_TOKEN' | 'MALFORMED' };

/**
 * Checks a token's signature and age at `eventAt` (the event's own time): a token used before it was
 * issued or more than AD_TOKEN_LIFETIME_MS after is expired. A token whose signature does not match, or is
 * not spelled exactly as signAdToken spells it, is BAD_SIGNATURE whatever it says.
 */
export function verifyAdToken(secret: Buffer, token: string, eventAt: Date): AdTokenCheck {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== VERSION) return { ok: false, reason: 'MALFORMED' };
  const body = `${parts[0]}.${parts[1]}`;
  const text = parts[2]!;
  const given = Buffer.from(text, 'base64url');
  const expected = signature(secret, body);
  // Only the canonical spelling (decision 0193): Node's decoder skips stray characters and padding bits, so
  // `sig=`, `sig!` or another last character decode to the same bytes; the signature's text is the key that
  // charges a token once (ingest-events.ts), so each spelling would be a new token.
  if (
    !SIGNATURE_TEXT.test(text) ||
    given.toString('base64url') !== text ||
    given.length !== expected.length ||
    !timingSafeEqual(given, expected)
  ) {
    return { ok: false, reason: 'BAD_SIGNATURE' };
  }
  let payload: AdTokenPayload;
  try {
    payload = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8')) as AdTokenPayload;
  } catch {
    return { ok: false, reason: 'MALFORMED' };
  }
  const age = eventAt.getTime() - payload.issuedAt;
  // A minute of clock difference between the marketplace and the portal is tolerated before issue.
  if (age < -60_000 || age > AD_TOKEN_LIFETIME_MS) return { ok: false, reason: 'EXPIRED_TOKEN' };
  return { ok: true, payload };
}
