import { useQuery } from 'urql';
import { graphql, type ResultOf } from '../../../gql/graphql';

export const SELLER_SUGGESTION_LIMIT = 10;

export const sellerSuggestionQuery = graphql(`
  query SellerSuggestion($searchTerm: String, $catalogId: ID, $offset: Int, $limit: Int) {
    sellerSuggestion(searchTerm: $searchTerm, catalogId: $catalogId, offset: $offset, limit: $limit) {
      id
      nameWithCatalog
      originalSellerId
      catalog {
        id
      }
    }
  }
`);

export type SellerOption = ResultOf<typeof sellerSuggestionQuery>['sellerSuggestion'][number];

export function useSellerSuggestion(searchTerm: string, pause: boolean) {
  return useQuery({
    query: sellerSuggestionQuery,
    variables: { searchTerm, offset: 0, limit: SELLER_SUGGESTION_LIMIT },
    pause,
  });
}
