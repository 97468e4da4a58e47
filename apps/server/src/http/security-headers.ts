import type { FastifyInstance } from 'fastify';

/**
 * The policy of every page the server serves (the built web app, the sandbox consent page, the outbox):
 * scripts only from this origin (Vite emits module scripts, no inline ones); styles also inline, because
 * Mantine injects <style> tags and style attributes; images also as data: and blob: URLs (generated
 * backgrounds, upload previews); no plugins, no framing by anyone. Forms may submit to this origin and to
 * the configured origins (the sandbox OAuth decision redirects to the callback at PUBLIC_URL).
 */
export function contentSecurityPolicy(formTargets: readonly string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${["'self'", ...formTargets].join(' ')}`,
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Browser-side hardening on every response. A route may set its own Content-Security-Policy; GraphiQL (only
 * under DEV_TOOLS) loads its editor from a CDN with inline scripts, so it keeps none.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: { allowedOrigins: readonly string[]; devTools: boolean },
) {
  const policy = contentSecurityPolicy(options.allowedOrigins);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    // Reset and invitation links carry their token in the path: never tell another site about them.
    reply.header('referrer-policy', 'same-origin');
    const isGraphiql = options.devTools && request.url.startsWith('/graphql');
    if (!isGraphiql && !reply.hasHeader('content-security-policy'))
      reply.header('content-security-policy', policy);
  });
}
