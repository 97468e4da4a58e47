import { formatMicros } from '@portal/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { catalogs, sandboxProviderUsers } from '../../db/schema/index';
import { findBackend } from './backends';
import { callbackUrl } from './providers';
import { issueSandboxCode, redeemSandboxCode, sandboxUserForToken } from './sandbox-grants';
import { renderAuthorizePage } from './sandbox-page';
import { SANDBOX_CLIENT_ID } from './sandbox-provider';

type ProviderParams = { Params: { provider: string } };
type Query = Record<string, string | undefined>;

const emailSchema = z.string().trim().toLowerCase().email().max(254);
const MAX_LISTED_ACCOUNTS = 20;

function badRequest(reply: FastifyReply, message: string) {
  return reply
    .code(400)
    .type('text/html')
    .send(`<!doctype html><meta charset="utf-8"><title>Sandbox</title><p>${message}</p>`);
}

function bearer(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}

function withParams(base: string, params: Record<string, string>): string {
  const url = new URL(base);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

/**
 * The built-in OAuth 2 provider's own endpoints, for backends that have no real provider configured:
 * authorize (consent page) and its decision, token, userinfo and the seller balance. Only this server's
 * callback is a registered redirect URI.
 */
export function registerSandboxRoutes(app: FastifyInstance, deps: AppDeps) {
  // The sandbox stands for every backend's provider; it issues tokens only its own implementation accepts.
  const sandboxBackend = (provider: string) => findBackend(deps.db, provider);
  const checkClient = (provider: string, query: Query) =>
    query.redirect_uri === callbackUrl(deps, provider) &&
    typeof query.state === 'string' &&
    query.state.length <= 200;

  app.get<ProviderParams & { Querystring: Query }>(
    '/sandbox/oauth/:provider/authorize',
    async (request, reply) => {
      const backend = await sandboxBackend(request.params.provider);
      if (!backend) return badRequest(reply, 'Unknown provider.');
      const { query } = request;
      if (
        query.response_type !== 'code' ||
        query.client_id !== SANDBOX_CLIENT_ID ||
        !checkClient(backend.provider, query)
      )
        return badRequest(reply, 'Invalid authorization request: unknown client or redirect URI.');
      const accounts = await deps.db
        .select()
        .from(sandboxProviderUsers)
        .where(eq(sandboxProviderUsers.provider, backend.provider))
        .orderBy(asc(sandboxProviderUsers.id))
        .limit(MAX_LISTED_ACCOUNTS);
      reply.type('text/html').header('cache-control', 'no-store');
      return renderAuthorizePage({
        provider: backend.provider,
        providerName: backend.name,
        redirectUri: query.redirect_uri!,
        state: query.state!,
        accounts,
      });
    },
  );

  app.get<ProviderParams & { Querystring: Query }>(
    '/sandbox/oauth/:provider/decision',
    async (request, reply) => {
      const backend = await sandboxBackend(request.params.provider);
      const { query } = request;
      if (!backend || !checkClient(backend.provider, query))
        return badRequest(reply, 'Invalid authorization request.');
      const redirectUri = query.redirect_uri!;
      if (query.decision !== 'approve')
        return reply.redirect(withParams(redirectUri, { error: 'access_denied', state: query.state! }));

      const typed = query.email?.trim() ? query.email : undefined;
      const chosen = typed ?? (query.account && query.account !== 'new' ? query.account : undefined);
      const email = emailSchema.safeParse(chosen ?? '');
      if (!email.success) return badRequest(reply, 'Enter a valid e-mail address. Go back and try again.');
      const account = await findOrCreateAccount(deps, backend, email.data, query.fullName);
      const code = await issueSandboxCode(deps, { providerUserId: account.id, redirectUri });
      return reply.redirect(withParams(redirectUri, { code, state: query.state! }));
    },
  );

  app.register(async (scope) => {
    // OAuth clients post the token request as a form (RFC 6749 §4.1.3); parsed here only.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 8192 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope.post<ProviderParams & { Body: Query }>('/sandbox/oauth/:provider/token', async (request, reply) => {
      const backend = await sandboxBackend(request.params.provider);
      const body = request.body ?? {};
      reply.header('cache-control', 'no-store');
      if (!backend) return reply.code(400).send({ error: 'invalid_client' });
      if (body.grant_type !== 'authorization_code')
        return reply.code(400).send({ error: 'unsupported_grant_type' });
      if (body.client_id !== SANDBOX_CLIENT_ID) return reply.code(401).send({ error: 'invalid_client' });
      const grant = await redeemSandboxCode(deps, {
        provider: backend.provider,
        code: String(body.code ?? ''),
        redirectUri: String(body.redirect_uri ?? ''),
      });
      if (!grant) return reply.code(400).send({ error: 'invalid_grant' });
      return { access_token: grant.accessToken, token_type: 'Bearer', expires_in: grant.expiresInSeconds };
    });
  });

  const tokenUser = async (request: FastifyRequest<ProviderParams>) => {
    const accessToken = bearer(request);
    return accessToken ? sandboxUserForToken(deps, { provider: request.params.provider, accessToken }) : null;
  };

  app.get<ProviderParams>('/sandbox/oauth/:provider/userinfo', async (request, reply) => {
    const user = await tokenUser(request);
    if (!user)
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer error="invalid_token"')
        .send({ error: 'invalid_token' });
    return { sub: String(user.id), email: user.email, name: user.fullName };
  });

  app.get<ProviderParams>('/sandbox/oauth/:provider/balance', async (request, reply) => {
    const user = await tokenUser(request);
    if (!user)
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer error="invalid_token"')
        .send({ error: 'invalid_token' });
    return { balance: formatMicros(user.sellerBalanceMicros), currency: user.currency };
  });
}

async function findOrCreateAccount(
  deps: AppDeps,
  backend: { provider: string; catalogId: number | null },
  email: string,
  fullName: string | undefined,
) {
  const where = and(
    eq(sandboxProviderUsers.provider, backend.provider),
    eq(sandboxProviderUsers.email, email),
  );
  const [existing] = await deps.db.select().from(sandboxProviderUsers).where(where);
  if (existing) return existing;
  const [catalog] = backend.catalogId
    ? await deps.db.select().from(catalogs).where(eq(catalogs.id, backend.catalogId))
    : [];
  const name = fullName?.trim().slice(0, 100) || email.split('@')[0]!;
  await deps.db
    .insert(sandboxProviderUsers)
    .values({ provider: backend.provider, email, fullName: name, currency: catalog?.currencyCode ?? 'SGD' })
    .onConflictDoNothing();
  const [created] = await deps.db.select().from(sandboxProviderUsers).where(where);
  return created!;
}
