import { useQuery } from 'urql';
import { graphql, type ResultOf } from '../../../gql/graphql';

export const searchCompaniesQuery = graphql(`
  query SearchCompanies($searchTerm: String, $page: Int) {
    searchCompanies(searchTerm: $searchTerm, page: $page) {
      page
      numPages
      totalCount
      objects {
        id
        name
        nameWithCluster
      }
    }
  }
`);

export type CompanyOption = ResultOf<typeof searchCompaniesQuery>['searchCompanies']['objects'][number];

export function useSearchCompanies({
  searchTerm,
  page = 1,
  pause = false,
}: {
  searchTerm: string;
  page?: number;
  pause?: boolean;
}) {
  return useQuery({ query: searchCompaniesQuery, variables: { searchTerm, page }, pause });
}
