import { isAllowed, rulePermissions } from '@portal/domain';
import { builder } from '../../graphql/builder';
import { askerOf, requireSession } from '../../graphql/context';
import { DomainError, forbidden } from '../../graphql/errors';
import { payloadFields } from '../../graphql/payload';
import { SponsorAdTypeEnum } from '../sponsor-catalog/sponsor-catalog.types';
import { findCampaignForSession } from './campaign-access';
import type { SponsorCampaignInput } from './campaign-input';
import { compatibleSuppliers } from './compatible-suppliers';
import { copySponsorCampaign } from './copy-sponsor-campaign';
import { createQuickSponsorCampaign } from './create-quick-sponsor-campaign';
import { createSponsorCampaign } from './create-sponsor-campaign';
import { duplicateSponsorCampaign } from './duplicate-sponsor-campaign';
import { RELATED_OBJECT_TYPES, relatedAccount } from './related-account';
import { reviewSponsorCampaign } from './review-sponsor-campaign';
import { serverRuleMessages } from './server-checks';
import {
  AdSetStatusEnum,
  BidTypeEnum,
  BudgetTypeEnum,
  CampaignGoalEnum,
  GenderEnum,
  ScheduleTypeEnum,
  SponsorCampaignType,
  SponsorSupplierType,
} from './sponsor.types';
import type { SponsorCampaignPayload } from './sponsor-campaign-payload';
import { updateSponsorCampaign } from './update-sponsor-campaign';

const SponsorProductAdInput = builder.inputType('SponsorProductAdInput', {
  fields: (t) => ({
    name: t.string(),
    skus: t.stringList(),
    productMinPrice: t.field({ type: 'Decimal', description: 'Catalog currency.' }),
    productMaxPrice: t.field({ type: 'Decimal', description: 'Catalog currency.' }),
    productCategoryIds: t.idList(),
    productSellerIds: t.idList(),
    productImages: t.string({ description: 'JSON text: { [sku]: { url, path, prompt } }.' }),
  }),
});

const BannerPlacementInput = builder.inputType('BannerPlacementInput', {
  fields: (t) => ({
    id: t.id({ required: true, description: 'The banner type (slot) id.' }),
    url: t.string({ description: 'An image uploaded by this company (POST /v1/uploads/images).' }),
    landingUrl: t.string(),
    deeplink: t.string(),
    skus: t.stringList(),
  }),
});

const SponsorBannerAdInput = builder.inputType('SponsorBannerAdInput', {
  fields: (t) => ({
    name: t.string(),
    placements: t.field({ type: [BannerPlacementInput] }),
  }),
});

const SponsorAdSetInput = builder.inputType('SponsorAdSetInput', {
  fields: (t) => ({
    name: t.string(),
    catalogId: t.id(),
    budgetType: t.field({ type: BudgetTypeEnum }),
    budgetTotal: t.field({ type: 'Decimal', description: 'Wallet currency.' }),
    budgetDailyTotal: t.field({ type: 'Decimal', description: 'Wallet currency.' }),
    scheduleType: t.field({ type: ScheduleTypeEnum }),
    startDate: t.field({ type: 'DateTime' }),
    endDate: t.field({ type: 'DateTime' }),
    bidType: t.field({ type: BidTypeEnum }),
    bidWalletCurrency: t.field({ type: 'Decimal' }),
    targetRoas: t.float(),
    audienceName: t.string(),
    tagIds: t.stringList(),
    keywords: t.stringList(),
    negativeKeywords: t.stringList({ description: 'In match-type notation: [exact], "phrase", broad.' }),
    minAge: t.int(),
    maxAge: t.int(),
    gender: t.field({ type: GenderEnum }),
    locations: t.stringList(),
    trafficControl: t.int(),
    bannerCategoryIds: t.idList(),
    segments: t.idList(),
    productAd: t.field({ type: SponsorProductAdInput }),
    bannerAd: t.field({ type: SponsorBannerAdInput }),
  }),
});

const SponsorCampaignInputType = builder.inputType('SponsorCampaignInput', {
  fields: (t) => ({
    name: t.string(),
    goal: t.field({ type: CampaignGoalEnum }),
    goalOther: t.string(),
    brandId: t.id(),
    adType: t.field({ type: SponsorAdTypeEnum }),
    adSet: t.field({ type: SponsorAdSetInput, required: true }),
  }),
});

const QuickPlacementInput = builder.inputType('QuickPlacementInput', {
  fields: (t) => ({
    id: t.id({ required: true }),
    url: t.string(),
    landingUrl: t.string(),
    selected: t.boolean(),
  }),
});

const SponsorCampaignPayloadType = builder
  .objectRef<SponsorCampaignPayload>('SponsorCampaignPayload')
  .implement({
    fields: (t) => ({
      ...payloadFields(t),
      campaign: t.field({
        type: SponsorCampaignType,
        nullable: true,
        resolve: (payload) => payload.campaign,
      }),
    }),
  });

const RelatedObjectTypeEnum = builder.enumType('RelatedObjectType', { values: RELATED_OBJECT_TYPES });

const RelatedAccountType = builder.objectRef<{ companyId: number }>('RelatedAccount').implement({
  description: 'The company (account) an object belongs to.',
  fields: (t) => ({ companyId: t.exposeID('companyId') }),
});

builder.queryFields((t) => ({
  sponsorCampaign: t.field({
    type: SponsorCampaignType,
    nullable: true,
    description: "A campaign of the acting company (staff: of any company); null when it isn't.",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => {
      const session = requireSession(ctx);
      return findCampaignForSession({ deps: ctx.deps, actor: session, input: { id: args.id } });
    },
  }),
  sponsorCampaignCompatibleSuppliers: t.field({
    type: [SponsorSupplierType],
    description: 'Other companies the user may copy this campaign to (they carry its brand).',
    args: { campaignId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const session = requireSession(ctx);
      const campaign = await findCampaignForSession({
        deps: ctx.deps,
        actor: session,
        input: { id: args.campaignId },
      });
      return campaign ? compatibleSuppliers({ deps: ctx.deps, actor: session, input: { campaign } }) : [];
    },
  }),
  relatedAccount: t.field({
    type: RelatedAccountType,
    nullable: true,
    args: {
      objectType: t.arg({ type: RelatedObjectTypeEnum, required: true }),
      objectId: t.arg.id({ required: true }),
    },
    resolve: (_root, args, ctx) => {
      const session = requireSession(ctx);
      return relatedAccount({
        deps: ctx.deps,
        actor: session,
        input: { objectType: args.objectType, objectId: args.objectId },
      });
    },
  }),
}));

builder.mutationFields((t) => ({
  createSponsorCampaign: t.field({
    type: SponsorCampaignPayloadType,
    args: { campaign: t.arg({ type: SponsorCampaignInputType, required: true }) },
    resolve: (_root, args, ctx) => {
      const session = requireSession(ctx);
      return createSponsorCampaign({
        deps: ctx.deps,
        actor: session,
        input: { campaign: args.campaign as SponsorCampaignInput },
      });
    },
  }),
  updateSponsorCampaign: t.field({
    type: SponsorCampaignPayloadType,
    description:
      'With `campaign`: an edit (back to PENDING_FOR_APPROVAL). With `status`: staff review, SCHEDULED (approve) or REJECTED with `notes`.',
    args: {
      id: t.arg.id({ required: true }),
      campaign: t.arg({ type: SponsorCampaignInputType }),
      status: t.arg({ type: AdSetStatusEnum }),
      notes: t.arg.string(),
    },
    resolve: async (_root, args, ctx) => {
      const session = requireSession(ctx);
      if (args.status && !isAllowed(rulePermissions.reviewSponsorCampaign, askerOf(session)))
        throw forbidden();
      if (!args.campaign && !args.status) throw new DomainError(serverRuleMessages.invalidStatus);
      if (args.campaign) {
        const edited = await updateSponsorCampaign({
          deps: ctx.deps,
          actor: session,
          input: { id: args.id, campaign: args.campaign as SponsorCampaignInput },
        });
        if (!edited.ok || !args.status) return edited;
      }
      return reviewSponsorCampaign({
        deps: ctx.deps,
        actor: session,
        input: { id: args.id, status: args.status!, notes: args.notes },
      });
    },
  }),
  createQuickSponsorCampaign: t.field({
    type: SponsorCampaignPayloadType,
    args: {
      name: t.arg.string(),
      goal: t.arg({ type: CampaignGoalEnum }),
      goalOther: t.arg.string(),
      brandId: t.arg.id(),
      adType: t.arg({ type: SponsorAdTypeEnum }),
      catalogId: t.arg.id(),
      budgetType: t.arg({ type: BudgetTypeEnum }),
      budgetDailyTotal: t.arg({ type: 'Decimal' }),
      budgetTotal: t.arg({ type: 'Decimal' }),
      scheduleType: t.arg({ type: ScheduleTypeEnum }),
      startDate: t.arg({ type: 'DateTime' }),
      endDate: t.arg({ type: 'DateTime' }),
      bannerCategoryIds: t.arg.idList(),
      keywords: t.arg.stringList(),
      categoryIds: t.arg.idList(),
      sellerIds: t.arg.idList(),
      placements: t.arg({ type: [QuickPlacementInput] }),
    },
    resolve: (_root, args, ctx) => {
      const session = requireSession(ctx);
      return createQuickSponsorCampaign({ deps: ctx.deps, actor: session, input: args });
    },
  }),
  duplicateSponsorCampaign: t.field({
    type: SponsorCampaignPayloadType,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => {
      const session = requireSession(ctx);
      return duplicateSponsorCampaign({ deps: ctx.deps, actor: session, input: { id: args.id } });
    },
  }),
  copySponsorCampaign: t.field({
    type: SponsorCampaignPayloadType,
    args: { campaignId: t.arg.id({ required: true }), targetSupplierId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => {
      const session = requireSession(ctx);
      return copySponsorCampaign({
        deps: ctx.deps,
        actor: session,
        input: { campaignId: args.campaignId, targetSupplierId: args.targetSupplierId },
      });
    },
  }),
}));
