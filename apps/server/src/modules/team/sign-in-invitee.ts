import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { users } from '../../db/schema/index';
import { createSession } from '../auth/session';

/** A new session for the invitee who just joined, in the invitation's company; answers its token. */
export async function signInInvitee({
  deps,
  input,
}: {
  deps: AppDeps;
  input: { userId: number; companyId: number };
}): Promise<string> {
  const token = await createSession(deps, { userId: input.userId, companyId: input.companyId });
  await deps.db.update(users).set({ lastLoginAt: deps.now() }).where(eq(users.id, input.userId));
  return token;
}
