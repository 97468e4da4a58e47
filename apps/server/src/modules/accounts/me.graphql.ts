import { supportedLanguages } from '@portal/domain';
import { builder } from '../../graphql/builder';
import type { SignedIn } from '../../graphql/context';
import { CompanyType, RoleType } from './accounts.types';
import { intercomUserHash } from './intercom-hash';

const LanguageType = builder.objectRef<{ code: string; label: string }>('Language').implement({
  fields: (t) => ({ code: t.exposeString('code'), label: t.exposeString('label') }),
});

export const MeType = builder.objectRef<SignedIn>('Me').implement({
  description: 'The signed-in user, as seen in the acting company.',
  fields: (t) => ({
    id: t.id({ resolve: (me) => me.user.id }),
    email: t.string({ resolve: (me) => me.user.email }),
    name: t.string({ resolve: (me) => `${me.user.firstName} ${me.user.lastName}`.trim() || me.user.email }),
    firstName: t.string({ resolve: (me) => me.user.firstName }),
    lastName: t.string({ resolve: (me) => me.user.lastName }),
    title: t.string({ resolve: (me) => me.user.title }),
    language: t.string({ resolve: (me) => me.user.language }),
    allLanguages: t.field({ type: [LanguageType], resolve: () => [...supportedLanguages] }),
    timezone: t.string({ resolve: (me) => me.user.timezone }),
    enabled2fa: t.boolean({ resolve: (me) => me.user.enabled2fa }),
    hasUsablePassword: t.boolean({ resolve: (me) => me.user.passwordHash !== null }),
    isGfg: t.boolean({ description: 'Marketplace staff.', resolve: (me) => me.user.isStaff }),
    isOwner: t.boolean({ resolve: (me) => me.roleName === 'OWNER' }),
    isImpersonate: t.boolean({ resolve: (me) => me.impersonatorId !== null }),
    isApprovedByStaff: t.boolean({
      resolve: async (me, _args, ctx) => {
        if (me.user.isStaff) return true;
        if (me.companyId === null) return false;
        return (await ctx.loaders.companyById.load(me.companyId))?.isApprovedByStaff ?? false;
      },
    }),
    role: t.field({
      type: RoleType,
      nullable: true,
      resolve: (me, _args, ctx) => (me.roleName ? ctx.loaders.roleByName.load(me.roleName) : null),
    }),
    intercomUserHash: t.string({
      nullable: true,
      resolve: (me, _args, ctx) => intercomUserHash(ctx.deps.config.intercomSecret, me.user.id),
    }),
    company: t.field({
      type: CompanyType,
      nullable: true,
      resolve: (me, _args, ctx) =>
        me.companyId === null ? null : ctx.loaders.companyById.load(me.companyId),
    }),
  }),
});
