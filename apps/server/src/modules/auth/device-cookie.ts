import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isHttps } from '../../http/is-https';
import type { RateLimit } from '../platform/rate-limit';
import { sameText, signValue } from '../platform/server-secret';

/**
 * OWASP's "device cookie": a browser where a user signed in before keeps a signed cookie naming that user.
 * Its sign-ins are counted per device, apart from the account's counter, so strangers' failed guesses
 * never slow down or lock out the owner's own browser (decision 0106).
 */
export const DEVICE_COOKIE = 'device';
export const DEVICE_TTL_MS = 180 * 24 * 60 * 60 * 1000;
/** Failures one device may make per hour before it is treated like any unknown browser. */
export const deviceFailures: RateLimit = { bucket: 'sign-in:device', max: 10, windowMs: 60 * 60 * 1000 };

export type Device = { userId: number; nonce: string };

const PURPOSE = 'device';

function sign(secret: Buffer, userId: number, nonce: string): string {
  return `${userId}.${nonce}.${signValue(secret, PURPOSE, `${userId}.${nonce}`)}`;
}

/** The device the request's cookie names, when its signature is ours; null otherwise. */
export function readDeviceCookie(request: FastifyRequest, secret: Buffer): Device | null {
  const value = request.cookies[DEVICE_COOKIE];
  const match = value ? /^(\d{1,15})\.([\w-]{22})\.[\w-]{43}$/.exec(value) : null;
  if (!match) return null;
  const userId = Number(match[1]);
  const nonce = match[2]!;
  return sameText(value!, sign(secret, userId, nonce)) ? { userId, nonce } : null;
}

/** A fresh device cookie after each successful sign-in (a new nonce, so its failure count starts at zero). */
export function setDeviceCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  secret: Buffer,
  userId: number,
) {
  reply.setCookie(DEVICE_COOKIE, sign(secret, userId, randomBytes(16).toString('base64url')), {
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttps(request),
    // Only sign-in reads it.
    path: '/graphql',
    maxAge: Math.floor(DEVICE_TTL_MS / 1000),
  });
}
