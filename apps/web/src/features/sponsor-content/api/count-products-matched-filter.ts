import { useQuery } from 'urql';
import { graphql } from '../../../gql/graphql';
import type { MatchedFilterVariables } from './get-products-matched-filter';

export const countProductsMatchedFilterQuery = graphql(`
  query CountProductsMatchedFilter(
    $catalogId: ID!
    $brandId: ID
    $categoryIds: [ID!]
    $sellerIds: [ID!]
    $minPrice: Decimal
    $maxPrice: Decimal
  ) {
    countProductsMatchedFilter(
      catalogId: $catalogId
      brandId: $brandId
      categoryIds: $categoryIds
      sellerIds: $sellerIds
      minPrice: $minPrice
      maxPrice: $maxPrice
    )
  }
`);

export function useCountProductsMatchedFilterQuery(variables: MatchedFilterVariables, pause: boolean) {
  return useQuery({ query: countProductsMatchedFilterQuery, variables, pause });
}
