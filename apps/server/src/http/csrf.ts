import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../modules/auth/session-token';
import { sameText, signValue } from '../modules/platform/server-secret';
import { isHttps } from './is-https';

export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'x-csrftoken';
/**
 * The body of a refusal; the web recognises it by `code` and retries once with a fresh token
 * (apps/web/src/lib/csrf-fetch.ts); `error` is a message key like every REST refusal (http/rest-error.ts).
 */
export const CSRF_FAILURE = { error: 'common:error.csrfFailed', code: 'CSRF_FAILED' } as const;

const tokenPattern = /^([A-Za-z0-9_-]{43})\.([A-Za-z0-9_-]{43})$/;
const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const secretKey = Symbol('csrfSecret');

declare module 'fastify' {
  interface FastifyInstance {
    [secretKey]?: Buffer;
  }
}

/** What the token is bound to: the session cookie as the browser holds it, '' when signed out. */
function sessionBinding(sessionToken: string | null | undefined): string {
  return sessionToken ?? '';
}

/** nonce "." HMAC(nonce, session): only the server can mint one, and only for the session it names. */
export function mintCsrfToken(secret: Buffer, sessionToken: string | null | undefined): string {
  const nonce = randomBytes(32).toString('base64url');
  return `${nonce}.${signValue(secret, 'csrf', `${nonce}.${sessionBinding(sessionToken)}`)}`;
}

/**
 * Pairs (token, session) already found valid, per secret: a signed-in tab sends the same pair with every
 * request, and its HMAC was 5 % of a cached `me` request's CPU. Only valid pairs are kept (a forged token
 * is checked every time), at most MAX_VERIFIED per secret; the set starts over when full.
 */
const verified = new WeakMap<Buffer, Set<string>>();
const MAX_VERIFIED = 10_000;

export function isCsrfTokenFor(
  secret: Buffer,
  token: string | undefined,
  sessionToken: string | null | undefined,
): boolean {
  const match = token ? tokenPattern.exec(token) : null;
  if (!match) return false;
  const pair = `${token}\u0000${sessionBinding(sessionToken)}`;
  let known = verified.get(secret);
  if (known?.has(pair)) return true;
  const expected = signValue(secret, 'csrf', `${match[1]}.${sessionBinding(sessionToken)}`);
  if (!sameText(match[2]!, expected)) return false;
  if (!known || known.size >= MAX_VERIFIED) {
    known = new Set();
    verified.set(secret, known);
  }
  known.add(pair);
  return true;
}

function setCsrfCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie(CSRF_COOKIE, token, {
    path: '/',
    sameSite: 'lax',
    // The web app reads it before each request and echoes it in X-CSRFToken.
    httpOnly: false,
    secure: isHttps(request),
    maxAge: 365 * 24 * 3600,
  });
}

/**
 * A fresh token for the session the response is about to set (or null when it clears the session): called
 * by setSessionCookie/clearSessionCookie, so the browser holds a matching pair without a reload and a token
 * read before sign-in stops working after it.
 */
export function rotateCsrfToken(request: FastifyRequest, reply: FastifyReply, sessionToken: string | null) {
  const secret = request.server[secretKey];
  if (!secret) return;
  setCsrfCookie(request, reply, mintCsrfToken(secret, sessionToken));
}

function hasValidToken(secret: Buffer, request: FastifyRequest): boolean {
  const cookie = request.cookies[CSRF_COOKIE];
  const header = request.headers[CSRF_HEADER];
  if (typeof cookie !== 'string' || typeof header !== 'string' || !sameText(cookie, header)) return false;
  return isCsrfTokenFor(secret, header, request.cookies[SESSION_COOKIE]);
}

/**
 * Anti-forgery: GET /csrf hands out a token in JSON and in the `csrftoken` cookie; every unsafe request must
 * echo it in `X-CSRFToken`. The token is signed with the server secret over a nonce and the session cookie,
 * so a pair invented by the client, planted by a sibling subdomain, or minted for another session fails.
 */
export function registerCsrf(
  app: FastifyInstance,
  options: { secret: Buffer; exemptPrefixes?: readonly string[] },
) {
  const exempt = options.exemptPrefixes ?? [];
  app[secretKey] = options.secret;

  app.get('/csrf', async (request, reply) => {
    const existing = request.cookies[CSRF_COOKIE];
    const session = request.cookies[SESSION_COOKIE];
    const csrfToken = isCsrfTokenFor(options.secret, existing, session)
      ? existing!
      : mintCsrfToken(options.secret, session);
    setCsrfCookie(request, reply, csrfToken);
    reply.header('cache-control', 'no-store');
    return { csrfToken };
  });

  app.addHook('onRequest', async (request, reply) => {
    if (!unsafeMethods.has(request.method)) return;
    // Server-to-server endpoints authenticate by their own credentials and never read the session cookie.
    if (exempt.some((prefix) => request.url.startsWith(prefix))) return;
    if (hasValidToken(options.secret, request)) return;
    reply.code(403).send(CSRF_FAILURE);
    return reply;
  });
}
