import { useQuery } from 'urql';
import { graphql, type ResultOf } from '../../../gql/graphql';

export const productDetailsQuery = graphql(`
  query ProductDetails($skus: [String!]!, $catalogId: ID!) {
    productDetails(skus: $skus, catalogId: $catalogId) {
      sku
      name
      image
      price
      quantity
      link
    }
  }
`);

export type SkuProduct = ResultOf<typeof productDetailsQuery>['productDetails'][number];

export function useProductDetailsQuery(skus: string[], catalogId: string | null) {
  return useQuery({
    query: productDetailsQuery,
    variables: { skus, catalogId: catalogId ?? '' },
    pause: !catalogId || skus.length === 0,
  });
}
