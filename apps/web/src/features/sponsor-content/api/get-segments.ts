import { useQuery } from 'urql';
import { graphql } from '../../../gql/graphql';

export const segmentsQuery = graphql(`
  query Segments($catalogId: ID!, $brandId: ID) {
    segments(catalogId: $catalogId, brandId: $brandId) {
      id
      name
    }
  }
`);

export function useSegmentsQuery(catalogId: string | null, brandId: string | null) {
  return useQuery({
    query: segmentsQuery,
    variables: { catalogId: catalogId ?? '', brandId },
    pause: !catalogId,
  });
}
