import { builder } from '../../graphql/builder';
import type { CompanyRow, RoleRow } from '../../graphql/loaders';
import { BrandType, CurrencyType, SellerType } from '../catalog/catalog.types';

export type { CompanyRow, RoleRow };

export const RoleType = builder.objectRef<Pick<RoleRow, 'id' | 'name'>>('Role').implement({
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});

export const CompanyType = builder.objectRef<CompanyRow>('Company').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    nameWithCluster: t.string({
      resolve: (company) => (company.clusterName ? `${company.name} (${company.clusterName})` : company.name),
    }),
    isCluster: t.exposeBoolean('isCluster'),
    address: t.exposeString('address'),
    address2: t.exposeString('address2'),
    postalCode: t.exposeString('postalCode'),
    phoneNumber: t.exposeString('phoneNumber'),
    timezone: t.exposeString('timezone'),
    registrationNo: t.exposeString('registrationNo'),
    authorizedName: t.exposeString('authorizedName'),
    countryCode: t.exposeString('countryCode'),
    size: t.exposeString('size', { nullable: true }),
    reportCurrency: t.exposeString('reportCurrency'),
    walletCurrency: t.field({
      type: CurrencyType,
      resolve: async (company, _args, ctx) =>
        (await ctx.loaders.currencyByCode.load(company.walletCurrency))!,
    }),
    trackingDepartments: t.exposeStringList('trackingDepartments'),
    isApprovedByStaff: t.exposeBoolean('isApprovedByStaff'),
    canBeToppedUp: t.exposeBoolean('canBeToppedUp'),
    canBeUpdated: t.exposeBoolean('canBeUpdated'),
    brands: t.field({
      type: [BrandType],
      resolve: (company, _args, ctx) => ctx.loaders.brandsByCompany.load(company.id),
    }),
    sellers: t.field({
      type: [SellerType],
      resolve: (company, _args, ctx) => ctx.loaders.sellersByCompany.load(company.id),
    }),
  }),
});

export type AccountRow = {
  id: number;
  company: CompanyRow;
  role: Pick<RoleRow, 'id' | 'name'>;
  status: string;
};

export const AccountType = builder.objectRef<AccountRow>('Account').implement({
  description: "A user's membership of a company: what the account switcher lists.",
  fields: (t) => ({
    id: t.exposeID('id'),
    company: t.field({ type: CompanyType, resolve: (account) => account.company }),
    role: t.field({ type: RoleType, resolve: (account) => account.role }),
    status: t.exposeString('status'),
  }),
});
