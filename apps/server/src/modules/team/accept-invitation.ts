import {
  acceptInvitationExistingUserSchema,
  acceptInvitationNewUserSchema,
  invitationStatus,
  splitFullName,
} from '@portal/domain/invitation';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { companies, invitations, memberships, roles, users } from '../../db/schema/index';
import { type FieldError, fieldError, issuesToFieldErrors } from '../../graphql/errors';
import { releaseCheck, reserveCheck } from '../auth/failed-attempts';
import { hashPassword, verifyPassword } from '../auth/password-hash';
import { escapeHtml, notifyCompanyManagers } from '../notifications/notify';
import { rateLimits, TOO_MANY_REQUESTS, takeRateLimit } from '../platform/rate-limit';

export type AcceptInvitationResult =
  | { ok: true; errors: FieldError[]; userId: number; companyId: number; needsSignIn: boolean }
  | { ok: false; errors: FieldError[] };

type Invitation = typeof invitations.$inferSelect;
type User = typeof users.$inferSelect;

const refuse = (field: string | null, message: string): AcceptInvitationResult => fieldError(field, message);

async function findInvitation(deps: AppDeps, token: string) {
  if (!token || token.length > 128) return null;
  const [invitation] = await deps.db.select().from(invitations).where(eq(invitations.token, token));
  return invitation ?? null;
}

/** The password that lets an existing account join: its own (failures count like sign-in failures). */
async function checkExistingUser(
  deps: AppDeps,
  user: User,
  password: string,
): Promise<FieldError[] | 'setPassword'> {
  const parsed = acceptInvitationExistingUserSchema.safeParse({ password });
  if (!parsed.success) return issuesToFieldErrors(parsed.error.issues);
  // An account without a password (social sign-in only) sets one here: the link proves the mailbox.
  if (!user.passwordHash) {
    const strong = acceptInvitationNewUserSchema.shape.password.safeParse(password);
    return strong.success
      ? 'setPassword'
      : issuesToFieldErrors(strong.error.issues.map((i) => ({ ...i, path: ['password'] })));
  }
  const reservation = await reserveCheck(deps, user.email);
  if (reservation === null) return fieldError(null, TOO_MANY_REQUESTS).errors;
  if (!(await verifyPassword(user.passwordHash, password)))
    return fieldError('password', 'team:error.wrongPassword').errors;
  await releaseCheck(deps, reservation);
  return [];
}

async function joinCompany(
  deps: AppDeps,
  invitation: Invitation,
  existing: User | null,
  input: { name: string; password: string; setPassword: boolean },
): Promise<number | null> {
  const passwordHash = existing && !input.setPassword ? null : await hashPassword(input.password);
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
    if (existing && passwordHash)
      await tx.update(users).set({ passwordHash }).where(eq(users.id, existing.id));
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
    link: '/user',
    alsoUserIds: invitation.invitedById ? [invitation.invitedById] : [],
    exceptUserIds: [userId],
  });
}

/**
 * inviteMemberConfirm: a newcomer gets an account (name split into first and last, policy-strong
 * password); an existing account proves itself with its password. Either way the membership is added
 * (or re-activated) with the invited role and the invitation is used up.
 */
export async function acceptInvitation({
  deps,
  address,
  input,
}: {
  deps: AppDeps;
  address: string;
  input: { name: string; token: string; password: string };
}): Promise<AcceptInvitationResult> {
  if (!(await takeRateLimit(deps, rateLimits.invitationAcceptPerAddress, address)))
    return refuse(null, TOO_MANY_REQUESTS);
  const invitation = await findInvitation(deps, input.token);
  if (!invitation || invitation.status === 'CANCELLED')
    return refuse('token', 'team:error.invitationInvalid');
  const status = invitationStatus(invitation.status, invitation.expiresAt, deps.now());
  if (status === 'ACCEPTED') return refuse('token', 'team:error.invitationUsed');
  if (status === 'EXPIRED') return refuse('token', 'team:error.invitationExpired');

  const [existing] = await deps.db.select().from(users).where(eq(users.email, invitation.email));
  let setPassword = false;
  if (existing) {
    if (!existing.isActive) return refuse('token', 'team:error.accountDisabled');
    const checked = await checkExistingUser(deps, existing, input.password);
    if (checked === 'setPassword') setPassword = true;
    else if (checked.length > 0) return { ok: false, errors: checked };
  } else {
    const parsed = acceptInvitationNewUserSchema.safeParse(input);
    if (!parsed.success) return { ok: false, errors: issuesToFieldErrors(parsed.error.issues) };
  }

  const userId = await joinCompany(deps, invitation, existing ?? null, { ...input, setPassword });
  if (userId === null) return refuse('token', 'team:error.invitationUsed');
  await announceJoin(deps, invitation, userId);
  // A two-factor account still signs in with its code: accepting never skips the second factor.
  return {
    ok: true,
    errors: [],
    userId,
    companyId: invitation.companyId,
    needsSignIn: existing?.enabled2fa ?? false,
  };
}
