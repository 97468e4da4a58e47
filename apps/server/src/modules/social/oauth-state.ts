import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, like, lt, not } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { oauthStates } from '../../db/schema/index';
import { hashToken } from '../auth/session-token';
import type { ProviderIdentity } from './oauth-provider';

export type OAuthMode = 'login' | 'signup' | 'link';
export const oauthModes: readonly OAuthMode[] = ['login', 'signup', 'link'];

/** The browser that starts a flow gets this random cookie; `state` and hand-off tokens store only its hash. */
export const BINDING_COOKIE = 'oauth_binding';
export const STATE_TTL_MS = 10 * 60 * 1000;
/** How long /auth/register-with-sc may take between the provider's answer and the sign-up. */
export const HANDOFF_TTL_MS = 15 * 60 * 1000;
const HANDOFF_PREFIX = 'handoff:';

type Deps = Pick<AppDeps, 'db' | 'now'>;

const newSecret = () => randomBytes(32).toString('base64url');
const isSecret = (value: unknown): value is string =>
  typeof value === 'string' && /^[\w-]{32,128}$/.test(value);

export function bindingHashOf(request: FastifyRequest): string | null {
  const value = request.cookies[BINDING_COOKIE];
  return isSecret(value) ? hashToken(value) : null;
}

/** Reuses the browser's binding cookie (several tabs may run flows) or sets a new one. */
export function ensureBinding(request: FastifyRequest, reply: FastifyReply): string {
  const existing = request.cookies[BINDING_COOKIE];
  if (isSecret(existing)) return hashToken(existing);
  const value = newSecret();
  reply.setCookie(BINDING_COOKIE, value, {
    httpOnly: true,
    // Lax: the cookie rides along the top-level redirect back from the provider.
    sameSite: 'lax',
    secure: request.protocol === 'https' || request.headers['x-forwarded-proto'] === 'https',
    path: '/',
    maxAge: 24 * 60 * 60,
  });
  return hashToken(value);
}

export async function createState(
  deps: Deps,
  input: { bindingHash: string; provider: string; mode: OAuthMode; redirectUrl: string },
): Promise<string> {
  const state = newSecret();
  const now = deps.now();
  // Expired rows of earlier flows go here, so the table stays small without a job.
  await deps.db.delete(oauthStates).where(lt(oauthStates.expiresAt, new Date(now.getTime() - STATE_TTL_MS)));
  await deps.db.insert(oauthStates).values({
    state: hashToken(state),
    ...input,
    createdAt: now,
    expiresAt: new Date(now.getTime() + STATE_TTL_MS),
  });
  return state;
}

export type ConsumedState = { provider: string; mode: OAuthMode; redirectUrl: string };

/** Single use: spent by the update that checks provider, expiry and the browser binding. */
export async function consumeState(
  deps: Deps,
  input: { state: string; provider: string; bindingHash: string | null },
): Promise<ConsumedState | null> {
  if (!input.bindingHash || !input.state) return null;
  const now = deps.now();
  const [row] = await deps.db
    .update(oauthStates)
    .set({ usedAt: now })
    .where(
      and(
        eq(oauthStates.state, hashToken(input.state)),
        eq(oauthStates.provider, input.provider),
        eq(oauthStates.bindingHash, input.bindingHash),
        isNull(oauthStates.usedAt),
        gt(oauthStates.expiresAt, now),
        not(like(oauthStates.redirectUrl, `${HANDOFF_PREFIX}%`)),
      ),
    )
    .returning();
  return row ? { provider: row.provider, mode: row.mode, redirectUrl: row.redirectUrl } : null;
}

export type Handoff = ProviderIdentity & { provider: string; accessToken: string };

/**
 * After the callback, sign-up continues in the web app (wallet currency). The browser gets our own short-lived
 * token, never the provider's: the provider's token and the identity wait in an oauth_states row
 * (the identity rides in redirect_url behind a prefix, see docs/decisions/0040).
 */
export async function createHandoff(
  deps: Deps,
  input: { bindingHash: string; handoff: Handoff },
): Promise<string> {
  const token = newSecret();
  const now = deps.now();
  const { provider, ...payload } = input.handoff;
  await deps.db.insert(oauthStates).values({
    state: hashToken(token),
    bindingHash: input.bindingHash,
    provider,
    mode: 'signup',
    redirectUrl: `${HANDOFF_PREFIX}${JSON.stringify(payload)}`,
    createdAt: now,
    expiresAt: new Date(now.getTime() + HANDOFF_TTL_MS),
  });
  return token;
}

function handoffWhere(input: { token: string; provider: string; bindingHash: string }, now: Date) {
  return and(
    eq(oauthStates.state, hashToken(input.token)),
    eq(oauthStates.provider, input.provider),
    eq(oauthStates.bindingHash, input.bindingHash),
    isNull(oauthStates.usedAt),
    gt(oauthStates.expiresAt, now),
    like(oauthStates.redirectUrl, `${HANDOFF_PREFIX}%`),
  );
}

function parseHandoff(provider: string, redirectUrl: string): Handoff | null {
  try {
    const payload = JSON.parse(redirectUrl.slice(HANDOFF_PREFIX.length)) as Omit<Handoff, 'provider'>;
    return { provider, ...payload };
  } catch {
    return null;
  }
}

/** Reads a hand-off without spending it (socialAuth may answer 'not linked' and the sign-up follows). */
export async function readHandoff(
  deps: Deps,
  input: { token: string; provider: string; bindingHash: string | null },
): Promise<Handoff | null> {
  if (!input.bindingHash || !isSecret(input.token)) return null;
  const [row] = await deps.db
    .select()
    .from(oauthStates)
    .where(handoffWhere({ ...input, bindingHash: input.bindingHash }, deps.now()))
    .limit(1);
  return row ? parseHandoff(row.provider, row.redirectUrl) : null;
}

/** Spends a hand-off; false when another request spent it first. */
export async function spendHandoff(
  deps: Deps,
  input: { token: string; provider: string; bindingHash: string | null },
): Promise<boolean> {
  if (!input.bindingHash || !isSecret(input.token)) return false;
  const now = deps.now();
  const rows = await deps.db
    .update(oauthStates)
    .set({ usedAt: now })
    .where(handoffWhere({ ...input, bindingHash: input.bindingHash }, now))
    .returning({ state: oauthStates.state });
  return rows.length > 0;
}
