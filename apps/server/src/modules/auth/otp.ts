import { createHash, randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { otpCodes } from '../../db/schema/index';

export const OTP_TTL_MS = 10 * 60 * 1000;

const hashCode = (userId: number, code: string) =>
  createHash('sha256').update(`${userId}:${code}`).digest('hex');

/** A new 6-digit code, single use, valid 10 minutes; earlier unused codes stay valid until they expire. */
export async function issueOtp(
  deps: Pick<AppDeps, 'db' | 'now' | 'mailer'>,
  user: { id: number; email: string },
): Promise<void> {
  const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
  const now = deps.now();
  await deps.db.insert(otpCodes).values({
    userId: user.id,
    codeHash: hashCode(user.id, code),
    createdAt: now,
    expiresAt: new Date(now.getTime() + OTP_TTL_MS),
  });
  await deps.mailer.send({
    to: user.email,
    subject: 'Your sign-in code',
    text: `Your sign-in code is ${code}. It is valid for 10 minutes and can be used once.\n\nIf you did not try to sign in, change your password.`,
  });
}

/** True and the code is spent when it matches an unused, unexpired code of the user. */
export async function consumeOtp(
  deps: Pick<AppDeps, 'db' | 'now'>,
  userId: number,
  code: string,
): Promise<boolean> {
  const now = deps.now();
  const candidates = await deps.db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.userId, userId), isNull(otpCodes.usedAt), gt(otpCodes.expiresAt, now)))
    .orderBy(desc(otpCodes.id))
    .limit(10);
  const match = candidates.find((candidate) => candidate.codeHash === hashCode(userId, code));
  if (!match) return false;
  const spent = await deps.db
    .update(otpCodes)
    .set({ usedAt: now })
    .where(and(eq(otpCodes.id, match.id), isNull(otpCodes.usedAt)))
    .returning({ id: otpCodes.id });
  return spent.length === 1;
}
