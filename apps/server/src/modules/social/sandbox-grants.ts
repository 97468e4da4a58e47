import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { sandboxProviderGrants, sandboxProviderUsers } from '../../db/schema/index';
import { hashToken } from '../auth/session-token';

/** The sandbox behaves like a careful provider: short-lived single-use codes, expiring bearer tokens. */
export const SANDBOX_CODE_TTL_MS = 5 * 60 * 1000;
export const SANDBOX_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

type Deps = Pick<AppDeps, 'db' | 'now'>;
export type SandboxUser = typeof sandboxProviderUsers.$inferSelect;

export async function issueSandboxCode(
  deps: Deps,
  input: { providerUserId: number; redirectUri: string },
): Promise<string> {
  const code = randomBytes(24).toString('base64url');
  await deps.db.insert(sandboxProviderGrants).values({
    kind: 'CODE',
    valueHash: hashToken(code),
    providerUserId: input.providerUserId,
    redirectUri: input.redirectUri,
    expiresAt: new Date(deps.now().getTime() + SANDBOX_CODE_TTL_MS),
  });
  return code;
}

/**
 * Trades a code for an access token. The code is spent by the same update that checks it, so two
 * concurrent redemptions cannot both win; a wrong redirect URI spends it too (RFC 6749 §4.1.3).
 */
export async function redeemSandboxCode(
  deps: Deps,
  input: { provider: string; code: string; redirectUri: string },
): Promise<{ accessToken: string; expiresInSeconds: number } | null> {
  const now = deps.now();
  const [grant] = await deps.db
    .update(sandboxProviderGrants)
    .set({ usedAt: now })
    .where(
      and(
        eq(sandboxProviderGrants.valueHash, hashToken(input.code)),
        eq(sandboxProviderGrants.kind, 'CODE'),
        isNull(sandboxProviderGrants.usedAt),
        gt(sandboxProviderGrants.expiresAt, now),
      ),
    )
    .returning();
  if (!grant || grant.redirectUri !== input.redirectUri) return null;
  const [user] = await deps.db
    .select()
    .from(sandboxProviderUsers)
    .where(eq(sandboxProviderUsers.id, grant.providerUserId));
  if (user?.provider !== input.provider) return null;
  const accessToken = randomBytes(32).toString('base64url');
  await deps.db.insert(sandboxProviderGrants).values({
    kind: 'TOKEN',
    valueHash: hashToken(accessToken),
    providerUserId: user.id,
    expiresAt: new Date(now.getTime() + SANDBOX_TOKEN_TTL_MS),
  });
  return { accessToken, expiresInSeconds: SANDBOX_TOKEN_TTL_MS / 1000 };
}

/** The provider account behind a bearer token of this provider, or null (unknown, expired or foreign). */
export async function sandboxUserForToken(
  deps: Deps,
  input: { provider: string; accessToken: string },
): Promise<SandboxUser | null> {
  const [row] = await deps.db
    .select({ user: sandboxProviderUsers })
    .from(sandboxProviderGrants)
    .innerJoin(sandboxProviderUsers, eq(sandboxProviderUsers.id, sandboxProviderGrants.providerUserId))
    .where(
      and(
        eq(sandboxProviderGrants.valueHash, hashToken(input.accessToken)),
        eq(sandboxProviderGrants.kind, 'TOKEN'),
        gt(sandboxProviderGrants.expiresAt, deps.now()),
        eq(sandboxProviderUsers.provider, input.provider),
      ),
    )
    .limit(1);
  return row?.user ?? null;
}
