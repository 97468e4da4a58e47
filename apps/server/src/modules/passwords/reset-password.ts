import { resetPasswordSchema } from '@portal/domain/password-reset';
import type { AppDeps } from '../../app-deps';
import { DomainError, type FieldError, issuesToFieldErrors } from '../../graphql/errors';
import { type RateLimit, TOO_MANY_REQUESTS, takeRateLimit } from '../platform/rate-limit';
import { enqueuePasswordReset } from './reset-password-job';

const HOUR_MS = 60 * 60 * 1000;
export const resetPerEmail: RateLimit = { bucket: 'reset:email', max: 5, windowMs: HOUR_MS };
export const resetPerAddress: RateLimit = { bucket: 'reset:address', max: 30, windowMs: HOUR_MS };

/**
 * resetPassword: the same answer, and the same work, whether or not the e-mail belongs to an account:
 * the limits count the e-mail typed, known or not, and the request only queues a job; the job looks the
 * account up and e-mails a link only to an active user (docs/decisions/0103-reset-password-same-work.md).
 */
export async function resetPassword({
  deps,
  input: { email, address },
}: {
  deps: AppDeps;
  /** The e-mail typed, and the client's address (the limits count both). */
  input: { email: string; address: string };
}): Promise<{ ok: boolean; errors: FieldError[] }> {
  const parsed = resetPasswordSchema.safeParse({ email });
  if (!parsed.success) return { ok: false, errors: issuesToFieldErrors(parsed.error.issues) };
  if (!(await takeRateLimit(deps, resetPerAddress, address))) throw new DomainError(TOO_MANY_REQUESTS);
  if (!(await takeRateLimit(deps, resetPerEmail, parsed.data.email)))
    throw new DomainError(TOO_MANY_REQUESTS);

  await enqueuePasswordReset(deps, parsed.data.email);
  return { ok: true, errors: [] };
}
