import { useQuery } from 'urql';
import { graphql, type ResultOf } from '../../../gql/graphql';

export const mpaFormOptionsQuery = graphql(`
  query MpaFormOptions($sellerId: ID!) {
    getCatalogCategories(sellerId: $sellerId) {
      id
      name
    }
    getCustomAudiences(sellerId: $sellerId) {
      id
      name
    }
    getExcludedMPAFields
    getMarketplaceConfig(sellerId: $sellerId) {
      creativeText
    }
    getWalletBalance(sellerId: $sellerId) {
      currency
    }
  }
`);

export type MpaFormOptions = ResultOf<typeof mpaFormOptionsQuery>;

/** The seller's option lists, the hidden fields and the wallet's currency (spec 3 §7), in one request. */
export function useMpaFormOptions(sellerId: string) {
  return useQuery({ query: mpaFormOptionsQuery, variables: { sellerId } });
}
