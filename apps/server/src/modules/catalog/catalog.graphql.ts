import { builder } from '../../graphql/builder';
import { requireSession } from '../../graphql/context';
import { CatalogType, CurrencyType } from './catalog.types';
import { listBrandCatalogs, listCatalogs, listCurrencies } from './list-catalogs';

builder.queryFields((t) => ({
  currencies: t.field({
    type: [CurrencyType],
    resolve: (_root, _args, ctx) => listCurrencies({ deps: ctx.deps }),
  }),
  allCatalogs: t.field({
    type: [CatalogType],
    resolve: (_root, _args, ctx) => listCatalogs({ deps: ctx.deps }),
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
      return listBrandCatalogs({ deps: ctx.deps, input: { brandIds } });
    },
  }),
}));
