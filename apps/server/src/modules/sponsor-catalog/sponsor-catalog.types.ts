import { sponsorAdTypes } from '@portal/domain/sponsor-campaign-form';
import type { BannerTypeRow } from '../../db/schema/index';
import { builder } from '../../graphql/builder';
import type { FieldError } from '../../graphql/errors';
import type { SellerRow } from '../../graphql/loaders';
import { payloadFields } from '../../graphql/payload';
import type { CategoryWithCount, ProductRow } from './product-lookup';

// Shared with the campaign types (sponsor-campaigns imports them from here, never the other way).
export const SponsorAdTypeEnum = builder.enumType('SponsorAdType', { values: sponsorAdTypes });

export const BannerTypeType = builder.objectRef<BannerTypeRow>('BannerType').implement({
  description: 'A banner slot of the marketplace with its exact image size.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    bannerType: t.exposeString('bannerType'),
    platform: t.exposeString('platform'),
    width: t.exposeInt('width'),
    height: t.exposeInt('height'),
  }),
});

export const ProductCategoryType = builder.objectRef<CategoryWithCount>('ProductCategory').implement({
  description: 'A marketplace category (depth 1 to 4) with the number of matching products below it.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    parentId: t.id({ nullable: true, resolve: (category) => category.parentId }),
    depth: t.exposeInt('depth'),
    productCount: t.exposeInt('productCount'),
  }),
});

export const SegmentType = builder.objectRef<{ id: number; name: string }>('Segment').implement({
  description: 'An audience segment a banner can target on a catalog.',
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});

export type SellerOption = { seller: SellerRow; catalogCode: string; isCompanySeller: boolean };

export const SellerOptionType = builder.objectRef<SellerOption>('SellerOption').implement({
  fields: (t) => ({
    id: t.id({ resolve: (option) => option.seller.id }),
    originalSellerId: t.string({ resolve: (option) => option.seller.originalSellerId }),
    nameWithCatalog: t.string({ resolve: (option) => `${option.seller.name} (${option.catalogCode})` }),
    isCompanySeller: t.boolean({
      description: "Whether the seller is one of the acting company's sellers.",
      resolve: (option) => option.isCompanySeller,
    }),
  }),
});

export type SkuProduct = ProductRow & { originalSellerId: string };

export const SkuProductType = builder.objectRef<SkuProduct>('SkuProduct').implement({
  fields: (t) => ({
    sku: t.exposeString('sku'),
    name: t.exposeString('name'),
    image: t.string({ resolve: (product) => product.imageUrl }),
    price: t.field({
      type: 'Decimal',
      description: 'In the catalog currency.',
      resolve: (product) => product.priceMicros,
    }),
    quantity: t.int({ resolve: (product) => product.stock }),
    link: t.exposeString('link'),
    originalSellerIds: t.stringList({ resolve: (product) => [product.originalSellerId] }),
  }),
});

export type ExistProducts = {
  found: string[];
  notFound: string[];
  outsideSkus: string[];
  outsideSellers: SellerOption[];
};

export const ExistProductsResultType = builder.objectRef<ExistProducts>('ExistProductsResult').implement({
  description: "Outside: the SKU exists but its seller is not one of the company's sellers.",
  fields: (t) => ({
    found: t.exposeStringList('found'),
    notFound: t.exposeStringList('notFound'),
    outsideSkus: t.exposeStringList('outsideSkus'),
    outsideSellers: t.field({ type: [SellerOptionType], resolve: (result) => result.outsideSellers }),
  }),
});

export const MatchingProductType = builder.objectRef<ProductRow>('MatchingProduct').implement({
  fields: (t) => ({
    sku: t.exposeString('sku'),
    name: t.exposeString('name'),
    image: t.string({ resolve: (product) => product.imageUrl }),
    price: t.field({
      type: 'Decimal',
      description: 'In the catalog currency.',
      resolve: (p) => p.priceMicros,
    }),
    quantity: t.int({ resolve: (product) => product.stock }),
  }),
});

export const MatchedProductsType = builder
  .objectRef<{ objects: ProductRow[]; totalCount: number }>('MatchedProducts')
  .implement({
    fields: (t) => ({
      objects: t.field({ type: [MatchingProductType], resolve: (result) => result.objects }),
      totalCount: t.exposeInt('totalCount'),
    }),
  });

export const SearchKeywordType = builder
  .objectRef<{ keyword: string; searchCount: number }>('SearchKeyword')
  .implement({
    fields: (t) => ({ keyword: t.exposeString('keyword'), searchCount: t.exposeInt('searchCount') }),
  });

type Payload<T> = { ok: boolean; errors: FieldError[] } & T;

export const ValidateAdsUrlPayloadType = builder
  .objectRef<Payload<object>>('ValidateAdsUrlPayload')
  .implement({ fields: (t) => payloadFields(t) });

export const GenerateLandingUrlPayloadType = builder
  .objectRef<Payload<{ landingUrl: string | null }>>('GenerateLandingUrlPayload')
  .implement({
    fields: (t) => ({
      ...payloadFields(t),
      landingUrl: t.string({ nullable: true, resolve: (payload) => payload.landingUrl }),
    }),
  });

export const GenerateDeeplinkPayloadType = builder
  .objectRef<Payload<{ deeplink: string | null }>>('GenerateDeeplinkPayload')
  .implement({
    fields: (t) => ({
      ...payloadFields(t),
      deeplink: t.string({ nullable: true, resolve: (payload) => payload.deeplink }),
    }),
  });

export const GenerateProductBackgroundPayloadType = builder
  .objectRef<Payload<{ images?: string[]; imageUrl?: string | null }>>('GenerateProductBackgroundPayload')
  .implement({
    fields: (t) => ({
      ...payloadFields(t),
      // A refusal's payload (graphql/domain-error-answer.ts) carries only ok and errors.
      images: t.stringList({ resolve: (payload) => payload.images ?? [] }),
      imageUrl: t.string({ nullable: true, resolve: (payload) => payload.imageUrl ?? null }),
    }),
  });
