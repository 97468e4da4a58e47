import type { FastifyRequest } from 'fastify';

/**
 * Whether the browser reached us over HTTPS (directly or through a proxy that says so), so cookies get the
 * Secure flag there and plain-HTTP local runs keep working. Believing X-Forwarded-Proto here can only make a
 * cookie stricter, never looser.
 */
export function isHttps(request: FastifyRequest): boolean {
  return request.protocol === 'https' || request.headers['x-forwarded-proto'] === 'https';
}
