import { useQuery } from 'urql';
import { graphql, type ResultOf } from '../../../gql/graphql';

export const searchUsersQuery = graphql(`
  query SearchUsers($searchTerm: String, $page: Int) {
    searchUsers(searchTerm: $searchTerm, page: $page) {
      objects {
        id
        email
        name
        isStaff
        isActive
        companyName
      }
      page
      numPages
      totalCount
    }
  }
`);

export type StaffUser = ResultOf<typeof searchUsersQuery>['searchUsers']['objects'][number];

export function useSearchUsers(searchTerm: string, page: number) {
  return useQuery({ query: searchUsersQuery, variables: { searchTerm: searchTerm || null, page } });
}
