import { builder } from '../../graphql/builder';
import { requireSession } from '../../graphql/context';
import { pagedType } from '../../graphql/paged';
import { payloadFields } from '../../graphql/payload';
import { rowIdArg } from '../../graphql/row-id';
import { AccountType, CompanyType, RoleType } from './accounts.types';
import { getCompanyById } from './get-company-by-id';
import { listRoles } from './list-roles';
import { listUserAccounts } from './list-user-accounts';
import { MeType } from './me.graphql';
import { searchCompanies } from './search-companies';
import { switchAccount } from './switch-account';

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
    resolve: (_root, _args, ctx) => listUserAccounts({ deps: ctx.deps, actor: requireSession(ctx) }),
  }),
  searchCompanies: t.field({
    type: CompanyPage,
    args: { searchTerm: t.arg.string(), page: t.arg.int() },
    resolve: (_root, args, ctx) => searchCompanies({ deps: ctx.deps, input: args }),
  }),
  companyById: t.field({
    type: CompanyType,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => {
      const actor = requireSession(ctx);
      return getCompanyById({ deps: ctx.deps, actor, input: { id: rowIdArg(args.id, 'id') } });
    },
  }),
}));

builder.mutationFields((t) => ({
  switchAccount: t.field({
    type: SwitchAccountPayload,
    args: { accountId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => switchAccount({ deps: ctx.deps, actor: requireSession(ctx), input: args }),
  }),
}));
