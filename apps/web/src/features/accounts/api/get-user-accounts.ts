import { useQuery } from 'urql';
import { graphql, type ResultOf } from '../../../gql/graphql';

export const userAccountsQuery = graphql(`
  query UserAccounts {
    userAccounts {
      id
      status
      role {
        id
        name
      }
      company {
        id
        name
        nameWithCluster
      }
    }
  }
`);

export type UserAccount = ResultOf<typeof userAccountsQuery>['userAccounts'][number];

export function useUserAccounts() {
  return useQuery({ query: userAccountsQuery });
}
