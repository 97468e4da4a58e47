import type { FastifyReply, FastifyRequest } from 'fastify';
import { rotateCsrfToken } from '../../http/csrf';
import { isHttps } from '../../http/is-https';
import { SESSION_COOKIE, SESSION_TTL_MS } from './session-token';

/** Sets the session cookie and, with it, an anti-forgery token bound to that session (http/csrf.ts). */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    // Secure only behind HTTPS, so plain-HTTP local runs still work.
    secure: isHttps(request),
    path: '/',
    maxAge: Math.floor(SESSION_TTL_MS / 1000),
  });
  rotateCsrfToken(request, reply, token);
}

/** Clears the session cookie and hands out a signed-out anti-forgery token in its place. */
export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  rotateCsrfToken(reply.request, reply, null);
}
