import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { enqueueJob } from '../jobs/job-queue';
import { SIGN_IN_CODE_JOB } from './sign-in-code-job';

/**
 * Always answers ok for a well-formed e-mail, after the same work (one queued job) whether the account
 * exists or not: the lookup, the code and the e-mail happen in the job runner, so neither the answer nor
 * its timing tells which accounts exist (decision 0107).
 */
export async function generateOtp(
  deps: AppDeps,
  rawEmail: string,
): Promise<{ ok: boolean; errors: { field: string; messages: string[] }[] }> {
  const email = z.string().trim().toLowerCase().email().safeParse(rawEmail);
  if (!email.success)
    return { ok: false, errors: [{ field: 'email', messages: ['auth:error.invalidEmail'] }] };
  await enqueueJob(deps.db, { kind: SIGN_IN_CODE_JOB, payload: { email: email.data }, runAt: deps.now() });
  return { ok: true, errors: [] };
}
