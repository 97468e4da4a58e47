import { useQuery } from 'urql';
import { graphql } from '../../../gql/graphql';

export const sellerSuggestionQuery = graphql(`
  query SponsorSellerSuggestion($searchTerm: String, $catalogId: ID!, $offset: Int, $limit: Int) {
    sellerSuggestion(searchTerm: $searchTerm, catalogId: $catalogId, offset: $offset, limit: $limit) {
      id
      originalSellerId
      nameWithCatalog
    }
  }
`);

export function useSellerSuggestionQuery(catalogId: string | null, searchTerm: string) {
  return useQuery({
    query: sellerSuggestionQuery,
    variables: { catalogId: catalogId ?? '', searchTerm, offset: 0, limit: 10 },
    pause: !catalogId,
  });
}
