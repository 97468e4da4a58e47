import { MAX_MICROS } from '@portal/domain';
import { ruleMessage } from '@portal/domain/sponsor-messages';
import { z } from 'zod';
import type { GraphQLContext } from '../../graphql/context';
import { badUserInput } from '../../graphql/errors';
import { advertisableSellerIds } from './advertisable-sellers';
import { brandScope, findCatalog, toIds } from './catalog-scope';
import type { ProductFilter } from './product-filter';

// The product filter arguments of productsMatchedFilter and its count, checked and scoped to the actor.

/** A price bound: exact micros in the catalog currency, from 0 to what the bigint price column holds. */
const priceBound = z
  .bigint()
  .min(0n, { message: ruleMessage('invalidNumber') })
  .max(MAX_MICROS, { message: ruleMessage('invalidNumber') })
  .nullish();
const priceRangeSchema = z
  .object({ minPrice: priceBound, maxPrice: priceBound })
  .refine(({ minPrice, maxPrice }) => minPrice == null || maxPrice == null || minPrice <= maxPrice, {
    path: ['minPrice'],
    message: ruleMessage('requireMinPriceLowerThanMaxPrice'),
  });

/** The price filter, or a BAD_USER_INPUT error naming the bound (a negative one, or min above max). */
function priceRange(minPrice: bigint | null | undefined, maxPrice: bigint | null | undefined) {
  const parsed = priceRangeSchema.safeParse({ minPrice, maxPrice });
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    throw badUserInput(issue!.path.join('.'), issue!.message);
  }
  return { minPriceMicros: minPrice ?? null, maxPriceMicros: maxPrice ?? null };
}

export type FilterArgs = {
  catalogId: string;
  brandId?: string | null;
  categoryIds?: readonly string[] | null;
  sellerIds?: readonly string[] | null;
  minPrice?: bigint | null;
  maxPrice?: bigint | null;
  companyId?: string | null;
};

/**
 * The filter as the actor may use it: the company's brands and, with validate_uploaded_product_seller on,
 * its sellers' products only (staff acting for no company: unscoped).
 */
export async function productFilter(ctx: GraphQLContext, companyId: number | null, args: FilterArgs) {
  const catalog = await findCatalog(ctx, args.catalogId);
  if (!catalog) return null;
  const companySellerIds =
    companyId === null ? null : await advertisableSellerIds({ deps: ctx.deps, input: { companyId } });
  const filter: ProductFilter = {
    catalogId: catalog.id,
    brandIds: await brandScope(ctx, companyId, args.brandId),
    categoryIds: toIds(args.categoryIds),
    sellerIds: toIds(args.sellerIds),
    companySellerIds: companySellerIds ? [...companySellerIds] : null,
    ...priceRange(args.minPrice, args.maxPrice),
  };
  // Ids that were given but none valid must match nothing, not everything.
  if (args.categoryIds?.length && !filter.categoryIds?.length) return null;
  if (args.sellerIds?.length && !filter.sellerIds?.length) return null;
  return filter;
}
