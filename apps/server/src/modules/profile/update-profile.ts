import { profileSchema } from '@portal/domain/profile';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { users } from '../../db/schema/index';
import type { SignedIn } from '../../graphql/context';
import { DomainError, type FieldError, issuesToFieldErrors } from '../../graphql/errors';
import { invalidateSessionCache } from '../auth/session-cache-listener';
import { IMPERSONATION_REFUSED, isImpersonating } from './impersonation-guard';

export type UpdateProfileArgs = {
  firstName?: string | null;
  lastName?: string | null;
  title?: string | null;
  language?: string | null;
  timezone?: string | null;
  enabled2fa?: boolean | null;
};

export type UpdateProfileResult = { ok: boolean; errors: FieldError[]; me: SignedIn | null };

/** updateProfile: language and enabled2fa left out keep their values; the names and time zone are required. */
export async function updateProfile({
  deps,
  actor,
  input,
}: {
  deps: Pick<AppDeps, 'db'>;
  actor: SignedIn;
  input: UpdateProfileArgs;
}): Promise<UpdateProfileResult> {
  const parsed = profileSchema.safeParse({
    firstName: input.firstName ?? '',
    lastName: input.lastName ?? '',
    title: input.title ?? '',
    timezone: input.timezone ?? '',
    language: input.language ?? actor.user.language,
    enabled2fa: input.enabled2fa ?? actor.user.enabled2fa,
  });
  if (!parsed.success) return { ok: false, errors: issuesToFieldErrors(parsed.error.issues), me: null };
  if (parsed.data.enabled2fa !== actor.user.enabled2fa && isImpersonating(actor))
    throw new DomainError(IMPERSONATION_REFUSED, 'enabled2fa');

  const [user] = await deps.db.update(users).set(parsed.data).where(eq(users.id, actor.user.id)).returning();
  invalidateSessionCache(deps.db, { userId: actor.user.id });
  return { ok: true, errors: [], me: { ...actor, user: user! } };
}
