import { builder } from '../../graphql/builder';
import { type GraphQLContext, requireSession } from '../../graphql/context';
import { pagedType } from '../../graphql/paged';
import { okPayload, SimplePayload } from '../../graphql/payload';
import { clearSessionCookie, setSessionCookie } from '../auth/session-cookie';
import { endImpersonation, impersonateUser, type SessionSwap } from './impersonate-user';
import { type StaffUserRow, searchUsers } from './search-users';

const StaffUserType = builder.objectRef<StaffUserRow>('StaffUser').implement({
  description: 'A user as staff see them in the impersonation list.',
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.exposeString('email'),
    name: t.string({ resolve: (user) => `${user.firstName} ${user.lastName}`.trim() || user.email }),
    isStaff: t.exposeBoolean('isStaff'),
    isActive: t.exposeBoolean('isActive'),
    companyName: t.exposeString('companyName', {
      nullable: true,
      description: 'The company the user lands in.',
    }),
  }),
});

const StaffUserPage = pagedType('StaffUserPage', StaffUserType);

function applySwap(ctx: GraphQLContext, swap: SessionSwap) {
  if (!swap.ok) {
    if (swap.message === 'staff:error.impersonatorGone') clearSessionCookie(ctx.reply);
    return { ok: false, errors: [{ field: swap.field, messages: [swap.message] }] };
  }
  setSessionCookie(ctx.request, ctx.reply, swap.token);
  return okPayload;
}

builder.queryFields((t) => ({
  searchUsers: t.field({
    type: StaffUserPage,
    args: { searchTerm: t.arg.string(), page: t.arg.int() },
    resolve: (_root, args, ctx) => searchUsers({ deps: ctx.deps, input: args }),
  }),
}));

builder.mutationFields((t) => ({
  impersonateUser: t.field({
    type: SimplePayload,
    args: { userId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const swap = await impersonateUser({
        deps: ctx.deps,
        actor: requireSession(ctx),
        input: { userId: String(args.userId) },
      });
      return applySwap(ctx, swap);
    },
  }),
  endImpersonation: t.field({
    type: SimplePayload,
    resolve: async (_root, _args, ctx) => {
      return applySwap(ctx, await endImpersonation({ deps: ctx.deps, actor: requireSession(ctx) }));
    },
  }),
}));
