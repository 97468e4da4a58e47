import { useQuery } from 'urql';
import { graphql } from '../../../gql/graphql';

export const topSearchKeywordsQuery = graphql(`
  query TopSearchKeywords($catalogId: ID!) {
    topSearchKeywords(catalogId: $catalogId) {
      keyword
      searchCount
    }
  }
`);

export function useTopSearchKeywordsQuery(catalogId: string | null) {
  return useQuery({
    query: topSearchKeywordsQuery,
    variables: { catalogId: catalogId ?? '' },
    pause: !catalogId,
  });
}
