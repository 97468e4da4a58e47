import { columnListKeys, historyObjectTypes } from '../../db/schema/index';
import { builder } from '../../graphql/builder';
import { pagedType } from '../../graphql/paged';
import { payloadFields } from '../../graphql/payload';
import { CatalogType, CurrencyType } from '../catalog/catalog.types';
import { AdSetStatusEnum, SponsorAdSetType, SponsorCampaignType } from '../sponsor-campaigns/sponsor.types';
import type { ActivityLog, HistoryEntry, HistoryRef, ResolvedHistoryChange } from './activity-history';
import type { AdSetResult } from './change-ad-set-running-status';
import type { ColumnSetting } from './column-settings';

export const SortDirectionEnum = builder.enumType('SortDirection', { values: ['asc', 'desc'] as const });
export const HistoryObjectTypeEnum = builder.enumType('HistoryObjectType', { values: historyObjectTypes });
export const ColumnListKeyEnum = builder.enumType('ColumnListKey', { values: columnListKeys });

export const SponsorCampaignFiltersInput = builder.inputType('SponsorCampaignFilters', {
  fields: (t) => ({
    campaignName: t.string(),
    status: t.field({ type: AdSetStatusEnum }),
  }),
});

export const SponsorCampaignPageType = pagedType('SponsorCampaignPage', SponsorCampaignType);
export const SponsorAdSetPageType = pagedType('SponsorAdSetPage', SponsorAdSetType);

export const ReportRangeType = builder
  .objectRef<{ startDate: Date; endDate: Date }>('ReportRange')
  .implement({
    description:
      'The period reports can cover: the earliest campaign start to now (last 7 days without campaigns).',
    fields: (t) => ({
      startDate: t.field({ type: 'DateTime', resolve: (range) => range.startDate }),
      endDate: t.field({ type: 'DateTime', resolve: (range) => range.endDate }),
    }),
  });

export const AdSetPayloadType = builder.objectRef<AdSetResult>('AdSetPayload').implement({
  fields: (t) => ({
    ...payloadFields(t),
    adSet: t.field({ type: SponsorAdSetType, nullable: true, resolve: (payload) => payload.adSet }),
  }),
});

export const HistoryRefType = builder.objectRef<HistoryRef>('HistoryRef').implement({
  description:
    'A brand, seller, category, segment or catalog a recorded value holds, by name (null name: deleted since).',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name', { nullable: true }),
    code: t.exposeString('code', { nullable: true, description: "A catalog's country code." }),
    deleted: t.exposeBoolean('deleted'),
  }),
});

export const HistoryChangeType = builder.objectRef<ResolvedHistoryChange>('HistoryChange').implement({
  description: "One changed field: actionType '+' create, '~' update, '-' delete.",
  fields: (t) => ({
    actionType: t.exposeString('actionType'),
    objectType: t.field({ type: HistoryObjectTypeEnum, resolve: (change) => change.objectType }),
    field: t.exposeString('field'),
    old: t.exposeString('old', { nullable: true }),
    new: t.exposeString('new', { nullable: true }),
    oldRefs: t.field({
      type: [HistoryRefType],
      nullable: true,
      description: 'The ids `old` holds, by name; null when the field holds no ids.',
      resolve: (change) => change.oldRefs,
    }),
    newRefs: t.field({
      type: [HistoryRefType],
      nullable: true,
      description: 'The ids `new` holds, by name; null when the field holds no ids.',
      resolve: (change) => change.newRefs,
    }),
  }),
});

export const HistoryEntryType = builder.objectRef<HistoryEntry>('HistoryEntry').implement({
  fields: (t) => ({
    updatedBy: t.exposeString('updatedBy', {
      nullable: true,
      description: "The user's name (or e-mail); null when the system made the change.",
    }),
    updatedDate: t.field({ type: 'DateTime', resolve: (entry) => entry.updatedDate }),
    changes: t.field({ type: [HistoryChangeType], resolve: (entry) => entry.changes }),
  }),
});

export const ActivityLogType = builder.objectRef<ActivityLog>('ActivityLog').implement({
  description: 'The activity log of a campaign, ad set or ad with what it is of (spec 2 §2).',
  fields: (t) => ({
    objectType: t.field({ type: HistoryObjectTypeEnum, resolve: (log) => log.objectType }),
    objectId: t.exposeID('objectId'),
    name: t.exposeString('name', { description: 'The name of the campaign, ad set or ad.' }),
    campaignName: t.exposeString('campaignName'),
    walletCurrency: t.field({
      type: CurrencyType,
      description: "The currency of the campaign's budgets and bids.",
      resolve: async (log, _args, ctx) => (await ctx.loaders.currencyByCode.load(log.walletCurrency))!,
    }),
    catalog: t.field({
      type: CatalogType,
      nullable: true,
      description:
        "The ad set's catalog: the log's days are read in its zone, product prices in its currency.",
      resolve: async (log, _args, ctx) =>
        log.catalogId === null ? null : ctx.loaders.catalogById.load(log.catalogId),
    }),
    entries: t.field({ type: [HistoryEntryType], resolve: (log) => log.entries }),
  }),
});

export const ColumnSettingType = builder.objectRef<ColumnSetting>('ColumnSetting').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    title: t.exposeString('title'),
    show: t.exposeBoolean('show'),
  }),
});

export const ColumnSettingInput = builder.inputType('ColumnSettingInput', {
  fields: (t) => ({
    id: t.string({ required: true }),
    title: t.string({ required: true }),
    show: t.boolean({ required: true }),
  }),
});

export const ColumnSettingsPayloadType = builder
  .objectRef<{
    ok: boolean;
    errors: { field: string | null; messages: string[] }[];
    settings: ColumnSetting[] | null;
  }>('ColumnSettingsPayload')
  .implement({
    fields: (t) => ({
      ...payloadFields(t),
      settings: t.field({
        type: [ColumnSettingType],
        nullable: true,
        resolve: (payload) => payload.settings,
      }),
    }),
  });
