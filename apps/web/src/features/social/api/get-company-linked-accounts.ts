import { useQuery } from 'urql';
import { graphql, type ResultOf } from '../../../gql/graphql';

export const companyLinkedAccountsQuery = graphql(`
  query CompanyLinkedAccounts {
    companyLinkedAccounts {
      id
      name
      provider
      kind
      authUrl
      iconUrl
      status
      balance
      balanceCurrency
      catalog {
        id
        code
        name
      }
      companyLinkedAccount {
        email
      }
    }
  }
`);

export type LinkedAccountRow = ResultOf<typeof companyLinkedAccountsQuery>['companyLinkedAccounts'][number];

export function useCompanyLinkedAccounts() {
  return useQuery({ query: companyLinkedAccountsQuery, requestPolicy: 'cache-and-network' });
}
