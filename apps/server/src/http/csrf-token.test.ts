import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isCsrfTokenFor, mintCsrfToken } from './csrf';

describe('isCsrfTokenFor (the anti-forgery token bound to a session)', () => {
  const secret = randomBytes(32);

  it('takes a token minted for the session, again and again (the second answer from memory)', () => {
    const token = mintCsrfToken(secret, 'session-a');
    expect(isCsrfTokenFor(secret, token, 'session-a')).toBe(true);
    expect(isCsrfTokenFor(secret, token, 'session-a')).toBe(true);
  });

  it('refuses a remembered token for another session, for no session, or under another secret', () => {
    const token = mintCsrfToken(secret, 'session-a');
    expect(isCsrfTokenFor(secret, token, 'session-a')).toBe(true);
    expect(isCsrfTokenFor(secret, token, 'session-b')).toBe(false);
    expect(isCsrfTokenFor(secret, token, null)).toBe(false);
    expect(isCsrfTokenFor(randomBytes(32), token, 'session-a')).toBe(false);
  });

  it('refuses a forged or malformed token every time', () => {
    const [nonce] = mintCsrfToken(secret, 'session-a').split('.');
    const forged = `${nonce}.${'A'.repeat(43)}`;
    expect(isCsrfTokenFor(secret, forged, 'session-a')).toBe(false);
    expect(isCsrfTokenFor(secret, forged, 'session-a')).toBe(false);
    expect(isCsrfTokenFor(secret, 'not-a-token', 'session-a')).toBe(false);
    expect(isCsrfTokenFor(secret, undefined, 'session-a')).toBe(false);
  });
});
