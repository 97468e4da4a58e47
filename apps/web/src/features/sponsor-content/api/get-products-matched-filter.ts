import { useQuery } from 'urql';
import { graphql, type ResultOf } from '../../../gql/graphql';

export const productsMatchedFilterQuery = graphql(`
  query ProductsMatchedFilter(
    $catalogId: ID!
    $brandId: ID
    $categoryIds: [ID!]
    $sellerIds: [ID!]
    $limit: Int
    $offset: Int
    $minPrice: Decimal
    $maxPrice: Decimal
  ) {
    productsMatchedFilter(
      catalogId: $catalogId
      brandId: $brandId
      categoryIds: $categoryIds
      sellerIds: $sellerIds
      limit: $limit
      offset: $offset
      minPrice: $minPrice
      maxPrice: $maxPrice
    ) {
      objects {
        sku
        image
        price
        name
        quantity
      }
      totalCount
    }
  }
`);

export type MatchingProduct = ResultOf<
  typeof productsMatchedFilterQuery
>['productsMatchedFilter']['objects'][number];

export type MatchedFilterVariables = {
  catalogId: string;
  brandId: string | null;
  categoryIds: string[];
  sellerIds: string[];
  minPrice: string | null;
  maxPrice: string | null;
};

export function useProductsMatchedFilterQuery(
  variables: MatchedFilterVariables,
  { limit, offset, pause }: { limit: number; offset: number; pause: boolean },
) {
  return useQuery({ query: productsMatchedFilterQuery, variables: { ...variables, limit, offset }, pause });
}
