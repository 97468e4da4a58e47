import { zoneOffsetMinutes } from '@portal/domain/zoned-day';
import { and, eq } from 'drizzle-orm';
import { metaAdAccounts } from '../../db/schema/index';
import { builder } from '../../graphql/builder';
import type { BrandRow, CatalogRow, CurrencyRow, SellerRow } from '../../graphql/loaders';

export const brandLogoUrl = (brandId: number) => `/media/brands/${brandId}.svg`;

export const CurrencyType = builder.objectRef<CurrencyRow>('Currency').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    code: t.exposeString('code'),
    name: t.exposeString('name'),
    symbol: t.exposeString('symbol'),
    rate: t.float({
      description: 'Units of this currency per 1 SGD.',
      resolve: (currency) => Number(currency.rate),
    }),
    maxFractionDigits: t.exposeInt('maxFractionDigits'),
    canWalletUse: t.exposeBoolean('canWalletUse'),
  }),
});

export const CatalogType = builder.objectRef<CatalogRow>('Catalog').implement({
  description: 'A marketplace country (venture).',
  fields: (t) => ({
    id: t.exposeID('id'),
    code: t.exposeString('code'),
    name: t.exposeString('name'),
    baseUrl: t.exposeString('baseUrl'),
    currencyCode: t.exposeString('currencyCode'),
    currencySymbol: t.string({
      resolve: async (catalog, _args, ctx) =>
        (await ctx.loaders.currencyByCode.load(catalog.currencyCode))?.symbol ?? catalog.currencyCode,
    }),
    timeZone: t.exposeString('timeZone', {
      description: "The catalog's IANA zone: its calendar is the day of budgets, schedules and reports.",
    }),
    // Spec 2 names tzOffset; it is read from the zone at the moment of asking (decision 0171).
    tzOffset: t.int({
      description: 'Hours east of UTC now, from timeZone (a half-hour zone rounds toward zero).',
      resolve: (catalog) => Math.trunc(zoneOffsetMinutes(new Date(), catalog.timeZone) / 60),
    }),
  }),
});

export const BrandType = builder.objectRef<BrandRow>('Brand').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    logo: t.string({ resolve: (brand) => brandLogoUrl(brand.id) }),
  }),
});

export const SellerType = builder.objectRef<SellerRow>('Seller').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    originalSellerId: t.exposeString('originalSellerId'),
    isMpaOnboarded: t.boolean({
      description: "The session's company has a Meta ad account for this seller (decision 0230).",
      resolve: async (seller, _args, ctx) => {
        const companyId = ctx.session?.companyId;
        if (!companyId) return false;
        const [account] = await ctx.deps.db
          .select({ id: metaAdAccounts.id })
          .from(metaAdAccounts)
          .where(and(eq(metaAdAccounts.companyId, companyId), eq(metaAdAccounts.sellerId, seller.id)));
        return account !== undefined;
      },
    }),
    catalog: t.field({
      type: CatalogType,
      resolve: async (seller, _args, ctx) => (await ctx.loaders.catalogById.load(seller.catalogId))!,
    }),
    nameWithCatalog: t.string({
      resolve: async (seller, _args, ctx) =>
        `${seller.name} (${(await ctx.loaders.catalogById.load(seller.catalogId))?.code ?? '?'})`,
    }),
  }),
});
