import { useQuery } from 'urql';
import { graphql, type ResultOf } from '../../../gql/graphql';

/** Spec 2 §9: categories are offered down to depth 4. */
export const MAX_CATEGORY_DEPTH = 4;

export const productCategoriesQuery = graphql(`
  query ProductCategories($catalogId: ID!, $brandId: ID, $maxDepth: Int) {
    productCategories(catalogId: $catalogId, brandId: $brandId, maxDepth: $maxDepth) {
      id
      name
      parentId
      depth
      productCount
    }
  }
`);

export type ProductCategory = ResultOf<typeof productCategoriesQuery>['productCategories'][number];

export function useProductCategoriesQuery(catalogId: string | null, brandId: string | null) {
  return useQuery({
    query: productCategoriesQuery,
    variables: { catalogId: catalogId ?? '', brandId, maxDepth: MAX_CATEGORY_DEPTH },
    pause: !catalogId,
  });
}
