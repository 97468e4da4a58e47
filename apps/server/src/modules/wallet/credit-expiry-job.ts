import type { Db } from '../../db/client';
import { enqueueJob, type JobHandler } from '../jobs/job-queue';
import { expireCredits } from './expire-credits';

export const CREDIT_EXPIRY_JOB = 'credit-expiry';
const HOUR_MS = 60 * 60 * 1000;

const hourKey = (at: Date) => `${CREDIT_EXPIRY_JOB}:${at.toISOString().slice(0, 13)}`;
const startOfNextHour = (at: Date) => new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS + HOUR_MS);

/**
 * Queues the expiry run of the hour `at` falls in. The dedupe key makes it once per hour however many
 * server processes start or re-queue it.
 */
export function scheduleCreditExpiry(db: Db, at: Date) {
  return enqueueJob(db, { kind: CREDIT_EXPIRY_JOB, payload: {}, runAt: at, dedupeKey: hourKey(at) });
}

/** Expires every lot past its expiry, then queues the next hour's run: the schedule carries itself. */
export const creditExpiryJobHandler: JobHandler = async (_payload, deps) => {
  const now = deps.now();
  const result = await expireCredits({ deps: { db: deps.db, now: () => now } });
  if (result.expiredCount > 0)
    deps.logger.info({ ...result, expiredAmount: String(result.expiredAmount) }, 'credits expired');
  await scheduleCreditExpiry(deps.db, startOfNextHour(now));
};
