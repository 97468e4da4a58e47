import { useQuery } from 'urql';
import { graphql, type ResultOf } from '../../../gql/graphql';

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
