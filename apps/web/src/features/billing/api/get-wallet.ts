import { useQuery } from 'urql';
import { graphql, type ResultOf } from '../../../gql/graphql';

export const billingWalletQuery = graphql(`
  query BillingWallet {
    wallet {
      id
      balance
      unpaidCost
      freeCredit
      paidCredit
      expiringSoonBalance
      expiringSoonTimeDelta
      currency {
        id
        code
        maxFractionDigits
      }
    }
  }
`);

export type Wallet = NonNullable<ResultOf<typeof billingWalletQuery>['wallet']>;

/** The wallet summary of the acting company; every billing page shows it in its header. */
export function useWallet({ pause = false }: { pause?: boolean } = {}) {
  return useQuery({ query: billingWalletQuery, requestPolicy: 'cache-and-network', pause });
}
