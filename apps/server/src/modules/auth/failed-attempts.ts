import { and, count, eq, gt, lte } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { authFailures } from '../../db/schema/index';

/** Password checks an account allows per hour from browsers it does not know (decision 0106). */
export const MAX_FAILED_CHECKS_PER_HOUR = 100;
/** From this many failures in the hour, unknown browsers need an e-mailed code before the password is checked. */
export const CHALLENGE_AFTER_FAILURES = 10;
const HOUR_MS = 60 * 60 * 1000;

/** Failed (or running) checks of an e-mail from unknown browsers in the last hour. */
export async function countRecentFailures(deps: Pick<AppDeps, 'db' | 'now'>, email: string): Promise<number> {
  const [row] = await deps.db
    .select({ value: count() })
    .from(authFailures)
    .where(
      and(
        eq(authFailures.email, email),
        gt(authFailures.createdAt, new Date(deps.now().getTime() - HOUR_MS)),
      ),
    );
  return Number(row?.value ?? 0);
}

/**
 * Reserves one password check for an e-mail before it runs. The reservation is a row, so concurrent
 * calls are ordered by id and the limit holds exactly.
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
