import { useQuery } from 'urql';
import { graphql } from '../../../gql/graphql';

export const walletCurrenciesQuery = graphql(`
  query SignUpWalletCurrencies {
    currencies {
      id
      code
      name
      canWalletUse
    }
  }
`);

/** The currencies a wallet may hold (spec 1 §3: canWalletUse). */
export function useWalletCurrencies() {
  const [result] = useQuery({ query: walletCurrenciesQuery });
  return (result.data?.currencies ?? []).filter((currency) => currency.canWalletUse);
}
