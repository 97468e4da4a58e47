import { and, asc, eq } from 'drizzle-orm';
import { companies, memberships, roles } from '../../db/schema/index';
import { builder } from '../../graphql/builder';
import { requireSession } from '../../graphql/context';
import { fieldError } from '../../graphql/errors';
import { pagedType } from '../../graphql/paged';
import { okPayload, payloadFields } from '../../graphql/payload';
import { rowIdArg } from '../../graphql/row-id';
import { setSessionCompany } from '../auth/session';
import { AccountType, CompanyType, RoleType } from './accounts.types';
import { listUserAccounts } from './list-user-accounts';
import { MeType } from './me.graphql';
import { searchCompanies } from './search-companies';

const CompanyPage = pagedType('CompanyPage', CompanyType);

const SwitchAccountPayload = builder
  .objectRef<{ ok: boolean; errors: { field: string | null; messages: string[] }[] }>('SwitchAccountPayload')
  .implement({
    fields: (t) => payloadFields(t),
  });

builder.queryFields((t) => ({
  me: t.field({ type: MeType, resolve: (_root, _args, ctx) => requireSession(ctx) }),
  roles: t.field({
    type: [RoleType],
    resolve: (_root, _args, ctx) => {
      return ctx.deps.db.select().from(roles).orderBy(asc(roles.rank));
    },
  }),
  userAccounts: t.field({
    type: [AccountType],
    resolve: (_root, _args, ctx) => listUserAccounts(ctx.deps.db, requireSession(ctx).user.id),
  }),
  searchCompanies: t.field({
    type: CompanyPage,
    args: { searchTerm: t.arg.string(), page: t.arg.int() },
    resolve: (_root, args, ctx) => {
      return searchCompanies(ctx.deps.db, args.searchTerm, args.page);
    },
  }),
  companyById: t.field({
    type: CompanyType,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const session = requireSession(ctx);
      const id = rowIdArg(args.id, 'id');
      if (!session.user.isStaff) {
        // Ordinary users see only companies they belong to.
        const [membership] = await ctx.deps.db
          .select({ id: memberships.id })
          .from(memberships)
          .where(
            and(
              eq(memberships.userId, session.user.id),
              eq(memberships.companyId, id),
              eq(memberships.status, 'ACTIVE'),
            ),
          );
        if (!membership) return null;
      }
      const [company] = await ctx.deps.db.select().from(companies).where(eq(companies.id, id));
      return company ?? null;
    },
  }),
}));

builder.mutationFields((t) => ({
  switchAccount: t.field({
    type: SwitchAccountPayload,
    args: { accountId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const session = requireSession(ctx);
      const accounts = await listUserAccounts(ctx.deps.db, session.user.id);
      const account = accounts.find((candidate) => String(candidate.id) === String(args.accountId));
      if (!account) return fieldError('accountId', 'This account is not yours or is disabled.');
      await setSessionCompany(ctx.deps, session.id, account.company.id);
      return okPayload;
    },
  }),
}));
