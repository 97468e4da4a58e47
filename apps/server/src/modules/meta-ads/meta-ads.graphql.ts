import { builder } from '../../graphql/builder';
import { requireCompanyActor } from '../../graphql/context';
import { SellerType } from '../catalog/catalog.types';
import { adAccountInsights } from './ad-account-insights';
import { createCampaign, updateCampaign } from './advanced-form-campaigns';
import { getCompanySellers } from './company-sellers';
import { getCustomAudiences } from './custom-audiences';
import {
  advancedFormArgs,
  campaignArgs,
  campaignFormArgs,
  dayRangeArgs,
  productFilterArgs,
  sellerArgs,
} from './meta-ads.args';
import {
  AdAccountInsightType,
  AsyncSessionType,
  CustomAudienceType,
  MetaCampaignPageType,
  MetaCampaignPayloadType,
  MetaCampaignStatusEnum,
  MetaCampaignType,
  MpaCampaignPayloadType,
  MpaCampaignType,
  OnboardSellerPayloadType,
} from './meta-ads.types';
import { onboardSeller } from './onboard-seller';
import { asyncSessionStatus, onboardSellerStatus } from './onboarding-status';
import { createMetaCampaign, updateMetaCampaign } from './quick-form-campaigns';
import { getMetaCampaign, getMpaCampaign, listMetaCampaigns } from './read-campaigns';

/** Off-site (Meta) ads: sellers' ad accounts, onboarding, campaigns and insights (spec 3, decision 0230). */
builder.queryFields((t) => ({
  getCompanySellers: t.field({
    type: [SellerType],
    description: "The session company's sellers; isMpaOnboarded is answered for this company.",
    resolve: (_root, _args, ctx) => getCompanySellers({ deps: ctx.deps, actor: requireCompanyActor(ctx) }),
  }),
  adAccountInsights: t.field({
    type: [AdAccountInsightType],
    description: "The seller's ad account by day over the range (catalog days), every day present.",
    args: dayRangeArgs(t.arg),
    resolve: (_root, args, ctx) =>
      adAccountInsights({ deps: ctx.deps, actor: requireCompanyActor(ctx), input: args }),
  }),
  metaCampaigns: t.field({
    type: MetaCampaignPageType,
    description: "The seller's campaigns, newest first, 10 a page; figures are the range's.",
    args: { ...dayRangeArgs(t.arg), cursor: t.arg.string() },
    resolve: (_root, args, ctx) =>
      listMetaCampaigns({ deps: ctx.deps, actor: requireCompanyActor(ctx), input: args }),
  }),
  metaCampaign: t.field({
    type: MetaCampaignType,
    nullable: true,
    description: 'One campaign with its figures since its start.',
    args: campaignArgs(t.arg),
    resolve: (_root, args, ctx) =>
      getMetaCampaign({ deps: ctx.deps, actor: requireCompanyActor(ctx), input: args }),
  }),
  getCampaign: t.field({
    type: MpaCampaignType,
    nullable: true,
    description: "A campaign's values for the advanced form.",
    args: campaignArgs(t.arg),
    resolve: (_root, args, ctx) =>
      getMpaCampaign({ deps: ctx.deps, actor: requireCompanyActor(ctx), input: args }),
  }),
  getCustomAudiences: t.field({
    type: [CustomAudienceType],
    args: sellerArgs(t.arg),
    resolve: (_root, args, ctx) =>
      getCustomAudiences({ deps: ctx.deps, actor: requireCompanyActor(ctx), input: args }),
  }),
  onboardSellerStatus: t.field({
    type: AsyncSessionType,
    nullable: true,
    description: "The seller's latest onboarding session.",
    args: sellerArgs(t.arg),
    resolve: (_root, args, ctx) =>
      onboardSellerStatus({ deps: ctx.deps, actor: requireCompanyActor(ctx), input: args }),
  }),
  asyncSessionStatus: t.field({
    type: AsyncSessionType,
    nullable: true,
    args: { ...sellerArgs(t.arg), sessionId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      asyncSessionStatus({ deps: ctx.deps, actor: requireCompanyActor(ctx), input: args }),
  }),
}));

builder.mutationFields((t) => ({
  onboardSeller: t.field({
    type: OnboardSellerPayloadType,
    description:
      'Links the seller to a new Meta ad account of the company; a job does it (poll the session).',
    args: {
      ...sellerArgs(t.arg),
      sellerPageUrl: t.arg.string(),
      confirm: t.arg.boolean({ required: true }),
    },
    resolve: (_root, args, ctx) =>
      onboardSeller({ deps: ctx.deps, actor: requireCompanyActor(ctx), input: args }),
  }),
  createMetaCampaign: t.field({
    type: MetaCampaignPayloadType,
    args: {
      ...sellerArgs(t.arg),
      ...campaignFormArgs(t.arg),
      creativeText: t.arg.string(),
      customAudienceIds: t.arg.floatList(),
      ...productFilterArgs(t.arg),
    },
    resolve: (_root, args, ctx) =>
      createMetaCampaign({ deps: ctx.deps, actor: requireCompanyActor(ctx), input: args }),
  }),
  updateMetaCampaign: t.field({
    type: MetaCampaignPayloadType,
    args: {
      ...campaignArgs(t.arg),
      name: t.arg.string(),
      status: t.arg({ type: MetaCampaignStatusEnum }),
      lifetimeBudget: t.arg({ type: 'Decimal' }),
      startDate: t.arg.string(),
      endDate: t.arg.string(),
      customAudienceIds: t.arg.floatList(),
    },
    resolve: (_root, args, ctx) =>
      updateMetaCampaign({ deps: ctx.deps, actor: requireCompanyActor(ctx), input: args }),
  }),
  createCampaign: t.field({
    type: MpaCampaignPayloadType,
    args: { ...sellerArgs(t.arg), ...advancedFormArgs(t.arg), creativeText: t.arg.string() },
    resolve: (_root, args, ctx) =>
      createCampaign({ deps: ctx.deps, actor: requireCompanyActor(ctx), input: args }),
  }),
  updateCampaign: t.field({
    type: MpaCampaignPayloadType,
    args: { ...campaignArgs(t.arg), ...advancedFormArgs(t.arg) },
    resolve: (_root, args, ctx) =>
      updateCampaign({ deps: ctx.deps, actor: requireCompanyActor(ctx), input: args }),
  }),
}));
