import { useQuery } from 'urql';
import { graphql, type ResultOf } from '../../../gql/graphql';

export const walletCurrenciesQuery = graphql(`
  query WalletCurrencies {
    currencies {
      id
      code
      name
      symbol
      canWalletUse
    }
  }
`);

export type WalletCurrency = ResultOf<typeof walletCurrenciesQuery>['currencies'][number];

export function useWalletCurrencies() {
  return useQuery({ query: walletCurrenciesQuery, context: signedOutContext });
}

const signedOutContext = { allowSignedOut: true };
