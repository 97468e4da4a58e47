import { builder } from '../../graphql/builder';
import { type GraphQLContext, requireCompanyActor } from '../../graphql/context';
import type { FieldError } from '../../graphql/errors';
import { payloadFields } from '../../graphql/payload';
import { rowIdArg } from '../../graphql/row-id';
import { RoleType } from '../accounts/accounts.types';
import { startBrowserSession } from '../auth/session-cookie';
import { acceptInvitation } from './accept-invitation';
import { type InvitationPreview, invitationByToken } from './invitation-by-token';
import { type InviteResult, inviteMember } from './invite-member';
import { type InvitationRow, listInvitations } from './list-invitations';
import { listTeamUsers, type TeamUserRow } from './list-team-users';
import { resendInvitation } from './resend-invitation';
import { revokeInvitation } from './revoke-invitation';
import { type UpdateUserAccountResult, updateUserAccount } from './update-user-account';

/** The session and the company it acts for. */
const teamManager = (ctx: GraphQLContext) => requireCompanyActor(ctx);

const TeamUserStatus = builder.enumType('TeamUserStatus', { values: ['ACTIVE', 'DISABLED'] as const });
const InvitationStatus = builder.enumType('InvitationStatus', {
  values: ['PENDING', 'EXPIRED', 'ACCEPTED'] as const,
});

const TeamUserType = builder.objectRef<TeamUserRow>('TeamUser').implement({
  description: 'A member of the acting company; `id` is the membership (account) id.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    role: t.field({ type: RoleType, resolve: (user) => user.role }),
    status: t.field({ type: TeamUserStatus, resolve: (user) => user.status }),
    isMe: t.boolean({ resolve: (user, _args, ctx) => user.userId === ctx.session?.user.id }),
  }),
});

const InvitationType = builder.objectRef<InvitationRow>('Invitation').implement({
  description:
    'An invitation as its company sees it: no token (it is only e-mailed to the invitee) and no word on ' +
    'whether the e-mail has an account (docs/decisions/0100-invitation-token-secret.md).',
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.exposeString('email'),
    role: t.field({ type: RoleType, resolve: (invitation) => invitation.role }),
    status: t.field({ type: InvitationStatus, resolve: (invitation) => invitation.status }),
    dateCreated: t.field({ type: 'DateTime', resolve: (invitation) => invitation.dateCreated }),
  }),
});

const InvitationPreviewType = builder.objectRef<InvitationPreview>('InvitationPreview').implement({
  description: "What the invitation page shows before accepting, to the link's holder (the invitee).",
  fields: (t) => ({
    email: t.exposeString('email'),
    companyName: t.exposeString('companyName'),
    roleName: t.exposeString('roleName'),
    status: t.field({ type: InvitationStatus, resolve: (preview) => preview.status }),
    hasUser: t.exposeBoolean('hasUser', { description: 'The invited e-mail already has an account.' }),
    hasPassword: t.exposeBoolean('hasPassword', {
      description:
        'The account can confirm with its password; false for a newcomer and for an account that signs in ' +
        'only through a seller center or Google (it must sign in first, then open the link again).',
    }),
    isSignedInAsInvitee: t.exposeBoolean('isSignedInAsInvitee', {
      description: 'This browser is signed in as the invited account: joining needs no password.',
    }),
  }),
});

const InviteMemberPayload = builder
  .objectRef<InviteResult & { companyId: number }>('InviteMemberPayload')
  .implement({
    fields: (t) => ({
      ...payloadFields(t),
      invitation: t.field({
        type: InvitationType,
        nullable: true,
        resolve: async (payload, _args, ctx) => {
          if (payload.invitationId == null) return null;
          const input = { id: payload.invitationId };
          return (await listInvitations({ deps: ctx.deps, actor: payload, input }))[0] ?? null;
        },
      }),
    }),
  });

const UpdateUserAccountPayload = builder
  .objectRef<UpdateUserAccountResult>('UpdateUserAccountPayload')
  .implement({
    fields: (t) => ({
      ...payloadFields(t),
      user: t.field({ type: TeamUserType, nullable: true, resolve: (payload) => payload.user }),
    }),
  });

const RevokeInvitationPayload = builder
  .objectRef<{ ok: boolean; errors: FieldError[] }>('RevokeInvitationPayload')
  .implement({ fields: (t) => payloadFields(t) });

type ConfirmResult = { ok: boolean; errors: FieldError[]; isSignedIn?: boolean };

const InviteMemberConfirmPayload = builder.objectRef<ConfirmResult>('InviteMemberConfirmPayload').implement({
  fields: (t) => ({
    ...payloadFields(t),
    isSignedIn: t.boolean({
      description:
        'False when the account uses two-factor sign-in: it joined and now signs in with its code.',
      // A refusal's payload (graphql/domain-error-answer.ts) carries only ok and errors.
      resolve: (payload) => payload.isSignedIn ?? false,
    }),
  }),
});

builder.queryFields((t) => ({
  users: t.field({
    type: [TeamUserType],
    description: 'Members of the acting company, active and disabled.',
    resolve: (_root, _args, ctx) => listTeamUsers({ deps: ctx.deps, actor: teamManager(ctx) }),
  }),
  invitations: t.field({
    type: [InvitationType],
    description: 'PENDING and EXPIRED invitations of the acting company, newest first.',
    resolve: (_root, _args, ctx) => listInvitations({ deps: ctx.deps, actor: teamManager(ctx) }),
  }),
  invitationByToken: t.field({
    type: InvitationPreviewType,
    nullable: true,
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => invitationByToken({ deps: ctx.deps, actor: ctx.session, input: args }),
  }),
}));

builder.mutationFields((t) => ({
  inviteMember: t.field({
    type: InviteMemberPayload,
    args: { email: t.arg.string({ required: true }), roleId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const actor = teamManager(ctx);
      const input = { email: args.email, roleId: String(args.roleId) };
      return { ...(await inviteMember({ deps: ctx.deps, actor, input })), companyId: actor.companyId };
    },
  }),
  resendInvitation: t.field({
    type: InviteMemberPayload,
    args: { email: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const actor = teamManager(ctx);
      const input = { email: args.email };
      return { ...(await resendInvitation({ deps: ctx.deps, actor, input })), companyId: actor.companyId };
    },
  }),
  revokeInvitation: t.field({
    type: RevokeInvitationPayload,
    description:
      'Withdraws a PENDING or EXPIRED invitation of the acting company; its link stops working (decision 0180).',
    args: { invitationId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => {
      const input = { invitationId: rowIdArg(args.invitationId, 'invitationId') };
      return revokeInvitation({ deps: ctx.deps, actor: teamManager(ctx), input });
    },
  }),
  updateUserAccount: t.field({
    type: UpdateUserAccountPayload,
    args: {
      accountId: t.arg.id({ required: true }),
      roleId: t.arg.id(),
      status: t.arg({ type: TeamUserStatus }),
    },
    resolve: (_root, args, ctx) => {
      const input = {
        accountId: String(args.accountId),
        roleId: args.roleId == null ? null : String(args.roleId),
        status: args.status ?? null,
      };
      return updateUserAccount({ deps: ctx.deps, actor: teamManager(ctx), input });
    },
  }),
  inviteMemberConfirm: t.field({
    type: InviteMemberConfirmPayload,
    description:
      'Accepts an invitation from its e-mailed link. A newcomer gives a name and a password; an existing ' +
      'account is either signed in as itself (name and password are ignored) or gives its own password. ' +
      'An existing account is never given a password here.',
    args: {
      name: t.arg.string({ required: true }),
      token: t.arg.string({ required: true }),
      password: t.arg.string({ required: true }),
    },
    resolve: async (_root, args, ctx): Promise<ConfirmResult> => {
      const input = { ...args, address: ctx.request.ip };
      const { sessionToken, ...result } = await acceptInvitation({
        deps: ctx.deps,
        actor: ctx.session,
        input,
      });
      if (sessionToken) await startBrowserSession(ctx, sessionToken);
      return result;
    },
  }),
}));
