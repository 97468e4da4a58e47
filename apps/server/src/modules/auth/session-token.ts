import { createHash, randomBytes } from 'node:crypto';

/** 256 bits of randomness, URL-safe: the value of the `sessionid` cookie. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only the hash is stored, so a leaked sessions table cannot be replayed. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export const SESSION_COOKIE = 'sessionid';
export const SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000;
