import { ruleMessage } from '@portal/domain/sponsor-messages';
import { builder } from '../../graphql/builder';
import { type GraphQLContext, requireSession } from '../../graphql/context';
import { DomainError } from '../../graphql/errors';
import type { SellerRow } from '../../graphql/loaders';
import { advertisableSellerIds } from './advertisable-sellers';
import { listBannerTypes, listSegments, topSearchKeywords, withOriginalSellerIds } from './catalog-reference';
import { actingCompanyId, badInput, brandScope, clamp, findCatalog, requireApproved } from './catalog-scope';
import { generateProductBackground } from './generate-product-background';
import { generateDeeplink, generateLandingUrl, validateAdsUrl } from './landing-url';
import {
  countProductsMatchedFilter,
  MATCHED_PRODUCTS_MAX_LIMIT,
  productsMatchedFilter,
  sellersMatchedFilter,
} from './product-filter';
import { productFilter } from './product-filter-args';
import {
  cleanSkus,
  existProducts,
  MAX_SKU_LOOKUP,
  PRODUCT_SUGGESTION_LIMIT,
  PRODUCT_SUGGESTION_MAX_LIMIT,
  productCategories,
  productsBySku,
  productsSuggestion,
} from './product-lookup';
import { sponsorCampaignMinBudget } from './recommended-bid';
import {
  BannerTypeType,
  ExistProductsResultType,
  GenerateDeeplinkPayloadType,
  GenerateLandingUrlPayloadType,
  GenerateProductBackgroundPayloadType,
  MatchedProductsType,
  ProductCategoryType,
  SearchKeywordType,
  SegmentType,
  type SellerOption,
  SellerOptionType,
  SkuProductType,
  ValidateAdsUrlPayloadType,
} from './sponsor-catalog.types';

async function sellerOptions(ctx: GraphQLContext, rows: SellerRow[], companyId: number | null) {
  const own = new Set(
    companyId === null ? [] : (await ctx.loaders.sellersByCompany.load(companyId)).map((seller) => seller.id),
  );
  return Promise.all(
    rows.map(
      async (seller): Promise<SellerOption> => ({
        seller,
        catalogCode: (await ctx.loaders.catalogById.load(seller.catalogId))?.code ?? '?',
        isCompanySeller: own.has(seller.id),
      }),
    ),
  );
}

builder.queryFields((t) => {
  const filterArgs = {
    catalogId: t.arg.id({ required: true }),
    brandId: t.arg.id(),
    categoryIds: t.arg.idList(),
    sellerIds: t.arg.idList(),
    limit: t.arg.int(),
    offset: t.arg.int(),
    companyId: t.arg.id({ description: 'Staff without X-Company-Id only; ignored for everyone else.' }),
    minPrice: t.arg({ type: 'Decimal' }),
    maxPrice: t.arg({ type: 'Decimal' }),
  };
  return {
    productCategories: t.field({
      type: [ProductCategoryType],
      args: { catalogId: t.arg.id({ required: true }), brandId: t.arg.id(), maxDepth: t.arg.int() },
      resolve: async (_root, args, ctx) => {
        const session = requireSession(ctx);
        const catalog = await findCatalog(ctx, args.catalogId);
        if (!catalog) return [];
        return productCategories({
          deps: ctx.deps,
          input: {
            catalogId: catalog.id,
            brandIds: await brandScope(ctx, actingCompanyId(session), args.brandId),
            onlyWithProducts: args.brandId != null,
            maxDepth: clamp(args.maxDepth, 4, 1, 4),
          },
        });
      },
    }),
    allBanners: t.field({
      type: [BannerTypeType],
      resolve: (_root, _args, ctx) => listBannerTypes({ deps: ctx.deps }),
    }),
    segments: t.field({
      type: [SegmentType],
      description: 'Segments are per catalog; a brand outside the company finds none.',
      args: { catalogId: t.arg.id({ required: true }), brandId: t.arg.id() },
      resolve: async (_root, args, ctx) => {
        const session = requireSession(ctx);
        const catalog = await findCatalog(ctx, args.catalogId);
        if (!catalog) return [];
        if (
          args.brandId != null &&
          (await brandScope(ctx, actingCompanyId(session), args.brandId))?.length === 0
        )
          return [];
        return listSegments({ deps: ctx.deps, input: { catalogId: catalog.id } });
      },
    }),
    sellersMatchedFilter: t.field({
      type: [SellerOptionType],
      description:
        "Sellers of the brand's products matching the filter; with validate_uploaded_product_seller on, only the acting company's.",
      args: {
        catalogId: filterArgs.catalogId,
        brandId: filterArgs.brandId,
        categoryIds: filterArgs.categoryIds,
        minPrice: filterArgs.minPrice,
        maxPrice: filterArgs.maxPrice,
      },
      resolve: async (_root, args, ctx) => {
        const session = requireSession(ctx);
        const companyId = actingCompanyId(session);
        const filter = await productFilter(ctx, companyId, args);
        if (!filter) return [];
        // With validate_uploaded_product_seller on, the filter holds only the company's sellers (0267).
        const matched = await sellersMatchedFilter({ deps: ctx.deps, input: { filter } });
        return sellerOptions(ctx, matched, companyId);
      },
    }),
    productsSuggestion: t.field({
      type: [SkuProductType],
      args: {
        searchTerm: t.arg.string(),
        brandId: t.arg.id(),
        catalogId: t.arg.id({ required: true }),
        offset: t.arg.int(),
        limit: t.arg.int(),
        companyId: filterArgs.companyId,
      },
      resolve: async (_root, args, ctx) => {
        const session = requireSession(ctx);
        const catalog = await findCatalog(ctx, args.catalogId);
        if (!catalog) return [];
        const rows = await productsSuggestion({
          deps: ctx.deps,
          input: {
            catalogId: catalog.id,
            brandIds: await brandScope(ctx, actingCompanyId(session, args.companyId), args.brandId),
            searchTerm: args.searchTerm ?? '',
            limit: clamp(args.limit, PRODUCT_SUGGESTION_LIMIT, 1, PRODUCT_SUGGESTION_MAX_LIMIT),
            offset: clamp(args.offset, 0, 0, 1_000_000),
          },
        });
        return withOriginalSellerIds({ deps: ctx.deps, input: { products: rows } });
      },
    }),
    productDetails: t.field({
      type: [SkuProductType],
      description: 'Marketplace product pages by SKU, in the order asked; unknown SKUs are left out.',
      args: { skus: t.arg.stringList({ required: true }), catalogId: t.arg.id({ required: true }) },
      resolve: async (_root, args, ctx) => {
        const catalog = await findCatalog(ctx, args.catalogId);
        const skus = cleanSkus(args.skus);
        if (skus === null) throw badInput(ruleMessage('maxSkus', { max: MAX_SKU_LOOKUP }));
        if (!catalog) return [];
        const products = await productsBySku({ deps: ctx.deps, input: { catalogId: catalog.id, skus } });
        return withOriginalSellerIds({ deps: ctx.deps, input: { products } });
      },
    }),
    existProducts: t.field({
      type: ExistProductsResultType,
      args: {
        skus: t.arg.stringList({ required: true }),
        catalogId: t.arg.id({ required: true }),
        brandId: t.arg.id(),
      },
      resolve: async (_root, args, ctx) => {
        const session = requireSession(ctx);
        const skus = cleanSkus(args.skus);
        if (skus === null) throw badInput(ruleMessage('maxSkus', { max: MAX_SKU_LOOKUP }));
        const catalog = await findCatalog(ctx, args.catalogId);
        if (!catalog) return { found: [], notFound: skus, outsideSkus: [], outsideSellers: [] };
        const companyId = actingCompanyId(session);
        // The same rule as the campaign save: outside SKUs only while the flag is on (0267).
        const companySellerIds =
          companyId === null ? null : await advertisableSellerIds({ deps: ctx.deps, input: { companyId } });
        const result = await existProducts({
          deps: ctx.deps,
          input: {
            catalogId: catalog.id,
            skus,
            brandIds: await brandScope(ctx, companyId, args.brandId),
            companySellerIds,
          },
        });
        return { ...result, outsideSellers: await sellerOptions(ctx, result.outsideSellers, companyId) };
      },
    }),
    productsMatchedFilter: t.field({
      type: MatchedProductsType,
      args: filterArgs,
      resolve: async (_root, args, ctx) => {
        const session = requireSession(ctx);
        const companyId = actingCompanyId(session, args.companyId);
        await requireApproved(ctx, session, companyId);
        const filter = await productFilter(ctx, companyId, args);
        if (!filter) return { objects: [], totalCount: 0 };
        return productsMatchedFilter({
          deps: ctx.deps,
          input: {
            filter,
            limit: clamp(args.limit, 10, 1, MATCHED_PRODUCTS_MAX_LIMIT),
            offset: clamp(args.offset, 0, 0, 10_000_000),
          },
        });
      },
    }),
    countProductsMatchedFilter: t.int({
      args: filterArgs,
      resolve: async (_root, args, ctx) => {
        const session = requireSession(ctx);
        const companyId = actingCompanyId(session, args.companyId);
        await requireApproved(ctx, session, companyId);
        const filter = await productFilter(ctx, companyId, args);
        return filter ? countProductsMatchedFilter({ deps: ctx.deps, input: { filter } }) : 0;
      },
    }),
    topSearchKeywords: t.field({
      type: [SearchKeywordType],
      args: { catalogId: t.arg.id({ required: true }) },
      resolve: async (_root, args, ctx) => {
        const catalog = await findCatalog(ctx, args.catalogId);
        if (!catalog) return [];
        return topSearchKeywords({ deps: ctx.deps, input: { catalogId: catalog.id } });
      },
    }),
    sponsorCampaignMinBudget: t.field({
      type: 'Decimal',
      description: 'The smallest daily or total budget, in the wallet currency.',
      resolve: (_root, _args, ctx) => {
        return sponsorCampaignMinBudget({ deps: ctx.deps });
      },
    }),
  };
});

/** A catalog id that names no catalog: the wizard's "choose a country" step was skipped. */
const unknownCatalog = () => new DomainError(ruleMessage('targetCountryIsNotSelected'), 'catalogId');

builder.mutationFields((t) => ({
  validateAdsUrl: t.field({
    type: ValidateAdsUrlPayloadType,
    args: { url: t.arg.string({ required: true }), catalogId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const catalog = await findCatalog(ctx, args.catalogId);
      if (!catalog) throw unknownCatalog();
      return validateAdsUrl({ input: { url: args.url, catalog } });
    },
  }),
  generateLandingUrl: t.field({
    type: GenerateLandingUrlPayloadType,
    args: { skus: t.arg.stringList({ required: true }), catalogId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const catalog = await findCatalog(ctx, args.catalogId);
      if (!catalog) throw unknownCatalog();
      return generateLandingUrl({ deps: ctx.deps, input: { skus: args.skus, catalog } });
    },
  }),
  generateDeeplink: t.field({
    type: GenerateDeeplinkPayloadType,
    args: {
      landingUrl: t.arg.string({ required: true }),
      catalogId: t.arg.id({ required: true }),
      skus: t.arg.stringList(),
    },
    resolve: async (_root, args, ctx) => {
      const catalog = await findCatalog(ctx, args.catalogId);
      if (!catalog) throw unknownCatalog();
      return generateDeeplink({ input: { landingUrl: args.landingUrl, catalog, skus: args.skus ?? [] } });
    },
  }),
  generateProductBackground: t.field({
    type: GenerateProductBackgroundPayloadType,
    args: {
      catalogId: t.arg.id({ required: true }),
      sku: t.arg.string({ required: true }),
      prompt: t.arg.string({ required: true }),
      attempt: t.arg.int(),
    },
    resolve: async (_root, args, ctx) => {
      const session = requireSession(ctx);
      const catalog = await findCatalog(ctx, args.catalogId);
      if (!catalog) throw unknownCatalog();
      const companyId = actingCompanyId(session);
      if (companyId === null) throw new DomainError(ruleMessage('errorGettingCompanyId'));
      return generateProductBackground({
        deps: ctx.deps,
        actor: { ...session, companyId },
        input: {
          catalogId: catalog.id,
          brandIds: await brandScope(ctx, companyId, null),
          sku: args.sku,
          prompt: args.prompt,
          attempt: args.attempt,
        },
      });
    },
  }),
}));
