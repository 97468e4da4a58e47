import { metaCampaignMessages } from '@portal/domain/meta-campaign-rules';
import type { Db } from '../../db/client';
import { DomainError } from '../../graphql/errors';
import { parseRowId } from '../../graphql/row-id';
import { type CompanySeller, metaNotFound, requireCompanySeller } from '../meta-ads/find-ad-account';
import type { MetaProductFilter } from './meta-products';

/** The session company's seller named by an `ID` argument; anything else (another company's, not an id) is not found. */
export async function companySellerOf(db: Db, companyId: number, sellerId: unknown): Promise<CompanySeller> {
  const id = parseRowId(sellerId);
  if (id === null) throw metaNotFound('sellerId');
  return requireCompanySeller({ db, companyId, sellerId: id });
}

export type ProductFilterArgs = {
  categories?: readonly number[] | null;
  minPrice?: bigint | null;
  maxPrice?: bigint | null;
  skus?: readonly string[] | null;
};

/** The form's product filter of a seller, checked with the form's price rules (spec 3 §5). */
export function sellerProductFilter(seller: CompanySeller, args: ProductFilterArgs): MetaProductFilter {
  const { minPrice, maxPrice } = args;
  if (minPrice != null && minPrice < 0n)
    throw new DomainError(metaCampaignMessages.priceNegative, 'minPrice');
  if (maxPrice != null && maxPrice < 0n)
    throw new DomainError(metaCampaignMessages.priceNegative, 'maxPrice');
  if (minPrice != null && maxPrice != null && minPrice > maxPrice)
    throw new DomainError(metaCampaignMessages.minPriceAboveMax, 'minPrice');
  return {
    catalogId: seller.catalogId,
    sellerId: seller.id,
    categoryIds: args.categories ?? [],
    minPriceMicros: minPrice ?? null,
    maxPriceMicros: maxPrice ?? null,
    skus: args.skus ?? [],
  };
}
