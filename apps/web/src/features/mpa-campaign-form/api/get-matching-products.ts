import { useQuery } from 'urql';
import { graphql, type VariablesOf } from '../../../gql/graphql';
import { metaProductFieldsFragment } from './meta-product-fields';

export const matchingProductsQuery = graphql(
  `
  query MpaMatchingProducts(
    $sellerId: ID!
    $categories: [Int!]
    $minPrice: Decimal
    $maxPrice: Decimal
    $skus: [String!]
    $pageToken: String
  ) {
    getMatchingProducts(
      sellerId: $sellerId
      categories: $categories
      minPrice: $minPrice
      maxPrice: $maxPrice
      skus: $skus
      pageToken: $pageToken
    ) {
      products {
        ...MetaProductFields
      }
      totalCount
      paging {
        previousPage
        nextPage
      }
    }
  }
`,
  [metaProductFieldsFragment],
);

export type MatchingProductsVariables = VariablesOf<typeof matchingProductsQuery>;

/** Spec 3 §7 getMatchingProducts: the products the filter matches, 10 a page through paging tokens. */
export function useMatchingProducts(variables: MatchingProductsVariables, pause = false) {
  return useQuery({ query: matchingProductsQuery, variables, pause });
}
