import { builder } from '../../graphql/builder';
import { requireSession } from '../../graphql/context';
import { SortDirectionEnum } from '../sponsor-lists/sponsor-lists.types';
import { haloAttributedSkus } from './halo-attributed-skus';
import { skuPriceHistory } from './sku-price-history';
import { HaloAttributedSkuType, SkuPriceHistoryType, SkuReportPageType } from './sku-reports.types';
import { skusReport } from './skus-report';

builder.queryFields((t) => ({
  skusReport: t.field({
    type: SkuReportPageType,
    description:
      "Per-SKU figures of a campaign, ad set or ad over the range (spec 2 §7 'SKU report'), up to 5,000 per page; another company's campaign gives an empty page.",
    args: {
      startDate: t.arg({ type: 'DateTime' }),
      endDate: t.arg({ type: 'DateTime' }),
      campaignId: t.arg.id(),
      adSetId: t.arg.id(),
      adId: t.arg.id(),
      page: t.arg.int(),
      pageSize: t.arg.int(),
      sortBy: t.arg.string(),
      direction: t.arg({ type: SortDirectionEnum }),
    },
    resolve: (_root, args, ctx) => {
      return skusReport({ deps: ctx.deps, actor: requireSession(ctx), input: args });
    },
  }),
  skuPriceHistory: t.field({
    type: SkuPriceHistoryType,
    description:
      "One advertised SKU's chart data: daily points under 93 days, weekly (Mondays) beyond, in the catalog's days.",
    args: {
      sku: t.arg.string({ required: true }),
      campaignId: t.arg.id(),
      adSetId: t.arg.id(),
      adId: t.arg.id(),
      fromDate: t.arg.string({ required: true, description: 'YYYY-MM-DD' }),
      toDate: t.arg.string({ required: true, description: 'YYYY-MM-DD' }),
    },
    resolve: (_root, args, ctx) => {
      return skuPriceHistory({ deps: ctx.deps, actor: requireSession(ctx), input: args });
    },
  }),
  reportHaloAttributedSku: t.field({
    type: [HaloAttributedSkuType],
    description:
      'The SKUs bought after an ad of `sku` (its halo sales), best-selling first, at most 100, over the range.',
    args: {
      sku: t.arg.string({ required: true }),
      campaignId: t.arg.id(),
      adSetId: t.arg.id(),
      adId: t.arg.id(),
      startDate: t.arg({ type: 'DateTime' }),
      endDate: t.arg({ type: 'DateTime' }),
    },
    resolve: (_root, args, ctx) => {
      return haloAttributedSkus({ deps: ctx.deps, actor: requireSession(ctx), input: args });
    },
  }),
}));
