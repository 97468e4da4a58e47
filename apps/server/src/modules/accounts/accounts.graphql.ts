import { builder } from '../../graphql/builder';
import { requireSession } from '../../graphql/context';
import { DomainError } from '../../graphql/errors';
import { pagedType } from '../../graphql/paged';
import { okPayload, payloadFields } from '../../graphql/payload';
import { rowIdArg } from '../../graphql/row-id';
import { setSessionCompany } from '../auth/session';
import { AccountType, CompanyType, RoleType } from './accounts.types';
import { getCompanyById } from './get-company-by-id';
import { listRoles } from './list-roles';
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
    resolve: (_root, _args, ctx) => listRoles({ deps: ctx.deps }),
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
    resolve: (_root, args, ctx) => {
      const { user } = requireSession(ctx);
      return getCompanyById({
        deps: ctx.deps,
        actor: { userId: user.id, isStaff: user.isStaff },
        input: { id: rowIdArg(args.id, 'id') },
      });
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
      if (!account) throw new DomainError('shell:error.accountUnavailable', 'accountId');
      await setSessionCompany(ctx.deps, session.id, account.company.id);
      return okPayload;
    },
  }),
}));
