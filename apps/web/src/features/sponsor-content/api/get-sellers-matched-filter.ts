import { useQuery } from 'urql';
import { graphql, type ResultOf } from '../../../gql/graphql';

/**
 * The sellers of the products matching the filter, and whether a campaign may name only the company's
 * own sellers (flag validate_uploaded_product_seller; the server then answers only those, 0267).
 */
export const sellersMatchedFilterQuery = graphql(`
  query SellersMatchedFilter(
    $catalogId: ID!
    $brandId: ID
    $categoryIds: [ID!]
    $minPrice: Decimal
    $maxPrice: Decimal
  ) {
    sellersMatchedFilter(
      catalogId: $catalogId
      brandId: $brandId
      categoryIds: $categoryIds
      minPrice: $minPrice
      maxPrice: $maxPrice
    ) {
      id
      originalSellerId
      nameWithCatalog
      isCompanySeller
    }
    validateSellerFlag: featureFlag(name: "validate_uploaded_product_seller") {
      id
      isActive
    }
  }
`);

export type SellerOption = ResultOf<typeof sellersMatchedFilterQuery>['sellersMatchedFilter'][number];

export type ProductFilterVariables = {
  catalogId: string;
  brandId: string | null;
  categoryIds: string[];
  minPrice: string | null;
  maxPrice: string | null;
};

export function useSellersMatchedFilterQuery(variables: ProductFilterVariables, pause: boolean) {
  return useQuery({ query: sellersMatchedFilterQuery, variables, pause });
}
