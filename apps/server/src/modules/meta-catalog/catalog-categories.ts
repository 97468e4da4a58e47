import { asc, eq } from 'drizzle-orm';
import { categories, products } from '../../db/schema/index';
import { type SellerCall, sellerOf } from '../meta-ads/meta-scope';

export type CatalogCategoryOption = { id: number; name: string };

/** getCatalogCategories: the categories the seller's products are in, by name (the form's category choice). */
export async function getCatalogCategories({
  deps,
  actor,
  input,
}: SellerCall): Promise<CatalogCategoryOption[]> {
  const seller = await sellerOf(deps, actor, input.sellerId);
  return deps.db
    .selectDistinct({ id: categories.id, name: categories.name })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.sellerId, seller.id))
    .orderBy(asc(categories.name), asc(categories.id));
}
