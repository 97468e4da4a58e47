import { resetPasswordSchema } from '@portal/domain/password-reset';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { users } from '../../db/schema/index';
import { type FieldError, fieldError, issuesToFieldErrors } from '../../graphql/errors';
import { type RateLimit, TOO_MANY_REQUESTS, takeRateLimit } from '../platform/rate-limit';
import { sendResetEmail } from './password-emails';
import { issuePasswordToken } from './password-tokens';

const HOUR_MS = 60 * 60 * 1000;
export const resetPerEmail: RateLimit = { bucket: 'reset:email', max: 5, windowMs: HOUR_MS };
export const resetPerAddress: RateLimit = { bucket: 'reset:address', max: 30, windowMs: HOUR_MS };

/**
 * resetPassword: the same answer whether or not the e-mail belongs to an account (the limits count the
 * e-mail typed, known or not), and a link only for an active user.
 */
export async function resetPassword({
  deps,
  email,
  address,
}: {
  deps: AppDeps;
  email: string;
  address: string;
}): Promise<{ ok: boolean; errors: FieldError[] }> {
  const parsed = resetPasswordSchema.safeParse({ email });
  if (!parsed.success) return { ok: false, errors: issuesToFieldErrors(parsed.error.issues) };
  if (!(await takeRateLimit(deps, resetPerAddress, address))) return fieldError(null, TOO_MANY_REQUESTS);
  if (!(await takeRateLimit(deps, resetPerEmail, parsed.data.email)))
    return fieldError(null, TOO_MANY_REQUESTS);

  const [user] = await deps.db
    .select({ id: users.id, email: users.email, isActive: users.isActive })
    .from(users)
    .where(eq(users.email, parsed.data.email))
    .limit(1);
  if (user?.isActive) {
    const token = await issuePasswordToken(deps, user.id, 'RESET');
    try {
      await sendResetEmail(deps, user, token);
    } catch (error) {
      // A mail failure must not answer differently from an unknown e-mail.
      deps.logger.error({ err: error, userId: user.id }, 'reset e-mail not sent');
    }
  }
  return { ok: true, errors: [] };
}
