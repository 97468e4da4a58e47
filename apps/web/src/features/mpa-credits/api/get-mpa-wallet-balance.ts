import { useQuery } from 'urql';
import { graphql } from '../../../gql/graphql';

/** The seller's Meta wallet (decision 0230: the ledger account `meta:<company>:seller:<seller>`), not the company's. */
export const mpaWalletBalanceQuery = graphql(`
  query MpaWalletBalance($sellerId: ID!) {
    getWalletBalance(sellerId: $sellerId, isMainWallet: false) {
      balance
      currency
    }
  }
`);

export function useMpaWalletBalance({ sellerId, pause }: { sellerId: string; pause?: boolean }) {
  return useQuery({
    query: mpaWalletBalanceQuery,
    variables: { sellerId },
    pause,
    requestPolicy: 'cache-and-network',
  });
}
