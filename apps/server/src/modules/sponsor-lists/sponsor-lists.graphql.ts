import { adSetStatuses } from '@portal/domain/sponsor-campaign-form';
import { builder } from '../../graphql/builder';
import { requireSession } from '../../graphql/context';
import { AdSetStatusEnum, RunningStatusEnum } from '../sponsor-campaigns/sponsor.types';
import { primeCampaignRows } from '../sponsor-campaigns/sponsor-loaders';
import { SponsorAdTypeEnum } from '../sponsor-catalog/sponsor-catalog.types';
import { activityHistory, activityLog } from './activity-history';
import { changeAdSetRunningStatus } from './change-ad-set-running-status';
import { columnSettingsOf, saveColumnSettings } from './column-settings';
import { listAdSets, primeAdSetFigures } from './list-ad-sets';
import { listSponsorCampaigns, primeCampaignFigures } from './list-sponsor-campaigns';
import { removeAdSet } from './remove-ad-set';
import { reportRange } from './report-range';
import {
  ActivityLogType,
  AdSetPayloadType,
  ColumnListKeyEnum,
  ColumnSettingInput,
  ColumnSettingsPayloadType,
  ColumnSettingType,
  HistoryEntryType,
  HistoryObjectTypeEnum,
  ReportRangeType,
  SortDirectionEnum,
  SponsorAdSetPageType,
  SponsorCampaignFiltersInput,
  SponsorCampaignPageType,
} from './sponsor-lists.types';
import { parseId } from './sponsor-scope';
import { updateAdSetBudget } from './update-ad-set-budget';

/** An optional id filter: absent → no filter; not a valid id → -1, which matches nothing. */
const idFilter = (value: string | null | undefined) =>
  value == null || value === '' ? null : (parseId(value) ?? -1);

builder.queryFields((t) => ({
  sponsorCampaigns: t.field({
    type: SponsorCampaignPageType,
    description:
      'Campaigns of one ad type, 10 per page (spec 2 "Campaign list"). Staff acting for no company see every company (supplierId narrows).',
    args: {
      page: t.arg.int(),
      sortBy: t.arg.string(),
      direction: t.arg({ type: SortDirectionEnum }),
      supplierId: t.arg.id(),
      filters: t.arg({ type: SponsorCampaignFiltersInput }),
      ventureId: t.arg.id(),
      brand: t.arg.id(),
      startDate: t.arg({ type: 'DateTime' }),
      endDate: t.arg({ type: 'DateTime' }),
      adType: t.arg({ type: SponsorAdTypeEnum }),
    },
    resolve: async (_root, args, ctx) => {
      const session = requireSession(ctx);
      const input = {
        supplierId: idFilter(args.supplierId),
        page: args.page,
        sortBy: args.sortBy,
        direction: args.direction,
        campaignName: args.filters?.campaignName,
        status: args.filters?.status,
        ventureId: idFilter(args.ventureId),
        brandId: idFilter(args.brand),
        startDate: args.startDate,
        endDate: args.endDate,
        adType: args.adType,
      };
      const page = await listSponsorCampaigns({ deps: ctx.deps, actor: session, input });
      primeCampaignRows(ctx, page.objects);
      primeCampaignFigures(ctx, input, page.objects);
      return { ...page, objects: page.objects.map((row) => row.campaign) };
    },
  }),
  sponsorCampaignStatuses: t.field({
    type: [AdSetStatusEnum],
    description:
      'Every ad-set status, in a fixed order, for the status filter (the list hides REMOVED itself).',
    args: { campaignType: t.arg.string(), adType: t.arg({ type: SponsorAdTypeEnum }) },
    resolve: () => {
      return [...adSetStatuses];
    },
  }),
  reportRange: t.field({
    type: ReportRangeType,
    resolve: (_root, _args, ctx) => {
      return reportRange({ deps: ctx.deps, actor: requireSession(ctx) });
    },
  }),
  adsSets: t.field({
    type: SponsorAdSetPageType,
    description:
      "The ad sets of one campaign, 10 per page, oldest first unless sorted (sortBy: a column or metric, as sponsorCampaigns); another company's campaign gives an empty page.",
    args: {
      page: t.arg.int(),
      campaignId: t.arg.id({ required: true }),
      catalogId: t.arg.id(),
      brandId: t.arg.id(),
      startDate: t.arg({ type: 'DateTime' }),
      endDate: t.arg({ type: 'DateTime' }),
      sortBy: t.arg.string(),
      direction: t.arg({ type: SortDirectionEnum }),
    },
    resolve: async (_root, args, ctx) => {
      const input = {
        page: args.page,
        campaignId: parseId(args.campaignId) ?? -1,
        catalogId: idFilter(args.catalogId),
        brandId: idFilter(args.brandId),
        startDate: args.startDate,
        endDate: args.endDate,
        sortBy: args.sortBy,
        direction: args.direction,
      };
      const page = await listAdSets({ deps: ctx.deps, actor: requireSession(ctx), input });
      primeAdSetFigures(ctx, input, page.objects);
      return { ...page, objects: page.objects.map((row) => row.adSet) };
    },
  }),
  activityHistory: t.field({
    type: [HistoryEntryType],
    description:
      'The activity log of a campaign (with its ad sets and ads), an ad set (with its ad) or an ad; newest first.',
    args: {
      objectType: t.arg({ type: HistoryObjectTypeEnum, required: true }),
      objectId: t.arg.id({ required: true }),
    },
    resolve: (_root, args, ctx) => {
      return activityHistory({
        deps: ctx.deps,
        actor: requireSession(ctx),
        input: { objectType: args.objectType, objectId: parseId(args.objectId) },
      });
    },
  }),
  activityLog: t.field({
    type: ActivityLogType,
    nullable: true,
    description:
      'The activity log with what it is of: name, wallet currency, catalog, and entries with ids named. Null outside the scope.',
    args: {
      objectType: t.arg({ type: HistoryObjectTypeEnum, required: true }),
      objectId: t.arg.id({ required: true }),
    },
    resolve: (_root, args, ctx) => {
      return activityLog({
        deps: ctx.deps,
        actor: requireSession(ctx),
        input: { objectType: args.objectType, objectId: parseId(args.objectId) },
      });
    },
  }),
  columnSettings: t.field({
    type: [ColumnSettingType],
    description: "The signed-in user's saved columns of a list; empty when never saved.",
    args: { listKey: t.arg({ type: ColumnListKeyEnum, required: true }) },
    resolve: (_root, args, ctx) => {
      return columnSettingsOf({
        deps: ctx.deps,
        actor: requireSession(ctx),
        input: { listKey: args.listKey },
      });
    },
  }),
}));

builder.mutationFields((t) => ({
  changeAdSetRunningStatus: t.field({
    type: AdSetPayloadType,
    args: {
      id: t.arg.id({ required: true }),
      runningStatus: t.arg({ type: RunningStatusEnum, required: true }),
    },
    resolve: (_root, args, ctx) => {
      return changeAdSetRunningStatus({
        deps: ctx.deps,
        actor: requireSession(ctx),
        input: { id: parseId(args.id), runningStatus: args.runningStatus },
      });
    },
  }),
  updateAdsetBudget: t.field({
    type: AdSetPayloadType,
    description:
      'budget: the total budget; budgetDaily: the daily budget. The budget type follows from which are given.',
    args: {
      id: t.arg.id({ required: true }),
      budget: t.arg({ type: 'Decimal' }),
      budgetDaily: t.arg({ type: 'Decimal' }),
    },
    resolve: (_root, args, ctx) => {
      return updateAdSetBudget({
        deps: ctx.deps,
        actor: requireSession(ctx),
        input: { id: parseId(args.id), budget: args.budget ?? null, budgetDaily: args.budgetDaily ?? null },
      });
    },
  }),
  removeAdSet: t.field({
    type: AdSetPayloadType,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => {
      return removeAdSet({ deps: ctx.deps, actor: requireSession(ctx), input: { id: parseId(args.id) } });
    },
  }),
  saveColumnSettings: t.field({
    type: ColumnSettingsPayloadType,
    args: {
      listKey: t.arg({ type: ColumnListKeyEnum, required: true }),
      settings: t.arg({ type: [ColumnSettingInput], required: true }),
    },
    resolve: (_root, args, ctx) => {
      return saveColumnSettings({
        deps: ctx.deps,
        actor: requireSession(ctx),
        input: { listKey: args.listKey, settings: args.settings },
      });
    },
  }),
}));
