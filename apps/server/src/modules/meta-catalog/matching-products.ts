import { type SellerCall, sellerOf } from '../meta-ads/meta-scope';
import { decodePageToken, pageTokens } from '../meta-ads/page-token';
import { type MetaProduct, metaProductsPage } from './meta-products';
import { type ProductFilterArgs, sellerProductFilter } from './seller-product-filter';

export const MATCHING_PRODUCTS_PAGE_SIZE = 10;

export type MatchingProducts = {
  products: MetaProduct[];
  totalCount: number;
  paging: { previousPage: string | null; nextPage: string | null };
};

/** getMatchingProducts: the seller's products a campaign's filters match, 10 a page behind opaque tokens. */
export async function getMatchingProducts({
  deps,
  actor,
  input,
}: SellerCall<ProductFilterArgs & { pageToken?: string | null }>): Promise<MatchingProducts> {
  const seller = await sellerOf(deps, actor, input.sellerId);
  const filter = sellerProductFilter(seller, input);
  const offset = decodePageToken(input.pageToken, 'pageToken');
  const limit = MATCHING_PRODUCTS_PAGE_SIZE;
  const page = await metaProductsPage({ db: deps.db, filter, offset, limit });
  return { ...page, paging: pageTokens(offset, limit, page.totalCount) };
}
