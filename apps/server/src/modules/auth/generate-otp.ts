import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { DomainError } from '../../graphql/errors';
import { type BasePayload, okPayload } from '../../graphql/payload';
import { enqueueJob } from '../jobs/job-queue';
import { rateLimits, TOO_MANY_REQUESTS, takeRateLimit } from '../platform/rate-limit';
import { SIGN_IN_CODE_JOB } from './sign-in-code-job';

/**
 * Always answers ok for a well-formed e-mail, after the same work (one queued job) whether the account
 * exists or not: the lookup, the code and the e-mail happen in the job runner, so neither the answer nor
 * its timing tells which accounts exist (decision 0107).
 */
export async function generateOtp({
  deps,
  input,
}: {
  deps: Pick<AppDeps, 'db' | 'now'>;
  /** `address`: the client's, which the limit counts. */
  input: { email: string; address: string };
}): Promise<BasePayload> {
  if (!(await takeRateLimit(deps, rateLimits.otpPerAddress, input.address)))
    throw new DomainError(TOO_MANY_REQUESTS);
  const email = z.string().trim().toLowerCase().email().safeParse(input.email);
  if (!email.success) throw new DomainError('auth:error.invalidEmail', 'email');
  await enqueueJob(deps.db, { kind: SIGN_IN_CODE_JOB, payload: { email: email.data }, runAt: deps.now() });
  return okPayload;
}
