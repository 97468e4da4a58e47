import { useQuery } from 'urql';
import { graphql, type ResultOf } from '../../../gql/graphql';

export const searchBrandsQuery = graphql(`
  query SearchBrands($searchTerm: String, $page: Int) {
    searchBrands(searchTerm: $searchTerm, page: $page) {
      objects {
        id
        name
        logo
      }
      page
      numPages
      totalCount
    }
  }
`);

export type BrandOption = ResultOf<typeof searchBrandsQuery>['searchBrands']['objects'][number];

/** Marketplace brands the company has not added yet, pages of 20. */
export function useSearchBrands(variables: { searchTerm: string; page: number }, pause = false) {
  return useQuery({ query: searchBrandsQuery, variables, pause, requestPolicy: 'network-only' });
}
