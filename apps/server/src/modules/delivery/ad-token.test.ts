import { describe, expect, it } from 'vitest';
import { AD_TOKEN_LIFETIME_MS, type AdTokenPayload, signAdToken, verifyAdToken } from './ad-token';

const secret = Buffer.alloc(32, 7);
const issuedAt = Date.parse('2026-11-26T10:00:00Z');
const payload: AdTokenPayload = {
  decisionId: '7a1f0c1e-0000-4000-8000-000000000001',
  adSetId: 12,
  campaignId: 5,
  companyId: 3,
  brandId: 9,
  catalogId: 1,
  sku: 'SKU-1',
  bannerType: '',
  platform: 'DESKTOP',
  pageType: 'SEARCH',
  searchTerm: 'red dress',
  position: 1,
  chargeModel: 'CPC',
  priceMicros: '350000',
  issuedAt,
};

describe('ad tokens', () => {
  it('round-trips the payload when the signature matches', () => {
    const token = signAdToken(secret, payload);
    expect(verifyAdToken(secret, token, new Date(issuedAt + 5_000))).toEqual({ ok: true, payload });
  });

  it('refuses a token signed with another key, or whose payload was changed', () => {
    const token = signAdToken(secret, payload);
    expect(verifyAdToken(Buffer.alloc(32, 8), token, new Date(issuedAt))).toEqual({
      ok: false,
      reason: 'BAD_SIGNATURE',
    });
    const [version, , sig] = token.split('.');
    const cheaper = Buffer.from(JSON.stringify({ ...payload, priceMicros: '1' })).toString('base64url');
    expect(verifyAdToken(secret, `${version}.${cheaper}.${sig}`, new Date(issuedAt))).toEqual({
      ok: false,
      reason: 'BAD_SIGNATURE',
    });
  });

  it('refuses every other spelling of a valid signature (a re-spelled token must not be a new token)', () => {
    const token = signAdToken(secret, payload);
    const sig = token.slice(token.lastIndexOf('.') + 1);
    expect(sig).toHaveLength(43);
    const body = token.slice(0, token.lastIndexOf('.'));
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = alphabet.indexOf(sig.at(-1)!);
    // The last character carries 4 bits of the digest and 2 padding bits: 3 other characters decode alike.
    const samePrefix = [0, 1, 2, 3]
      .map((low) => alphabet[(last & ~3) | low]!)
      .filter((char) => char !== sig.at(-1))
      .map((char) => `${sig.slice(0, -1)}${char}`);
    expect(samePrefix).toHaveLength(3);
    for (const variant of [
      `${sig}=`,
      `${sig}!`,
      `${sig}!!`,
      `${sig}==`,
      ` ${sig}`,
      `!${sig}`,
      ...samePrefix,
    ]) {
      // Node decodes each of these to the same 32 bytes; only the canonical text is the signature.
      expect(Buffer.from(variant, 'base64url').equals(Buffer.from(sig, 'base64url'))).toBe(true);
      expect(verifyAdToken(secret, `${body}.${variant}`, new Date(issuedAt))).toEqual({
        ok: false,
        reason: 'BAD_SIGNATURE',
      });
    }
    const standard = Buffer.from(sig, 'base64url').toString('base64');
    if (standard !== sig) {
      expect(verifyAdToken(secret, `${body}.${standard}`, new Date(issuedAt))).toMatchObject({ ok: false });
    }
  });

  it('expires a day after issue, and before issue beyond a minute of clock difference', () => {
    const token = signAdToken(secret, payload);
    expect(verifyAdToken(secret, token, new Date(issuedAt + AD_TOKEN_LIFETIME_MS)).ok).toBe(true);
    expect(verifyAdToken(secret, token, new Date(issuedAt + AD_TOKEN_LIFETIME_MS + 1))).toEqual({
      ok: false,
      reason: 'EXPIRED_TOKEN',
    });
    expect(verifyAdToken(secret, token, new Date(issuedAt - 30_000)).ok).toBe(true);
    expect(verifyAdToken(secret, token, new Date(issuedAt - 61_000)).ok).toBe(false);
  });

  it('calls anything that is not a token malformed', () => {
    for (const bad of ['', 'abc', 'v2.a.b', 'v1.a', 'v1.a.b.c']) {
      expect(verifyAdToken(secret, bad, new Date(issuedAt))).toMatchObject({ ok: false });
    }
    expect(verifyAdToken(secret, 'v2.a.b', new Date(issuedAt))).toEqual({ ok: false, reason: 'MALFORMED' });
  });
});
