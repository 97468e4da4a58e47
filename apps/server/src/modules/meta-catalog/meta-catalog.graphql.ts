import { builder } from '../../graphql/builder';
import { requireCompanyActor } from '../../graphql/context';
import { productFilterArgs, sellerArgs } from '../meta-ads/meta-ads.args';
import { type CatalogCategoryOption, getCatalogCategories } from './catalog-categories';
import { getExcludedMpaFields } from './excluded-mpa-fields';
import { getMarketplaceConfig, type MarketplaceConfig } from './marketplace-config';
import { getMatchingProducts, type MatchingProducts } from './matching-products';
import { type MetaProductPage, metaCatalogProducts } from './meta-catalog-products';
import type { MetaProduct } from './meta-products';

/** The Meta campaign form's catalog calls over the seller's products (spec 3 §5, §7; decision 0230). */
const CatalogCategoryOptionType = builder
  .objectRef<CatalogCategoryOption>('CatalogCategoryOption')
  .implement({
    fields: (t) => ({ id: t.exposeInt('id'), name: t.exposeString('name') }),
  });

const MarketplaceConfigType = builder.objectRef<MarketplaceConfig>('MarketplaceConfig').implement({
  fields: (t) => ({
    country: t.exposeString('country', { description: "The seller's catalog code." }),
    creativeText: t.exposeString('creativeText', { description: "A new campaign's creative text." }),
    defaultSellerPageUrl: t.exposeString('defaultSellerPageUrl', { nullable: true }),
  }),
});

export const MetaProductType = builder.objectRef<MetaProduct>('MetaProduct').implement({
  description: "A seller's product as Meta's catalog describes it.",
  fields: (t) => ({
    id: t.exposeID('id'),
    sku: t.exposeString('sku'),
    name: t.exposeString('name'),
    imageUrl: t.exposeString('imageUrl'),
    price: t.field({ type: 'Decimal', resolve: (p) => p.price }),
    inventory: t.exposeInt('inventory'),
    url: t.exposeString('url'),
    category: t.exposeString('category'),
    description: t.exposeString('description'),
    brand: t.exposeString('brand'),
    currency: t.exposeString('currency'),
    availability: t.exposeString('availability', { description: "'in stock' or 'out of stock'." }),
    condition: t.exposeString('condition'),
    visibility: t.exposeString('visibility'),
  }),
});

const MetaProductPageType = builder.objectRef<MetaProductPage>('MetaProductPage').implement({
  fields: (t) => ({
    objects: t.field({ type: [MetaProductType], resolve: (page) => page.objects }),
    totalCount: t.exposeInt('totalCount'),
    nextPage: t.exposeString('nextPage', { nullable: true }),
    previousPage: t.exposeString('previousPage', { nullable: true }),
  }),
});

const MatchingProductsPagingType = builder
  .objectRef<MatchingProducts['paging']>('MatchingProductsPaging')
  .implement({
    fields: (t) => ({
      previousPage: t.exposeString('previousPage', { nullable: true }),
      nextPage: t.exposeString('nextPage', { nullable: true }),
    }),
  });

const MatchingProductsType = builder.objectRef<MatchingProducts>('MatchingProducts').implement({
  fields: (t) => ({
    products: t.field({ type: [MetaProductType], resolve: (page) => page.products }),
    totalCount: t.exposeInt('totalCount'),
    paging: t.field({ type: MatchingProductsPagingType, resolve: (page) => page.paging }),
  }),
});

builder.queryFields((t) => ({
  getCatalogCategories: t.field({
    type: [CatalogCategoryOptionType],
    description: "The categories of the seller's products.",
    args: sellerArgs(t.arg),
    resolve: (_root, args, ctx) =>
      getCatalogCategories({ deps: ctx.deps, actor: requireCompanyActor(ctx), input: args }),
  }),
  getMarketplaceConfig: t.field({
    type: MarketplaceConfigType,
    args: sellerArgs(t.arg),
    resolve: (_root, args, ctx) =>
      getMarketplaceConfig({ deps: ctx.deps, actor: requireCompanyActor(ctx), input: args }),
  }),
  getExcludedMPAFields: t.field({
    type: ['String'],
    description: 'Fields of the Meta campaign form left out (configuration mpa_campaign_exclude_fields).',
    resolve: (_root, _args, ctx) => getExcludedMpaFields({ deps: ctx.deps }),
  }),
  getMatchingProducts: t.field({
    type: MatchingProductsType,
    description: "The seller's products the filters match, 10 a page.",
    args: { ...sellerArgs(t.arg), ...productFilterArgs(t.arg), pageToken: t.arg.string() },
    resolve: (_root, args, ctx) =>
      getMatchingProducts({ deps: ctx.deps, actor: requireCompanyActor(ctx), input: args }),
  }),
  metaCatalogProducts: t.field({
    type: MetaProductPageType,
    description: "The seller's products in Meta's catalog, `limit` (at most 1000) a page.",
    args: {
      ...sellerArgs(t.arg),
      ...productFilterArgs(t.arg),
      searchTerm: t.arg.string(),
      productSetId: t.arg.string(),
      cursor: t.arg.string(),
      limit: t.arg.int({ defaultValue: 10 }),
    },
    resolve: (_root, args, ctx) =>
      metaCatalogProducts({ deps: ctx.deps, actor: requireCompanyActor(ctx), input: args }),
  }),
}));
