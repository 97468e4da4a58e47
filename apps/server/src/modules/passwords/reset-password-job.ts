import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { enqueueJob, type JobDeps } from '../jobs/job-queue';
import { sendResetEmail } from './password-emails';
import { issuePasswordToken } from './password-tokens';

export const PASSWORD_RESET_JOB = 'password-reset-email';

type ResetPayload = { email: string };

/**
 * resetPassword's whole answer-independent work: one job row, whatever the e-mail. Looking the account up,
 * issuing the token and sending the mail happen in the job, after the answer, so the request takes as long
 * for a known address as for an unknown one (docs/decisions/0103-reset-password-same-work.md).
 */
export async function enqueuePasswordReset(deps: { db: Db; now: () => Date }, email: string): Promise<void> {
  await enqueueJob(deps.db, { kind: PASSWORD_RESET_JOB, payload: { email }, runAt: deps.now() });
}

/** The job: a link for an active user with this e-mail; nothing (and no error) for anyone else. */
export async function sendPasswordReset(payload: unknown, deps: JobDeps): Promise<void> {
  const email = (payload as Partial<ResetPayload> | null)?.email;
  if (typeof email !== 'string') return;
  const [user] = await deps.db
    .select({ id: users.id, email: users.email, isActive: users.isActive })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  if (!user?.isActive) return;
  const token = await issuePasswordToken(deps, user.id, 'RESET');
  // A mail failure throws: the job runs again later (with a fresh token; the unsent one is void).
  await sendResetEmail(deps, user, token);
}
