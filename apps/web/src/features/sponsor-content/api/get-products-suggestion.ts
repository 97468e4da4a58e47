import { useQuery } from 'urql';
import { graphql } from '../../../gql/graphql';

export const productsSuggestionQuery = graphql(`
  query ProductsSuggestion($searchTerm: String, $brandId: ID, $catalogId: ID!, $offset: Int, $limit: Int) {
    productsSuggestion(
      searchTerm: $searchTerm
      brandId: $brandId
      catalogId: $catalogId
      offset: $offset
      limit: $limit
    ) {
      sku
      name
      image
      price
    }
  }
`);

export function useProductsSuggestionQuery(
  {
    catalogId,
    brandId,
    searchTerm,
  }: { catalogId: string | null; brandId: string | null; searchTerm: string },
  pause: boolean,
) {
  return useQuery({
    query: productsSuggestionQuery,
    variables: { catalogId: catalogId ?? '', brandId, searchTerm, offset: 0, limit: 10 },
    pause: pause || !catalogId,
  });
}
