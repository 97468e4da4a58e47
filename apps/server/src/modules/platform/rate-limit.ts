import { and, count, eq, gt, lte } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { rateLimitHits } from '../../db/schema/index';

export type RateLimit = { bucket: string; max: number; windowMs: number };

/** Limits for the unauthenticated calls, per e-mail and per client address (DESIGN.md, security model). */
export const rateLimits = {
  otpPerAddress: { bucket: 'otp:address', max: 30, windowMs: 60 * 60 * 1000 },
  signInPerAddress: { bucket: 'sign-in:address', max: 300, windowMs: 60 * 60 * 1000 },
  resetPerEmail: { bucket: 'reset:email', max: 5, windowMs: 60 * 60 * 1000 },
  resetPerAddress: { bucket: 'reset:address', max: 30, windowMs: 60 * 60 * 1000 },
  signUpPerAddress: { bucket: 'sign-up:address', max: 10, windowMs: 60 * 60 * 1000 },
  invitePerCompany: { bucket: 'invite:company', max: 50, windowMs: 60 * 60 * 1000 },
  invitationAcceptPerAddress: { bucket: 'invitation:address', max: 30, windowMs: 60 * 60 * 1000 },
  // Distinct e-mails one address may ask "is it registered?" about at sign-up (decision 0104).
  signUpEmailLookupPerAddress: { bucket: 'sign-up-email:address', max: 20, windowMs: 60 * 60 * 1000 },
} as const satisfies Record<string, RateLimit>;

/**
 * Counts one hit and says whether it is within the limit. The hit is written before counting, so
 * concurrent calls are ordered by id and the limit holds exactly; a refused hit is removed.
 */
export async function takeRateLimit(
  deps: Pick<AppDeps, 'db' | 'now'>,
  limit: RateLimit,
  key: string,
): Promise<boolean> {
  const now = deps.now();
  const [hit] = await deps.db
    .insert(rateLimitHits)
    .values({ bucket: limit.bucket, key, createdAt: now })
    .returning({ id: rateLimitHits.id });
  const [row] = await deps.db
    .select({ value: count() })
    .from(rateLimitHits)
    .where(
      and(
        eq(rateLimitHits.bucket, limit.bucket),
        eq(rateLimitHits.key, key),
        gt(rateLimitHits.createdAt, new Date(now.getTime() - limit.windowMs)),
        lte(rateLimitHits.id, hit!.id),
      ),
    );
  if ((row?.value ?? 0) > limit.max) {
    await deps.db.delete(rateLimitHits).where(eq(rateLimitHits.id, hit!.id));
    return false;
  }
  return true;
}

export const TOO_MANY_REQUESTS = 'common:error.tooManyRequests';

/** Hits of a limit's key within its window (sign-in pacing grows its delay with the number). */
export async function countRecentHits(
  deps: Pick<AppDeps, 'db' | 'now'>,
  limit: RateLimit,
  key: string,
): Promise<number> {
  const [row] = await deps.db
    .select({ value: count() })
    .from(rateLimitHits)
    .where(
      and(
        eq(rateLimitHits.bucket, limit.bucket),
        eq(rateLimitHits.key, key),
        gt(rateLimitHits.createdAt, new Date(deps.now().getTime() - limit.windowMs)),
      ),
    );
  return Number(row?.value ?? 0);
}

/** Whether a key already spent its allowance, without counting a hit (for limits that count only failures). */
export async function isRateLimited(
  deps: Pick<AppDeps, 'db' | 'now'>,
  limit: RateLimit,
  key: string,
): Promise<boolean> {
  return (await countRecentHits(deps, limit, key)) >= limit.max;
}

export async function recordHit(
  deps: Pick<AppDeps, 'db' | 'now'>,
  limit: RateLimit,
  key: string,
): Promise<void> {
  await deps.db.insert(rateLimitHits).values({ bucket: limit.bucket, key, createdAt: deps.now() });
}
