import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { rotateCsrfToken } from '../../http/csrf';
import { isHttps } from '../../http/is-https';
import { destroySession } from './session';
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

/** The request a sign-in answers: a GraphQL context, or a REST route's pieces. */
export type BrowserRequest = {
  deps: AppDeps;
  request: FastifyRequest;
  reply: FastifyReply;
  /** The session the browser came with, if any. */
  session: { id: string } | null;
};

/** A new session id at every sign-in (no fixation): the session the browser came with ends, the new one is set. */
export async function startBrowserSession(browser: BrowserRequest, token: string) {
  if (browser.session) await destroySession(browser.deps, browser.session.id);
  setSessionCookie(browser.request, browser.reply, token);
}

/** signOut: the session ends and its cookie goes; the device cookie stays (the browser is still one the user signed in from). */
export async function endBrowserSession(browser: BrowserRequest) {
  if (browser.session) await destroySession(browser.deps, browser.session.id);
  clearSessionCookie(browser.reply);
}
