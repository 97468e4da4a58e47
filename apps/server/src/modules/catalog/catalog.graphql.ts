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
    resolve: (_root, args, ctx) =>
      listBrandCatalogs({ deps: ctx.deps, actor: requireSession(ctx), input: args }),
  }),
}));
