import {
  acceptInvitationExistingUserSchema,
  acceptInvitationNewUserSchema,
  invitationStatus,
  splitFullName,
} from '@portal/domain/invitation';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { companies, invitations, memberships, roles, users } from '../../db/schema/index';
import type { SignedIn } from '../../graphql/context';
import { DomainError, type FieldError, issuesToFieldErrors } from '../../graphql/errors';
import { releaseCheck, reserveCheck } from '../auth/failed-attempts';
import { hashPassword, verifyPassword } from '../auth/password-hash';
import { notificationMessage } from '../notifications/messages';
import { escapeHtml, notifyCompanyManagers } from '../notifications/notify';
import { rateLimits, TOO_MANY_REQUESTS, takeRateLimit } from '../platform/rate-limit';
import { invitationTokenHash, usableInvitationToken } from './invitation-token';
import { type InvitationViewer, invitationViewer } from './invitation-viewer';
import { signInInvitee } from './sign-in-invitee';

export type AcceptInvitationResult =
  | {
      ok: true;
      errors: FieldError[];
      /** False when the account uses two-factor sign-in: it joined and now signs in with its code. */
      isSignedIn: boolean;
      /** The invitee's new session, in the invitation's company, for the resolver to set as the cookie. */
      sessionToken: string | null;
    }
  | { ok: false; errors: FieldError[]; isSignedIn: false; sessionToken: null };

type Invitation = typeof invitations.$inferSelect;

const refused = (errors: FieldError[]): AcceptInvitationResult => ({
  ok: false,
  errors,
  isSignedIn: false,
  sessionToken: null,
});
type User = typeof users.$inferSelect;

/** Tells an account without a password to come back signed in: the link never sets a password. */
export const SIGN_IN_TO_ACCEPT = 'team:error.signInToAccept';

async function findInvitation(deps: AppDeps, rawToken: string) {
  const token = usableInvitationToken(rawToken);
  if (!token) return null;
  const [invitation] = await deps.db
    .select()
    .from(invitations)
    .where(eq(invitations.token, invitationTokenHash(token)));
  return invitation ?? null;
}

/**
 * How an existing account proves it is the one joining: signed in as itself on this browser, or its own
 * password (failures count like sign-in failures). An account without a password (social or seller-center
 * sign-in, or created by sign-up without one) must sign in first: holding the link is not enough to
 * take an account over, and the link never sets a password (docs/decisions/0101-accepting-for-existing-accounts.md).
 */
async function checkExistingUser(
  deps: AppDeps,
  user: User,
  viewer: InvitationViewer | null,
  password: string,
): Promise<FieldError[]> {
  if (viewer?.userId === user.id) return [];
  if (!user.passwordHash) throw new DomainError(SIGN_IN_TO_ACCEPT, 'password');
  const parsed = acceptInvitationExistingUserSchema.safeParse({ password });
  if (!parsed.success) return issuesToFieldErrors(parsed.error.issues);
  const reservation = await reserveCheck(deps, user.email);
  if (reservation === null) throw new DomainError(TOO_MANY_REQUESTS);
  if (!(await verifyPassword(user.passwordHash, password)))
    throw new DomainError('team:error.wrongPassword', 'password');
  await releaseCheck(deps, reservation);
  return [];
}

/** Uses the invitation up and adds (or re-activates) the membership; a newcomer's account is created here. */
async function joinCompany(
  deps: AppDeps,
  invitation: Invitation,
  existing: User | null,
  input: { name: string; password: string },
): Promise<number | null> {
  // Only a newcomer's password is ever hashed and stored here.
  const passwordHash = existing ? null : await hashPassword(input.password);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    // Single use even under concurrent clicks: only the call that flips PENDING wins.
    const [claimed] = await tx
      .update(invitations)
      .set({ status: 'ACCEPTED', acceptedAt: now })
      .where(and(eq(invitations.id, invitation.id), eq(invitations.status, 'PENDING')))
      .returning({ id: invitations.id });
    if (!claimed) return null;
    let userId = existing?.id;
    if (!userId) {
      const [created] = await tx
        .insert(users)
        .values({ email: invitation.email, passwordHash, ...splitFullName(input.name) })
        .returning({ id: users.id });
      userId = created!.id;
    }
    await tx
      .insert(memberships)
      .values({ userId, companyId: invitation.companyId, roleId: invitation.roleId, status: 'ACTIVE' })
      .onConflictDoUpdate({
        target: [memberships.userId, memberships.companyId],
        set: { roleId: invitation.roleId, status: 'ACTIVE' },
      });
    await tx.update(invitations).set({ acceptedUserId: userId }).where(eq(invitations.id, invitation.id));
    return userId;
  });
}

async function announceJoin(deps: AppDeps, invitation: Invitation, userId: number) {
  const [row] = await deps.db
    .select({ user: users, companyName: companies.name, roleName: roles.name })
    .from(users)
    .innerJoin(companies, eq(companies.id, invitation.companyId))
    .innerJoin(roles, eq(roles.id, invitation.roleId))
    .where(eq(users.id, userId));
  if (!row) return;
  const name = `${row.user.firstName} ${row.user.lastName}`.trim() || row.user.email;
  await notifyCompanyManagers(deps.db, invitation.companyId, {
    kind: 'MEMBER_JOINED',
    messageHtml: `<b>${escapeHtml(name)}</b> joined <b>${escapeHtml(row.companyName)}</b> as ${escapeHtml(row.roleName)}`,
    // The role as the team page names it (team:roles.MEMBER reads "Member", "Membro", "Anggota").
    message: notificationMessage('memberJoined', {
      name,
      company: row.companyName,
      role: { message: `team:roles.${row.roleName}` },
    }),
    link: '/user',
    alsoUserIds: invitation.invitedById ? [invitation.invitedById] : [],
    exceptUserIds: [userId],
  });
}

/**
 * inviteMemberConfirm: a newcomer gets an account (name split into first and last, policy-strong
 * password); an existing account proves itself by being signed in as itself or with its own password.
 * Either way the membership is added (or re-activated) with the invited role and the invitation is used up.
 */
export async function acceptInvitation({
  deps,
  actor,
  input,
}: {
  deps: AppDeps;
  /** The browser's session, if any; it counts as the invitee only when not impersonated. */
  actor: SignedIn | null;
  /** The operation's arguments and the client's address. */
  input: { name: string; token: string; password: string; address: string };
}): Promise<AcceptInvitationResult> {
  const viewer = invitationViewer(actor);
  if (!(await takeRateLimit(deps, rateLimits.invitationAcceptPerAddress, input.address)))
    throw new DomainError(TOO_MANY_REQUESTS);
  const invitation = await findInvitation(deps, input.token);
  if (!invitation || invitation.status === 'CANCELLED')
    throw new DomainError('team:error.invitationInvalid', 'token');
  const status = invitationStatus(invitation.status, invitation.expiresAt, deps.now());
  if (status === 'ACCEPTED') throw new DomainError('team:error.invitationUsed', 'token');
  if (status === 'EXPIRED') throw new DomainError('team:error.invitationExpired', 'token');

  const [existing] = await deps.db.select().from(users).where(eq(users.email, invitation.email));
  if (existing) {
    if (!existing.isActive) throw new DomainError('team:error.accountDisabled', 'token');
    const errors = await checkExistingUser(deps, existing, viewer, input.password);
    if (errors.length > 0) return refused(errors);
  } else {
    const parsed = acceptInvitationNewUserSchema.safeParse(input);
    if (!parsed.success) return refused(issuesToFieldErrors(parsed.error.issues));
  }

  const userId = await joinCompany(deps, invitation, existing ?? null, input);
  if (userId === null) throw new DomainError('team:error.invitationUsed', 'token');
  await announceJoin(deps, invitation, userId);
  // A two-factor account still signs in with its code: accepting with a password never skips the
  // second factor (a browser signed in as the account already passed it).
  const signedInAlready = existing !== undefined && viewer?.userId === existing.id;
  if ((existing?.enabled2fa ?? false) && !signedInAlready)
    return { ok: true, errors: [], isSignedIn: false, sessionToken: null };
  // Whoever was signed in on this browser makes way for the invitee, in the invitation's company.
  const sessionToken = await signInInvitee({ deps, input: { userId, companyId: invitation.companyId } });
  return { ok: true, errors: [], isSignedIn: true, sessionToken };
}
