import { and, count, eq, gt } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { otpCodes, users } from '../../db/schema/index';
import { issueOtp } from './otp';

const MAX_CODES_PER_HOUR = 10;

/** Always answers ok for a well-formed e-mail, so the call cannot tell which accounts exist. */
export async function generateOtp(
  deps: AppDeps,
  rawEmail: string,
): Promise<{ ok: boolean; errors: { field: string; messages: string[] }[] }> {
  const email = z.string().trim().toLowerCase().email().safeParse(rawEmail);
  if (!email.success)
    return { ok: false, errors: [{ field: 'email', messages: ['auth:error.invalidEmail'] }] };
  const [user] = await deps.db.select().from(users).where(eq(users.email, email.data)).limit(1);
  if (!user?.isActive) return { ok: true, errors: [] };
  const since = new Date(deps.now().getTime() - 60 * 60 * 1000);
  const [recent] = await deps.db
    .select({ value: count() })
    .from(otpCodes)
    .where(and(eq(otpCodes.userId, user.id), gt(otpCodes.createdAt, since)));
  if ((recent?.value ?? 0) >= MAX_CODES_PER_HOUR) return { ok: true, errors: [] };
  await issueOtp(deps, user);
  return { ok: true, errors: [] };
}
