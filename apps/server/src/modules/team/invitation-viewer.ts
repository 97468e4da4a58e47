import type { SessionState } from '../auth/session';

/** The account a browser is signed in as, when it may act on its own invitations. */
export type InvitationViewer = { userId: number };

/**
 * A session counts as the invitee only when it is that user's own: staff impersonating someone act for
 * them on the portal, but joining another company (and the fresh session that follows) is the user's call.
 */
export function invitationViewer(session: SessionState | null): InvitationViewer | null {
  if (!session || session.impersonatorId !== null) return null;
  return { userId: session.user.id };
}
