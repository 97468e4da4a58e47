import { and, count, eq, gt, lte } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { authFailures } from '../../db/schema/index';

export const MAX_FAILED_CHECKS_PER_HOUR = 100;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Reserves one password check for an e-mail before it runs. The reservation is a row, so concurrent
 * calls (and aliases in one request) are ordered by id and the limit holds exactly.
 * Returns the reservation id, or null when the hour's allowance is spent.
 */
export async function reserveCheck(deps: AppDeps, email: string): Promise<number | null> {
  const now = deps.now();
  const [row] = await deps.db
    .insert(authFailures)
    .values({ email, createdAt: now })
    .returning({ id: authFailures.id });
  const reservation = row!.id;
  const [{ value }] = (await deps.db
    .select({ value: count() })
    .from(authFailures)
    .where(
      and(
        eq(authFailures.email, email),
        gt(authFailures.createdAt, new Date(now.getTime() - HOUR_MS)),
        lte(authFailures.id, reservation),
      ),
    )) as [{ value: number }];
  if (value > MAX_FAILED_CHECKS_PER_HOUR) {
    await releaseCheck(deps, reservation);
    return null;
  }
  return reservation;
}

/** A successful check is not a failure: its reservation goes. */
export async function releaseCheck(deps: AppDeps, reservation: number): Promise<void> {
  await deps.db.delete(authFailures).where(eq(authFailures.id, reservation));
}
