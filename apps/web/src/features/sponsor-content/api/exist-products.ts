import { graphql, type ResultOf } from '../../../gql/graphql';

/** Asked once per upload or typed list (through `client.query`), not kept as a live query. */
export const existProductsQuery = graphql(`
  query ExistProducts($skus: [String!]!, $catalogId: ID!, $brandId: ID) {
    existProducts(skus: $skus, catalogId: $catalogId, brandId: $brandId) {
      found
      notFound
      outsideSkus
      outsideSellers {
        id
        originalSellerId
        nameWithCatalog
      }
    }
  }
`);

export type ExistProductsResult = ResultOf<typeof existProductsQuery>['existProducts'];
