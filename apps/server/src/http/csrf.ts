import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'x-csrftoken';
const tokenPattern = /^[A-Za-z0-9_-]{32,128}$/;
const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function hasValidToken(request: FastifyRequest): boolean {
  const cookie = request.cookies[CSRF_COOKIE];
  const header = request.headers[CSRF_HEADER];
  if (typeof cookie !== 'string' || typeof header !== 'string') return false;
  return tokenPattern.test(cookie) && sameToken(cookie, header);
}

/**
 * Double-submit anti-forgery: GET /csrf hands out a token in JSON and in the `csrftoken` cookie;
 * every unsafe request must echo it in `X-CSRFToken`. A foreign site can send the cookie but cannot read it.
 */
export function registerCsrf(
  app: FastifyInstance,
  options: { secureCookie: boolean; exemptPrefixes?: readonly string[] },
) {
  const exempt = options.exemptPrefixes ?? [];
  app.get('/csrf', async (request, reply) => {
    const existing = request.cookies[CSRF_COOKIE];
    const csrfToken =
      existing && tokenPattern.test(existing) ? existing : randomBytes(32).toString('base64url');
    reply.setCookie(CSRF_COOKIE, csrfToken, {
      path: '/',
      sameSite: 'lax',
      httpOnly: false,
      secure: options.secureCookie,
      maxAge: 365 * 24 * 3600,
    });
    reply.header('cache-control', 'no-store');
    return { csrfToken };
  });

  app.addHook('onRequest', async (request, reply) => {
    if (!unsafeMethods.has(request.method)) return;
    // Server-to-server endpoints authenticate by their own credentials and never read the session cookie.
    if (exempt.some((prefix) => request.url.startsWith(prefix))) return;
    if (hasValidToken(request)) return;
    reply.code(403).send({ error: 'CSRF token missing or incorrect.' });
    return reply;
  });
}
