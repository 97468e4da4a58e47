import { safeRedirectPath, socialModes } from '@portal/domain/social';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { restRefusals } from '../../http/rest-error';
import { loadSession } from '../auth/session';
import { startBrowserSession } from '../auth/session-cookie';
import { SESSION_COOKIE } from '../auth/session-token';
import { takeRateLimit } from '../platform/rate-limit';
import { findBackend } from './backends';
import { handleOAuthCallback } from './oauth-callback';
import { bindingHashOf, createState, ensureBinding, type OAuthMode } from './oauth-state';
import { realProviderConfig } from './provider-config';
import { callbackUrl, providerFor } from './providers';
import { registerSandboxRoutes } from './sandbox-routes';
import { seededProviders } from './seed-auth-backends';
import { socialIcons } from './social-icons';

/** Starting flows creates rows; a browser needs a handful an hour, a script gets stopped here. */
export const socialStartPerAddress = { bucket: 'social-start:address', max: 60, windowMs: 60 * 60 * 1000 };

const defaultRedirect: Record<OAuthMode, string> = { login: '/sponsor', signup: '/sponsor', link: '/linked' };

type ProviderParams = { Params: { provider: string } };

/** The OAuth 2 start and callback of every auth backend, the backends' icons, and the sandbox provider. */
export function registerSocialRoutes(app: FastifyInstance, deps: AppDeps) {
  // Fail fast on a half-configured real provider (ConfigError names the variable).
  for (const provider of seededProviders) realProviderConfig(provider);

  app.get<ProviderParams & { Querystring: { mode?: string; redirectUrl?: string } }>(
    '/v1/auth/start/:provider',
    async (request, reply) => {
      const backend = await findBackend(deps.db, request.params.provider);
      if (!backend) return reply.redirect('/auth?socialError=unknownProvider');
      const mode = (socialModes as readonly string[]).includes(request.query.mode ?? '')
        ? (request.query.mode as OAuthMode)
        : 'login';
      if (!(await takeRateLimit(deps, socialStartPerAddress, request.ip)))
        return reply.redirect(`${mode === 'link' ? '/linked' : '/auth'}?socialError=tooManyRequests`);
      const state = await createState(deps, {
        bindingHash: ensureBinding(request, reply),
        provider: backend.provider,
        mode,
        redirectUrl: safeRedirectPath(request.query.redirectUrl, defaultRedirect[mode]),
      });
      reply.header('cache-control', 'no-store');
      return reply.redirect(
        providerFor(deps, backend.provider).authorizeUrl({
          state,
          redirectUri: callbackUrl(deps, backend.provider),
        }),
      );
    },
  );

  app.get<ProviderParams & { Querystring: { code?: string; state?: string; error?: string } }>(
    '/v1/auth/callback/:provider',
    async (request, reply) => {
      const cookie = request.cookies[SESSION_COOKIE];
      const session = await loadSession(deps, cookie, null);
      const outcome = await handleOAuthCallback(deps, {
        provider: request.params.provider,
        ...request.query,
        bindingHash: bindingHashOf(request),
        session,
      });
      // A new session id at every sign-in; the one the browser came with ends.
      if (outcome.sessionToken)
        await startBrowserSession({ deps, request, reply, session }, outcome.sessionToken);
      reply.header('cache-control', 'no-store');
      return reply.redirect(outcome.redirectTo);
    },
  );

  app.get<{ Params: { name: string } }>('/v1/auth/icons/:name', async (request, reply) => {
    const icon = socialIcons[request.params.name];
    if (!icon) throw restRefusals.notFound();
    reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400');
    return icon;
  });

  registerSandboxRoutes(app, deps);
}
