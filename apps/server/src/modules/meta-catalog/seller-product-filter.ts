import { metaCampaignMessages } from '@portal/domain/meta-campaign-rules';
import { tooManySkus } from '@portal/domain/sponsor-skus';
import { DomainError, inputErrors } from '../../graphql/errors';
import type { CompanySeller } from '../meta-ads/meta-scope';
import type { MetaProductFilter } from './meta-products';

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
  // The sponsored ads' SKU limit (a lookup takes at most MAX_SKUS): more is bad input, not one database
  // parameter per SKU past what PostgreSQL takes.
  if (args.skus && tooManySkus(new Set(args.skus).size))
    throw new DomainError(inputErrors.numberOutOfRange, 'skus');
  return {
    catalogId: seller.catalogId,
    sellerId: seller.id,
    categoryIds: args.categories ?? [],
    minPriceMicros: minPrice ?? null,
    maxPriceMicros: maxPrice ?? null,
    skus: args.skus ?? [],
  };
}
