import { useQuery } from 'urql';
import { graphql, type ResultOf, type VariablesOf } from '../../../gql/graphql';

export const walletTransactionsQuery = graphql(`
  query WalletTransactions($fromDate: String, $toDate: String, $page: Int, $catalogId: ID, $brandId: ID) {
    walletTransactions(fromDate: $fromDate, toDate: $toDate, page: $page, catalogId: $catalogId, brandId: $brandId) {
      page
      numPages
      totalCount
      objects {
        id
        currency
        chargeDate
        description
        brand
        catalog {
          id
          code
          name
        }
        adType
        clicks
        impressions
        amount
        isIncome
        status
        statusReason
        balanceAfter
      }
    }
  }
`);

export type WalletTransaction = ResultOf<
  typeof walletTransactionsQuery
>['walletTransactions']['objects'][number];
export type WalletTransactionsVariables = VariablesOf<typeof walletTransactionsQuery>;

export function useWalletTransactions(variables: WalletTransactionsVariables) {
  return useQuery({ query: walletTransactionsQuery, variables, requestPolicy: 'cache-and-network' });
}
