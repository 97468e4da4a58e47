import { DomainError, inputErrors } from '../../graphql/errors';
import { findAdAccount } from '../meta-ads/find-ad-account';
import { metaNotFound, type SellerCall, sellerOf } from '../meta-ads/meta-scope';
import { decodePageToken, pageTokens } from '../meta-ads/page-token';
import { type MetaProduct, metaProductsPage } from './meta-products';
import { type ProductFilterArgs, sellerProductFilter } from './seller-product-filter';

export const META_CATALOG_PRODUCTS_MAX_LIMIT = 1000;

export type MetaProductPage = {
  objects: MetaProduct[];
  totalCount: number;
  nextPage: string | null;
  previousPage: string | null;
};

export type MetaCatalogProductsArgs = ProductFilterArgs & {
  searchTerm?: string | null;
  productSetId?: string | null;
  cursor?: string | null;
  limit?: number | null;
};

/**
 * metaCatalogProducts: the seller's products as Meta's catalog holds them (the seller's product set is the
 * seller's catalog products), filtered and searched, `limit` (1–1000) a page behind opaque cursors. A product
 * set that is not the company's for this seller is not found.
 */
export async function metaCatalogProducts({
  deps,
  actor,
  input,
}: SellerCall<MetaCatalogProductsArgs>): Promise<MetaProductPage> {
  const seller = await sellerOf(deps, actor, input.sellerId);
  const limit = input.limit ?? 10;
  if (!Number.isInteger(limit) || limit < 1 || limit > META_CATALOG_PRODUCTS_MAX_LIMIT)
    throw new DomainError(inputErrors.numberOutOfRange, 'limit');
  const productSetId = input.productSetId?.trim();
  if (productSetId) {
    const account = await findAdAccount({ db: deps.db, companyId: actor.companyId, sellerId: seller.id });
    if (account?.productSetId !== productSetId) throw metaNotFound('productSetId');
  }
  const filter = { ...sellerProductFilter(seller, input), searchTerm: input.searchTerm ?? null };
  const offset = decodePageToken(input.cursor, 'cursor');
  const page = await metaProductsPage({ db: deps.db, filter, offset, limit });
  return {
    objects: page.products,
    totalCount: page.totalCount,
    ...pageTokens(offset, limit, page.totalCount),
  };
}
