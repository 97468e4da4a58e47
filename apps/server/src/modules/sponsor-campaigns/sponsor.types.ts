import {
  adSetStatuses,
  bidTypes,
  budgetTypes,
  campaignGoals,
  genders,
  scheduleTypes,
} from '@portal/domain/sponsor-campaign-form';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  type BannerTypeRow,
  bannerTypes,
  runningStatuses,
  type SponsorAdSetRow,
  type SponsorBannerAdRow,
  type SponsorCampaignRow,
  type SponsorProductAdRow,
  sponsorBannerPlacements,
} from '../../db/schema/index';
import { builder } from '../../graphql/builder';
import type { CompanyRow } from '../../graphql/loaders';
import { BrandType, CatalogType, CurrencyType } from '../catalog/catalog.types';
import { SponsorAdTypeEnum } from '../sponsor-catalog/sponsor-catalog.types';
import { type CampaignReport, campaignReport } from './campaign-report';
import { campaignOwner, loadReportFigures } from './report-figures';
import { sponsorLoaders } from './sponsor-loaders';

export const CampaignGoalEnum = builder.enumType('CampaignGoal', { values: campaignGoals });
export const AdSetStatusEnum = builder.enumType('AdSetStatus', { values: adSetStatuses });
export const RunningStatusEnum = builder.enumType('RunningStatus', { values: runningStatuses });
export const BudgetTypeEnum = builder.enumType('BudgetType', { values: budgetTypes });
export const ScheduleTypeEnum = builder.enumType('ScheduleType', { values: scheduleTypes });
export const BidTypeEnum = builder.enumType('BidType', { values: bidTypes });
export const GenderEnum = builder.enumType('Gender', { values: genders });

/** The company a campaign belongs to, as the campaign screens show it. */
export const SponsorSupplierType = builder.objectRef<CompanyRow>('SponsorSupplier').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    nameWithCluster: t.string({
      resolve: (company) => (company.clusterName ? `${company.name} (${company.clusterName})` : company.name),
    }),
    walletCurrency: t.field({
      type: CurrencyType,
      resolve: async (company, _args, ctx) =>
        (await ctx.loaders.currencyByCode.load(company.walletCurrency))!,
    }),
  }),
});

/**
 * Metrics of a campaign or ad set over the list's date range (lifetime outside a list), from the delivery
 * engine's hourly rollups (report-figures.ts); zero without delivery (never invented).
 */
export const SponsorCampaignReportType = builder
  .objectRef<CampaignReport>('SponsorCampaignReport')
  .implement({
    fields: (t) => ({
      skuCount: t.exposeInt('skuCount'),
      soldSkuCount: t.exposeInt('soldSkuCount'),
      impressions: t.exposeInt('impressions'),
      clicks: t.exposeInt('clicks'),
      ctr: t.exposeFloat('ctr'),
      conv: t.exposeFloat('conv'),
      costs: t.field({ type: 'Decimal', resolve: (report) => report.costsMicros }),
      roas: t.exposeFloat('roas'),
      cpc: t.field({ type: 'Decimal', resolve: (report) => report.cpcMicros }),
      cpm: t.field({ type: 'Decimal', resolve: (report) => report.cpmMicros }),
      itemsSold: t.exposeInt('itemsSold'),
      haloItemsSold: t.exposeInt('haloItemsSold'),
      click7Sales: t.field({ type: 'Decimal', resolve: (report) => report.click7SalesMicros }),
      haloSales: t.field({ type: 'Decimal', resolve: (report) => report.haloSalesMicros }),
      purchases: t.exposeInt('purchases'),
    }),
  });

export type BannerPlacementView = {
  bannerType: BannerTypeRow;
  imageUrl: string | null;
  landingUrl: string | null;
  deeplink: string | null;
  skus: string[];
};

export const BannerPlacementType = builder.objectRef<BannerPlacementView>('BannerPlacement').implement({
  description: 'One creative of a banner ad; `id` is the banner type (slot) id.',
  fields: (t) => ({
    id: t.id({ resolve: (p) => p.bannerType.id }),
    type: t.string({ resolve: (p) => p.bannerType.bannerType }),
    bannerType: t.string({ resolve: (p) => p.bannerType.bannerType }),
    name: t.string({ resolve: (p) => p.bannerType.name }),
    width: t.int({ resolve: (p) => p.bannerType.width }),
    height: t.int({ resolve: (p) => p.bannerType.height }),
    url: t.string({ nullable: true, resolve: (p) => p.imageUrl }),
    landingUrl: t.string({ nullable: true, resolve: (p) => p.landingUrl }),
    deeplink: t.string({ nullable: true, resolve: (p) => p.deeplink }),
    skus: t.stringList({ resolve: (p) => p.skus }),
    selected: t.boolean({ resolve: () => true }),
  }),
});

export const SponsorProductAdType = builder.objectRef<SponsorProductAdRow>('SponsorProductAd').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    skus: t.exposeStringList('skus'),
    productMinPrice: t.field({ type: 'Decimal', nullable: true, resolve: (ad) => ad.productMinPriceMicros }),
    productMaxPrice: t.field({ type: 'Decimal', nullable: true, resolve: (ad) => ad.productMaxPriceMicros }),
    productCategoryIds: t.idList({ resolve: (ad) => ad.productCategoryIds }),
    productSellerIds: t.idList({ resolve: (ad) => ad.productSellerIds }),
    productImages: t.string({
      description: 'JSON text: { [sku]: { url, path, prompt } }.',
      resolve: (ad) => JSON.stringify(ad.productImages ?? {}),
    }),
  }),
});

export const SponsorBannerAdType = builder.objectRef<SponsorBannerAdRow>('SponsorBannerAd').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    placements: t.field({
      type: [BannerPlacementType],
      resolve: (ad, _args, ctx) => loadPlacements(ctx.deps.db, ad.id),
    }),
  }),
});

export async function loadPlacements(db: Db, bannerAdId: number): Promise<BannerPlacementView[]> {
  const rows = await db
    .select({ placement: sponsorBannerPlacements, bannerType: bannerTypes })
    .from(sponsorBannerPlacements)
    .innerJoin(bannerTypes, eq(bannerTypes.id, sponsorBannerPlacements.bannerTypeId))
    .where(eq(sponsorBannerPlacements.bannerAdId, bannerAdId))
    .orderBy(asc(bannerTypes.position), asc(bannerTypes.id));
  return rows.map(({ placement, bannerType }) => ({
    bannerType,
    imageUrl: placement.imageUrl,
    landingUrl: placement.landingUrl,
    deeplink: placement.deeplink,
    skus: placement.skus,
  }));
}

export const SponsorAdSetType = builder.objectRef<SponsorAdSetRow>('SponsorAdSet').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    campaignId: t.exposeID('campaignId'),
    name: t.exposeString('name'),
    catalogId: t.exposeID('catalogId'),
    catalog: t.field({
      type: CatalogType,
      resolve: async (adSet, _args, ctx) => (await ctx.loaders.catalogById.load(adSet.catalogId))!,
    }),
    adType: t.field({ type: SponsorAdTypeEnum, resolve: (adSet) => adSet.adType }),
    status: t.field({ type: AdSetStatusEnum, resolve: (adSet) => adSet.status }),
    runningStatus: t.field({ type: RunningStatusEnum, resolve: (adSet) => adSet.runningStatus }),
    effectiveStatus: t.exposeString('effectiveStatus', { nullable: true }),
    budgetType: t.field({ type: BudgetTypeEnum, resolve: (adSet) => adSet.budgetType }),
    budgetTotal: t.field({ type: 'Decimal', nullable: true, resolve: (adSet) => adSet.budgetTotalMicros }),
    budgetDailyTotal: t.field({
      type: 'Decimal',
      nullable: true,
      resolve: (adSet) => adSet.budgetDailyMicros,
    }),
    scheduleType: t.field({ type: ScheduleTypeEnum, resolve: (adSet) => adSet.scheduleType }),
    startDate: t.field({ type: 'DateTime', resolve: (adSet) => adSet.startDate }),
    endDate: t.field({ type: 'DateTime', nullable: true, resolve: (adSet) => adSet.endDate }),
    bidType: t.field({ type: BidTypeEnum, resolve: (adSet) => adSet.bidType }),
    bidWalletCurrency: t.field({ type: 'Decimal', nullable: true, resolve: (adSet) => adSet.bidMicros }),
    targetRoas: t.float({
      nullable: true,
      resolve: (adSet) => (adSet.targetRoas === null ? null : Number(adSet.targetRoas)),
    }),
    audienceName: t.exposeString('audienceName', { nullable: true }),
    tagIds: t.exposeStringList('tagIds'),
    keywords: t.exposeStringList('keywords'),
    negativeKeywords: t.exposeStringList('negativeKeywords'),
    minAge: t.exposeInt('minAge', { nullable: true }),
    maxAge: t.exposeInt('maxAge', { nullable: true }),
    minPrice: t.field({
      type: 'Decimal',
      nullable: true,
      resolve: async (adSet, _args, ctx) => (await productAdOf(ctx, adSet))?.productMinPriceMicros ?? null,
    }),
    maxPrice: t.field({
      type: 'Decimal',
      nullable: true,
      resolve: async (adSet, _args, ctx) => (await productAdOf(ctx, adSet))?.productMaxPriceMicros ?? null,
    }),
    locations: t.exposeStringList('locations'),
    gender: t.field({ type: GenderEnum, resolve: (adSet) => adSet.gender }),
    trafficControl: t.exposeInt('trafficControl'),
    bannerCategoryIds: t.idList({ resolve: (adSet) => adSet.bannerCategoryIds }),
    segments: t.idList({ resolve: (adSet) => adSet.segmentIds }),
    notes: t.exposeString('notes', { nullable: true }),
    shop: t.exposeString('shop', { nullable: true }),
    productAd: t.field({
      type: SponsorProductAdType,
      nullable: true,
      resolve: (adSet, _args, ctx) => productAdOf(ctx, adSet),
    }),
    bannerAd: t.field({
      type: SponsorBannerAdType,
      nullable: true,
      resolve: (adSet, _args, ctx) => bannerAdOf(ctx, adSet),
    }),
    report: t.field({
      type: SponsorCampaignReportType,
      resolve: async (adSet, _args, ctx) =>
        campaignReport(
          await loadReportFigures(ctx, 'adSet', adSet),
          (await productAdOf(ctx, adSet))?.skus.length ?? 0,
        ),
    }),
    createdAt: t.field({ type: 'DateTime', resolve: (adSet) => adSet.createdAt }),
    updatedAt: t.field({ type: 'DateTime', resolve: (adSet) => adSet.updatedAt }),
  }),
});

type LoaderContext = Parameters<typeof sponsorLoaders>[0];

export async function productAdOf(ctx: LoaderContext, adSet: SponsorAdSetRow) {
  return adSet.adType === 'PRODUCT' ? sponsorLoaders(ctx).productAdByAdSet.load(adSet.id) : null;
}

export async function bannerAdOf(ctx: LoaderContext, adSet: SponsorAdSetRow) {
  return adSet.adType === 'BANNER' ? sponsorLoaders(ctx).bannerAdByAdSet.load(adSet.id) : null;
}

export const SponsorCampaignType = builder.objectRef<SponsorCampaignRow>('SponsorCampaign').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    goal: t.field({ type: CampaignGoalEnum, resolve: (campaign) => campaign.goal }),
    goalOther: t.exposeString('goalOther', { nullable: true }),
    adType: t.field({ type: SponsorAdTypeEnum, resolve: (campaign) => campaign.adType }),
    bannerAds: t.boolean({ resolve: (campaign) => campaign.adType === 'BANNER' }),
    productAds: t.boolean({ resolve: (campaign) => campaign.adType === 'PRODUCT' }),
    isQuickCreate: t.exposeBoolean('isQuickCreate'),
    notes: t.exposeString('notes', { nullable: true }),
    brand: t.field({
      type: BrandType,
      resolve: async (campaign, _args, ctx) => (await ctx.loaders.brandById.load(campaign.brandId))!,
    }),
    supplier: t.field({
      type: SponsorSupplierType,
      resolve: async (campaign, _args, ctx) => (await ctx.loaders.companyById.load(campaign.companyId))!,
    }),
    adsetSet: t.field({
      type: [SponsorAdSetType],
      description: 'The ad sets of the campaign; the screens use the first.',
      resolve: (campaign, _args, ctx) => sponsorLoaders(ctx).adSetsByCampaign.load(campaign.id),
    }),
    status: t.field({
      type: AdSetStatusEnum,
      description: "The first ad set's status.",
      resolve: async (campaign, _args, ctx) =>
        (await sponsorLoaders(ctx).adSetsByCampaign.load(campaign.id))[0]?.status ?? 'DRAFT',
    }),
    productAdId: t.id({
      nullable: true,
      resolve: async (campaign, _args, ctx) => {
        const [adSet] = await sponsorLoaders(ctx).adSetsByCampaign.load(campaign.id);
        return adSet ? ((await productAdOf(ctx, adSet))?.id ?? null) : null;
      },
    }),
    bannerAdId: t.id({
      nullable: true,
      resolve: async (campaign, _args, ctx) => {
        const [adSet] = await sponsorLoaders(ctx).adSetsByCampaign.load(campaign.id);
        return adSet ? ((await bannerAdOf(ctx, adSet))?.id ?? null) : null;
      },
    }),
    report: t.field({
      type: SponsorCampaignReportType,
      resolve: async (campaign, _args, ctx) => {
        const [adSet] = await sponsorLoaders(ctx).adSetsByCampaign.load(campaign.id);
        const productAd = adSet ? await productAdOf(ctx, adSet) : null;
        return campaignReport(
          await loadReportFigures(ctx, 'campaign', campaignOwner(campaign)),
          productAd?.skus.length ?? 0,
        );
      },
    }),
    createdAt: t.field({ type: 'DateTime', resolve: (campaign) => campaign.createdAt }),
    updatedAt: t.field({ type: 'DateTime', resolve: (campaign) => campaign.updatedAt }),
  }),
});
