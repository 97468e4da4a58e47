import type { SignedIn } from '../../graphql/context';

/** Issue 3: password, e-mail and 2FA changes are the user's own; staff acting as them may not make them. */
export const IMPERSONATION_REFUSED = 'profile:error.refusedWhileImpersonating';

export function isImpersonating(session: Pick<SignedIn, 'impersonatorId'>): boolean {
  return session.impersonatorId !== null;
}
