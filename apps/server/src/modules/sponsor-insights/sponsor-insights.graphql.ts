import { ruleMessage } from '@portal/domain/sponsor-messages';
import { builder } from '../../graphql/builder';
import { type GraphQLContext, requireSession } from '../../graphql/context';
import { DomainError, inputErrors } from '../../graphql/errors';
import { CampaignGoalEnum } from '../sponsor-campaigns/sponsor.types';
import { advertisableSellerIds } from '../sponsor-catalog/advertisable-sellers';
import { actingCompanyId, brandScope, findCatalog, toIds } from '../sponsor-catalog/catalog-scope';
import { cleanSkus, MAX_SKU_LOOKUP } from '../sponsor-catalog/product-lookup';
import { sponsorCampaignMinBudget } from '../sponsor-catalog/recommended-bid';
import { SponsorAdTypeEnum } from '../sponsor-catalog/sponsor-catalog.types';
import { campaignDiagnostics, requireFlag } from './campaign-diagnostics';
import { forecastBannerPerformance } from './forecast-banner-performance';
import { forecastProductPerformance } from './forecast-performance';
import { measuredRecommendedBid } from './measured-recommended-bid';
import { DiagnosticType, ForecastType, RecommendedBidType } from './sponsor-insights.types';

const MAX_PLATFORMS = 100;

/** The forecast calls' common checks: the flag, the period, the catalog, the wallet rate and the minimum budget. */
async function forecastContext(
  ctx: GraphQLContext,
  args: { catalogId: string; countDay: number; companyId?: string | null },
) {
  const session = requireSession(ctx);
  await requireFlag({ deps: ctx.deps, input: { name: 'sponsor_forecast' } });
  if (args.countDay !== 7 && args.countDay !== 30)
    throw new DomainError(ruleMessage('invalidNumber'), 'countDay');
  const catalog = await findCatalog(ctx, args.catalogId);
  if (!catalog) throw new DomainError(ruleMessage('targetCountryIsNotSelected'), 'catalogId');
  const companyId = actingCompanyId(session, args.companyId);
  const company = companyId === null ? null : await ctx.loaders.companyById.load(companyId);
  const [wallet, minDailyBudgetMicros] = await Promise.all([
    ctx.loaders.currencyByCode.load(company?.walletCurrency ?? 'SGD'),
    sponsorCampaignMinBudget({ deps: ctx.deps }),
  ]);
  return {
    catalog,
    companyId,
    countDay: args.countDay as 7 | 30,
    walletRate: wallet?.rate ?? '1',
    minDailyBudgetMicros,
  };
}

builder.queryFields((t) => ({
  recommendedBid: t.field({
    type: RecommendedBidType,
    nullable: true,
    args: {
      catalogId: t.arg.id({ required: true }),
      brandId: t.arg.id(),
      adType: t.arg({ type: SponsorAdTypeEnum }),
      categoryIds: t.arg.idList({
        description: 'Narrows the clearing prices to these categories (and below).',
      }),
    },
    resolve: async (_root, args, ctx) => {
      const session = requireSession(ctx);
      const catalog = await findCatalog(ctx, args.catalogId);
      if (!catalog) return null;
      const companyId = actingCompanyId(session);
      const company = companyId === null ? null : await ctx.loaders.companyById.load(companyId);
      const wallet = await ctx.loaders.currencyByCode.load(company?.walletCurrency ?? 'SGD');
      return measuredRecommendedBid({
        deps: ctx.deps,
        input: {
          catalogId: catalog.id,
          catalogCode: catalog.code,
          adType: args.adType ?? 'PRODUCT',
          categoryIds: toIds(args.categoryIds),
          walletRate: wallet?.rate ?? '1',
        },
      });
    },
  }),
  forecastedPerformance: t.field({
    type: ForecastType,
    description: 'Spec 2 §7 "Forecast for products" (flag sponsor_forecast), decision 0216.',
    args: {
      catalogId: t.arg.id({ required: true }),
      skus: t.arg.stringList(),
      countDay: t.arg.int({ required: true }),
      minPrice: t.arg({ type: 'Decimal' }),
      maxPrice: t.arg({ type: 'Decimal' }),
      categoryIds: t.arg.idList(),
      brandId: t.arg.id(),
      trafficControl: t.arg.int(),
      bid: t.arg({ type: 'Decimal', description: 'Wallet currency; absent: AUTOMATED.' }),
      companyId: t.arg.id(),
    },
    resolve: async (_root, args, ctx) => {
      const base = await forecastContext(ctx, args);
      const trafficControl = args.trafficControl ?? 100;
      if (trafficControl < 0 || trafficControl > 100)
        throw new DomainError(ruleMessage('invalidTrafficControl'), 'trafficControl');
      if (args.bid != null && args.bid < 0n) throw new DomainError(ruleMessage('bidNotNegative'), 'bid');
      if (args.minPrice != null && args.maxPrice != null && args.minPrice > args.maxPrice)
        throw new DomainError(ruleMessage('requireMinPriceLowerThanMaxPrice'), 'minPrice');
      // As many SKUs as a campaign may hold, as the catalog's lookups take them (a longer list is a field error).
      const skus = cleanSkus(args.skus ?? []);
      if (skus === null) throw new DomainError(ruleMessage('maxSkus', { max: MAX_SKU_LOOKUP }), 'skus');
      return forecastProductPerformance({
        deps: ctx.deps,
        input: {
          catalog: base.catalog,
          brandIds: await brandScope(ctx, base.companyId, args.brandId),
          companySellerIds:
            base.companyId === null
              ? null
              : await advertisableSellerIds({ deps: ctx.deps, input: { companyId: base.companyId } }),
          skus,
          categoryIds: toIds(args.categoryIds),
          minPriceMicros: args.minPrice ?? null,
          maxPriceMicros: args.maxPrice ?? null,
          countDay: base.countDay,
          trafficControl,
          bidMicros: args.bid ?? null,
          walletRate: base.walletRate,
          minDailyBudgetMicros: base.minDailyBudgetMicros,
        },
      });
    },
  }),
  forecastedBannerPerformance: t.field({
    type: ForecastType,
    description: 'Spec 2 §7 "Forecast for banners" (flag sponsor_forecast), decision 0216.',
    args: {
      catalogId: t.arg.id({ required: true }),
      brandId: t.arg.id(),
      countDay: t.arg.int({ required: true }),
      categoryIds: t.arg.idList(),
      platforms: t.arg.stringList(),
      goal: t.arg({ type: CampaignGoalEnum }),
      trafficControl: t.arg.int({ description: '0-100, as the ad set has it; absent: 100.' }),
      bid: t.arg({ type: 'Decimal', description: 'A maximum CPI, wallet currency; absent: AUTOMATED.' }),
    },
    resolve: async (_root, args, ctx) => {
      const base = await forecastContext(ctx, args);
      const trafficControl = args.trafficControl ?? 100;
      if (trafficControl < 0 || trafficControl > 100)
        throw new DomainError(ruleMessage('invalidTrafficControl'), 'trafficControl');
      if (args.bid != null && args.bid < 0n) throw new DomainError(ruleMessage('bidNotNegative'), 'bid');
      const platforms = [...new Set(args.platforms ?? [])];
      // Platforms and banner types are a few dozen names: a longer list is not a real one.
      if (platforms.length > MAX_PLATFORMS) throw new DomainError(inputErrors.invalidValue, 'platforms');
      return forecastBannerPerformance({
        deps: ctx.deps,
        input: {
          catalog: base.catalog,
          countDay: base.countDay,
          categoryIds: toIds(args.categoryIds),
          platforms,
          trafficControl,
          bidMicros: args.bid ?? null,
          walletRate: base.walletRate,
          minDailyBudgetMicros: base.minDailyBudgetMicros,
        },
      });
    },
  }),
  diagnostics: t.field({
    type: [DiagnosticType],
    nullable: true,
    description: 'Spec 2 §7 campaign diagnostics (staff; flag sponsor_campaign_diagnostics), decision 0217.',
    args: { campaignId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => {
      return campaignDiagnostics({
        deps: ctx.deps,
        actor: requireSession(ctx),
        input: { campaignId: String(args.campaignId) },
      });
    },
  }),
}));
