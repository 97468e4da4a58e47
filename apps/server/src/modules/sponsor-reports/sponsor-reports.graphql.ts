import { builder } from '../../graphql/builder';
import { type GraphQLContext, requireSession } from '../../graphql/context';
import { DomainError, inputErrors } from '../../graphql/errors';
import { SponsorAdTypeEnum } from '../sponsor-catalog/sponsor-catalog.types';
import { parseId } from '../sponsor-lists/sponsor-scope';
import { type DashboardInput, dashboardReport } from './dashboard-report';
import {
  platformSummary,
  reportDashboard,
  reportDashboardCampaigns,
  searchTermCount,
  searchTermSummary,
} from './dashboard-summary-reports';
import { DashboardReportType, DashboardSummaryRowType } from './sponsor-reports.types';

/** An optional id filter: absent → no filter; not a valid id → -1, which matches nothing. */
const idFilter = (value: string | number | null | undefined) =>
  value == null || value === '' ? null : (parseId(value) ?? -1);

type CommonArgs = {
  fromDate: Date;
  toDate: Date;
  adType: 'PRODUCT' | 'BANNER';
  campaignType?: string | null;
  brandId?: string | number | null;
  campaignId?: string | number | null;
  adSetId?: string | number | null;
  ventureId?: string | number | null;
  supplierId?: string | number | null;
};

function inputOf(args: CommonArgs): DashboardInput {
  return {
    fromDate: args.fromDate,
    toDate: args.toDate,
    adType: args.adType,
    campaignType: args.campaignType,
    brandId: idFilter(args.brandId),
    campaignId: idFilter(args.campaignId),
    adSetId: idFilter(args.adSetId),
    ventureId: idFilter(args.ventureId),
    supplierId: idFilter(args.supplierId),
  };
}

function firstOf(first: number | null | undefined) {
  if (first != null && first < 0) throw new DomainError(inputErrors.invalidValue, 'first');
  return first ?? null;
}

const call = (ctx: GraphQLContext, args: CommonArgs, first?: number | null) => ({
  deps: ctx.deps,
  actor: requireSession(ctx),
  input: { ...inputOf(args), first: firstOf(first) },
});

builder.queryFields((t) => {
  const common = {
    fromDate: t.arg({ type: 'DateTime', required: true }),
    toDate: t.arg({ type: 'DateTime', required: true }),
    adType: t.arg({ type: SponsorAdTypeEnum, required: true }),
    campaignType: t.arg.string(),
    brandId: t.arg.id(),
    campaignId: t.arg.id(),
    adSetId: t.arg.id(),
    ventureId: t.arg.id(),
    supplierId: t.arg.id({ description: 'Staff acting for no company: one company (sponsorScope).' }),
  };
  return {
    dashboardReport: t.field({
      type: DashboardReportType,
      description: 'The dashboard charts and totals over the hourly rollups (spec 2 §7).',
      args: common,
      resolve: (_root, args, ctx) => dashboardReport(call(ctx, args)),
    }),
    reportDashboard: t.field({
      type: [DashboardSummaryRowType],
      description: 'The dashboard figures by country (catalog), ranked by costs.',
      args: common,
      resolve: (_root, args, ctx) => reportDashboard(call(ctx, args)),
    }),
    reportDashboardCampaigns: t.field({
      type: [DashboardSummaryRowType],
      description: 'The dashboard figures by campaign, ranked by costs; `first` rows (null: all).',
      args: { ...common, first: t.arg.int() },
      resolve: (_root, args, ctx) => reportDashboardCampaigns(call(ctx, args, args.first)),
    }),
    platformSummary: t.field({
      type: [DashboardSummaryRowType],
      description: 'The dashboard figures by platform (product ads) or banner type (banners).',
      args: common,
      resolve: (_root, args, ctx) => platformSummary(call(ctx, args)),
    }),
    searchTermSummary: t.field({
      type: [DashboardSummaryRowType],
      description: 'The dashboard figures by search term ("" is the empty term); `first` rows (null: all).',
      args: { ...common, first: t.arg.int() },
      resolve: (_root, args, ctx) => searchTermSummary(call(ctx, args, args.first)),
    }),
    searchTermCount: t.int({
      description:
        'How many search terms searchTermSummary has without `first` (the same scope and filters): "the first 100 of 285".',
      args: common,
      resolve: (_root, args, ctx) => searchTermCount(call(ctx, args)),
    }),
  };
});
