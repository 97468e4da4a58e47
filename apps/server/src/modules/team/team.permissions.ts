import { OWNER_ADMIN, type Permission } from '../../graphql/permissions';

/** Spec 1 §6: the team page is for owners and admins; invitation links work signed in or out. */
export const teamPermissions = {
  users: OWNER_ADMIN,
  invitations: OWNER_ADMIN,
  inviteMember: OWNER_ADMIN,
  resendInvitation: OWNER_ADMIN,
  updateUserAccount: OWNER_ADMIN,
  invitationByToken: 'public',
  inviteMemberConfirm: 'public',
} as const satisfies Record<string, Permission>;
