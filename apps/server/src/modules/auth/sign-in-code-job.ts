import { and, count, eq, gt } from 'drizzle-orm';
import { otpCodes, users } from '../../db/schema/index';
import type { JobDeps } from '../jobs/job-queue';
import { issueOtp } from './otp';

export const SIGN_IN_CODE_JOB = 'sign-in-code';
const MAX_CODES_PER_HOUR = 10;

/**
 * Looks the e-mail up and, for an active user under the hourly allowance, issues and e-mails a code.
 * Runs in the job runner, so generateOtp answers after the same work whether the account exists or not.
 */
export async function sendSignInCode(deps: JobDeps, payload: unknown): Promise<void> {
  const email = (payload as { email?: unknown }).email;
  if (typeof email !== 'string') return;
  const [user] = await deps.db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!user?.isActive) return;
  const since = new Date(deps.now().getTime() - 60 * 60 * 1000);
  const [recent] = await deps.db
    .select({ value: count() })
    .from(otpCodes)
    .where(and(eq(otpCodes.userId, user.id), gt(otpCodes.createdAt, since)));
  if ((recent?.value ?? 0) >= MAX_CODES_PER_HOUR) return;
  await issueOtp(deps, user);
}
