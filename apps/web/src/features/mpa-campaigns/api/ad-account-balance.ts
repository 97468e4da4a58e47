import { useQuery } from 'urql';
import { graphql, type ResultOf } from '../../../gql/graphql';

/** The seller's Meta wallet (decision 0230: the ledger account `meta:<company>:seller:<seller>`). */
export const adAccountBalanceQuery = graphql(`
  query MpaAdAccountBalance($sellerId: ID!) {
    adAccountBalance(sellerId: $sellerId) {
      walletBalance
      accountCurrency
      accountName
      accountId
    }
  }
`);

export type AdAccountBalance = NonNullable<ResultOf<typeof adAccountBalanceQuery>['adAccountBalance']>;

export function useAdAccountBalance(sellerId: string) {
  return useQuery({
    query: adAccountBalanceQuery,
    variables: { sellerId },
    requestPolicy: 'cache-and-network',
  });
}
