import { builder } from '../../graphql/builder';
import { type BasePayload, payloadFields } from '../../graphql/payload';
import type { AdAccountInsight } from './ad-account-insights';
import type { MetaCampaignView, MpaCampaignView } from './campaign-view';
import type { AsyncSessionRow } from './onboard-seller';
import type { MetaCampaignPage } from './read-campaigns';

/** The Meta ads types of decision 0230's contract. */
export const MetaCampaignStatusEnum = builder.enumType('MetaCampaignStatus', {
  values: ['ACTIVE', 'PAUSED', 'DELETED', 'ARCHIVED'] as const,
});

export const AsyncSessionStatusEnum = builder.enumType('AsyncSessionStatus', {
  values: ['PENDING', 'RUNNING', 'COMPLETED', 'FAILED'] as const,
});

export const AsyncSessionType = builder.objectRef<AsyncSessionRow>('AsyncSession').implement({
  description: 'An onboarding run (spec 3 §4); the web polls it.',
  fields: (t) => ({
    id: t.exposeID('id'),
    status: t.field({ type: AsyncSessionStatusEnum, resolve: (session) => session.status }),
    result: t.exposeString('result', { nullable: true, description: "Meta's user message when FAILED." }),
  }),
});

export const AdAccountInsightType = builder.objectRef<AdAccountInsight>('AdAccountInsight').implement({
  description: "One day of the account's delivery (Meta's time_increment=1).",
  fields: (t) => ({
    accountId: t.exposeString('accountId'),
    accountName: t.exposeString('accountName'),
    accountCurrency: t.exposeString('accountCurrency'),
    dateStart: t.exposeString('dateStart'),
    dateStop: t.exposeString('dateStop'),
    spend: t.field({ type: 'Decimal', resolve: (row) => row.spend }),
    clicks: t.exposeInt('clicks'),
    impressions: t.exposeInt('impressions'),
    totalPurchaseItem: t.exposeInt('totalPurchaseItem'),
    totalPurchaseValue: t.field({ type: 'Decimal', resolve: (row) => row.totalPurchaseValue }),
  }),
});

export const CustomAudienceType = builder
  .objectRef<{ id: number; name: string }>('CustomAudience')
  .implement({
    fields: (t) => ({ id: t.exposeFloat('id'), name: t.exposeString('name') }),
  });

export const MetaCampaignType = builder.objectRef<MetaCampaignView>('MetaCampaign').implement({
  description: 'A Meta campaign: id is ours, metaCampaignId is Meta’s; figures are of the asked range.',
  fields: (t) => ({
    id: t.exposeID('id'),
    metaCampaignId: t.exposeString('metaCampaignId'),
    name: t.exposeString('name'),
    status: t.field({ type: MetaCampaignStatusEnum, resolve: (c) => c.status }),
    effectiveStatus: t.exposeString('effectiveStatus', {
      description: "Meta's effective_status, or WALLET_EMPTY while paused for an empty Meta wallet.",
    }),
    objective: t.exposeString('objective'),
    startTime: t.field({ type: 'DateTime', resolve: (c) => c.startTime }),
    stopTime: t.field({ type: 'DateTime', nullable: true, resolve: (c) => c.stopTime }),
    lifetimeBudget: t.field({ type: 'Decimal', resolve: (c) => c.lifetimeBudget }),
    budgetRemaining: t.field({ type: 'Decimal', resolve: (c) => c.budgetRemaining }),
    accountId: t.exposeString('accountId'),
    impressions: t.exposeInt('impressions'),
    clicks: t.exposeInt('clicks'),
    cost: t.field({ type: 'Decimal', resolve: (c) => c.costMicros }),
    totalPurchaseItem: t.int({ resolve: (c) => c.purchases }),
    totalPurchaseValue: t.field({ type: 'Decimal', resolve: (c) => c.purchaseValueMicros }),
    customAudienceIds: t.exposeFloatList('customAudienceIds'),
    productSetId: t.exposeString('productSetId'),
    creativeText: t.exposeString('creativeText'),
  }),
});

export const MetaCampaignPageType = builder.objectRef<MetaCampaignPage>('MetaCampaignPage').implement({
  fields: (t) => ({
    objects: t.field({ type: [MetaCampaignType], resolve: (page) => page.objects }),
    nextPage: t.exposeString('nextPage', { nullable: true }),
    previousPage: t.exposeString('previousPage', { nullable: true }),
  }),
});

const WalletCurrencyType = builder.objectRef<{ symbol: string; code: string }>('WalletCurrency').implement({
  fields: (t) => ({ symbol: t.exposeString('symbol'), code: t.exposeString('code') }),
});

export const MpaCampaignType = builder.objectRef<MpaCampaignView>('MpaCampaign').implement({
  description: "The advanced campaign form's values.",
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    lifetimeBudget: t.field({ type: 'Decimal', resolve: (c) => c.lifetimeBudget }),
    startDate: t.exposeString('startDate'),
    endDate: t.exposeString('endDate'),
    creativeText: t.exposeString('creativeText'),
    productCategoryIds: t.exposeIntList('productCategoryIds'),
    productMinPrice: t.field({ type: 'Decimal', nullable: true, resolve: (c) => c.productMinPrice }),
    productMaxPrice: t.field({ type: 'Decimal', nullable: true, resolve: (c) => c.productMaxPrice }),
    customAudienceIds: t.exposeFloatList('customAudienceIds'),
    productSKUs: t.exposeStringList('productSKUs'),
    productSetId: t.exposeString('productSetId'),
    sellerId: t.exposeID('sellerId'),
    walletCurrency: t.field({ type: WalletCurrencyType, resolve: (c) => c.walletCurrency }),
  }),
});

export type OnboardSellerPayload = BasePayload & { session: AsyncSessionRow | null };
export const OnboardSellerPayloadType = builder
  .objectRef<OnboardSellerPayload>('OnboardSellerPayload')
  .implement({
    fields: (t) => ({
      ...payloadFields(t),
      session: t.field({ type: AsyncSessionType, nullable: true, resolve: (p) => p.session }),
    }),
  });

export type MetaCampaignPayload = BasePayload & { campaign: MetaCampaignView | null };
export const MetaCampaignPayloadType = builder
  .objectRef<MetaCampaignPayload>('MetaCampaignPayload')
  .implement({
    fields: (t) => ({
      ...payloadFields(t),
      campaign: t.field({ type: MetaCampaignType, nullable: true, resolve: (p) => p.campaign }),
    }),
  });

export type MpaCampaignPayload = BasePayload & { campaign: MpaCampaignView | null };
export const MpaCampaignPayloadType = builder.objectRef<MpaCampaignPayload>('MpaCampaignPayload').implement({
  fields: (t) => ({
    ...payloadFields(t),
    campaign: t.field({ type: MpaCampaignType, nullable: true, resolve: (p) => p.campaign }),
  }),
});
