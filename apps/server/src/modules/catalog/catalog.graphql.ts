import { asc, eq, inArray } from 'drizzle-orm';
import { brandCatalogs, catalogs, currencies } from '../../db/schema/index';
import { builder } from '../../graphql/builder';
import { requireSession } from '../../graphql/context';
import { CatalogType, CurrencyType } from './catalog.types';

builder.queryFields((t) => ({
  currencies: t.field({
    type: [CurrencyType],
    resolve: (_root, _args, ctx) => ctx.deps.db.select().from(currencies).orderBy(asc(currencies.code)),
  }),
  allCatalogs: t.field({
    type: [CatalogType],
    resolve: async (_root, _args, ctx) => {
      return ctx.deps.db.select().from(catalogs).orderBy(asc(catalogs.id));
    },
  }),
  brandCatalogs: t.field({
    type: [CatalogType],
    description: 'Catalogs where the brand (or, without one, any brand of the acting company) sells.',
    args: { brandId: t.arg.id() },
    resolve: async (_root, args, ctx) => {
      const session = requireSession(ctx);
      if (session.companyId === null) return [];
      const companyBrandIds = (await ctx.loaders.brandsByCompany.load(session.companyId)).map(
        (brand) => brand.id,
      );
      const brandIds = args.brandId
        ? companyBrandIds.filter((id) => id === Number(args.brandId))
        : companyBrandIds;
      if (brandIds.length === 0) return [];
      const rows = await ctx.deps.db
        .selectDistinct({ catalog: catalogs })
        .from(brandCatalogs)
        .innerJoin(catalogs, eq(catalogs.id, brandCatalogs.catalogId))
        .where(inArray(brandCatalogs.brandId, brandIds))
        .orderBy(asc(catalogs.id));
      return rows.map((row) => row.catalog);
    },
  }),
}));
