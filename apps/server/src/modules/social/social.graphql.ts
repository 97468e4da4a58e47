import { builder } from '../../graphql/builder';
import { type GraphQLContext, requireSession } from '../../graphql/context';
import { payloadFields, SimplePayload } from '../../graphql/payload';
import { startBrowserSession } from '../auth/session-cookie';
import { CatalogType } from '../catalog/catalog.types';
import { type AuthProviderCatalogRow, authProviderCatalog } from './auth-provider-catalog';
import { viewerBalance, viewerLink } from './backend-view';
import { type AuthBackendRow, authStartPath, listAuthBackends } from './backends';
import { bindingHashOf } from './oauth-state';
import {
  type HandoffInput,
  type LinkResult,
  linkWithHandoff,
  type SocialSignInResult,
  socialAuthWithHandoff,
  socialSignUpWithHandoff,
  type UserDetail,
} from './social-handoff-ops';
import { unlinkAccount } from './unlink-account';

const LinkStatus = builder.enumType('LinkStatus', { values: ['LINKED', 'UNLINKED'] as const });

const CompanyLinkedAccountType = builder
  .objectRef<{ email: string }>('CompanyLinkedAccount')
  .implement({ fields: (t) => ({ email: t.exposeString('email') }) });

const AuthBackendType = builder.objectRef<AuthBackendRow>('AuthBackend').implement({
  description: 'A sign-in provider: a seller center (one per marketplace country) or Google.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    provider: t.exposeString('provider'),
    kind: t.exposeString('kind', { description: 'SELLER_CENTER or GOOGLE.' }),
    authUrl: t.string({
      description:
        'Starts the flow; add `mode` (login, signup or link) and `redirectUrl` (a path of this site).',
      resolve: (backend) => authStartPath(backend.provider),
    }),
    iconUrl: t.exposeString('iconUrl', { nullable: true }),
    isEnabledTopUp: t.exposeBoolean('isEnabledTopUp'),
    isEnabledLogin: t.exposeBoolean('isEnabledLogin'),
    isEnabledSignUp: t.exposeBoolean('isEnabledSignUp'),
    catalog: t.field({
      type: CatalogType,
      nullable: true,
      resolve: (backend, _args, ctx) =>
        backend.catalogId ? ctx.loaders.catalogById.load(backend.catalogId) : null,
    }),
    status: t.field({
      type: LinkStatus,
      description:
        'Whether the acting company (seller center) or the user (Google) is linked; owners and admins only.',
      resolve: async (backend, _args, ctx) => ((await viewerLink(ctx, backend)) ? 'LINKED' : 'UNLINKED'),
    }),
    companyLinkedAccount: t.field({
      type: CompanyLinkedAccountType,
      nullable: true,
      resolve: async (backend, _args, ctx) => {
        const link = await viewerLink(ctx, backend);
        return link ? { email: link.email } : null;
      },
    }),
    balance: t.field({
      type: 'Decimal',
      nullable: true,
      description: "The linked seller account's balance at the provider, in balanceCurrency.",
      resolve: async (backend, _args, ctx) => (await viewerBalance(ctx, backend))?.micros ?? null,
    }),
    balanceCurrency: t.string({
      nullable: true,
      resolve: async (backend, _args, ctx) => (await viewerBalance(ctx, backend))?.currency ?? null,
    }),
  }),
});

const SocialUserDetailType = builder.objectRef<UserDetail>('SocialUserDetail').implement({
  fields: (t) => ({ email: t.exposeString('email'), fullName: t.exposeString('fullName') }),
});

/** A refusal's payload (graphql/domain-error-answer.ts) carries only ok and errors. */
type SocialPayloadShape = Pick<SocialSignInResult, 'ok' | 'errors'> &
  Partial<Omit<SocialSignInResult, 'ok' | 'errors'>>;

const socialResultFields = (name: string) =>
  builder.objectRef<SocialPayloadShape>(name).implement({
    fields: (t) => ({
      ...payloadFields(t),
      isFirstLogin: t.boolean({ resolve: (result) => result.isFirstLogin ?? false }),
      isNotLinked: t.boolean({
        description: 'The provider account is linked to nobody yet: continue with socialSignUp.',
        resolve: (result) => result.isNotLinked ?? false,
      }),
      socialUserDetail: t.field({
        type: SocialUserDetailType,
        nullable: true,
        resolve: (result) => result.socialUserDetail ?? null,
      }),
    }),
  });
const SocialAuthPayload = socialResultFields('SocialAuthPayload');
const SocialSignUpPayload = socialResultFields('SocialSignUpPayload');

const LinkPayload = builder.objectRef<LinkResult>('LinkPayload').implement({
  fields: (t) => ({ ...payloadFields(t), email: t.exposeString('email', { nullable: true }) }),
});

const AuthProviderCatalogType = builder.objectRef<AuthProviderCatalogRow>('AuthProviderCatalog').implement({
  description: "The marketplace catalog (country) of a provider's backend.",
  fields: (t) => ({
    id: t.exposeID('id'),
    code: t.exposeString('code'),
    name: t.exposeString('name'),
    currencyCode: t.exposeString('currencyCode'),
  }),
});

const handoffInput = (
  ctx: GraphQLContext,
  args: { provider: string; accessToken: string },
): HandoffInput => ({
  provider: args.provider,
  accessToken: args.accessToken,
  bindingHash: bindingHashOf(ctx.request),
  ip: ctx.request.ip,
});

/** A successful social sign-in replaces whatever session the browser had. */
async function startSession(ctx: GraphQLContext, result: SocialSignInResult) {
  if (result.ok && result.token) await startBrowserSession(ctx, result.token);
  return result;
}

builder.queryFields((t) => ({
  sellerCenterAuthBackends: t.field({
    type: [AuthBackendType],
    resolve: (_root, _args, ctx) => listAuthBackends({ deps: ctx.deps, input: { kinds: ['SELLER_CENTER'] } }),
  }),
  googleAuthBackend: t.field({
    type: AuthBackendType,
    nullable: true,
    resolve: async (_root, _args, ctx) =>
      (await listAuthBackends({ deps: ctx.deps, input: { kinds: ['GOOGLE'] } }))[0] ?? null,
  }),
  companyLinkedAccounts: t.field({
    type: [AuthBackendType],
    description:
      "Every backend with the acting company's (seller centers) or the user's (Google) link status: /linked.",
    resolve: (_root, _args, ctx) =>
      listAuthBackends({ deps: ctx.deps, input: { kinds: ['SELLER_CENTER', 'GOOGLE'] } }),
  }),
  authProviderCatalog: t.field({
    type: AuthProviderCatalogType,
    nullable: true,
    description:
      "The catalog of a provider's backend; null for an unknown provider or one without a catalog (Google).",
    args: { provider: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => authProviderCatalog({ deps: ctx.deps, input: args }),
  }),
}));

builder.mutationFields((t) => ({
  socialAuth: t.field({
    type: SocialAuthPayload,
    args: { provider: t.arg.string({ required: true }), accessToken: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      return startSession(
        ctx,
        await socialAuthWithHandoff({ deps: ctx.deps, input: handoffInput(ctx, args) }),
      );
    },
  }),
  socialSignUp: t.field({
    type: SocialSignUpPayload,
    args: {
      accessToken: t.arg.string({ required: true }),
      provider: t.arg.string({ required: true }),
      walletCurrencyCode: t.arg.string(),
    },
    resolve: async (_root, args, ctx) => {
      const input = { ...handoffInput(ctx, args), walletCurrencyCode: args.walletCurrencyCode };
      return startSession(ctx, await socialSignUpWithHandoff({ deps: ctx.deps, input }));
    },
  }),
  link: t.field({
    type: LinkPayload,
    args: { provider: t.arg.string({ required: true }), accessToken: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) =>
      linkWithHandoff({ deps: ctx.deps, actor: requireSession(ctx), input: handoffInput(ctx, args) }),
  }),
  linkAuthUser: t.field({
    type: LinkPayload,
    description: 'Spec 3 name of link.',
    args: { provider: t.arg.string({ required: true }), accessToken: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) =>
      linkWithHandoff({ deps: ctx.deps, actor: requireSession(ctx), input: handoffInput(ctx, args) }),
  }),
  unlink: t.field({
    type: SimplePayload,
    args: { provider: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) =>
      unlinkAccount({ deps: ctx.deps, actor: requireSession(ctx), input: { provider: args.provider } }),
  }),
  unlinkAuthUser: t.field({
    type: SimplePayload,
    description: 'Spec 3 name of unlink.',
    args: { provider: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) =>
      unlinkAccount({ deps: ctx.deps, actor: requireSession(ctx), input: { provider: args.provider } }),
  }),
}));
