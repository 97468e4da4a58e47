import { RESET_TOKEN_TTL_MS, SETUP_TOKEN_TTL_MS } from '@portal/domain/password-reset';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { passwordTokens } from '../../db/schema/index';
import { hashToken, newSessionToken } from '../auth/session-token';

export type PasswordTokenPurpose = 'RESET' | 'SETUP';

const ttlMs: Record<PasswordTokenPurpose, number> = { RESET: RESET_TOKEN_TTL_MS, SETUP: SETUP_TOKEN_TTL_MS };

/**
 * A new single-use link token (256 bits; only its hash is stored). Earlier unused tokens of the same
 * purpose stop working, so only the newest e-mail's link is valid.
 */
export async function issuePasswordToken(
  { db, now }: { db: Db; now: () => Date },
  userId: number,
  purpose: PasswordTokenPurpose,
): Promise<string> {
  const token = newSessionToken();
  const at = now();
  await db
    .update(passwordTokens)
    .set({ usedAt: at })
    .where(
      and(
        eq(passwordTokens.userId, userId),
        eq(passwordTokens.purpose, purpose),
        isNull(passwordTokens.usedAt),
      ),
    );
  await db.insert(passwordTokens).values({
    userId,
    purpose,
    tokenHash: hashToken(token),
    createdAt: at,
    expiresAt: new Date(at.getTime() + ttlMs[purpose]),
  });
  return token;
}

/**
 * Spends the token in one conditional update (two concurrent calls cannot both win) and returns its
 * user, or null when the token is unknown, of another purpose or user, used, or expired.
 */
export async function consumePasswordToken(
  { db, now }: { db: Db; now: () => Date },
  input: { token: string; purpose: PasswordTokenPurpose; userId?: number },
): Promise<number | null> {
  const at = now();
  const [spent] = await db
    .update(passwordTokens)
    .set({ usedAt: at })
    .where(
      and(
        eq(passwordTokens.tokenHash, hashToken(input.token)),
        eq(passwordTokens.purpose, input.purpose),
        isNull(passwordTokens.usedAt),
        gt(passwordTokens.expiresAt, at),
        input.userId === undefined ? undefined : eq(passwordTokens.userId, input.userId),
      ),
    )
    .returning({ userId: passwordTokens.userId });
  return spent?.userId ?? null;
}

export type PasswordTokenDeps = Pick<AppDeps, 'db' | 'now'>;
