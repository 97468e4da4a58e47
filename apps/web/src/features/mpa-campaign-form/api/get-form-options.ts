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
    getCompanySellers {
      id
      catalog {
        timeZone
      }
    }
  }
`);

export type MpaFormOptions = ResultOf<typeof mpaFormOptionsQuery>;

/**
 * The seller's option lists, the hidden fields, the wallet's currency (spec 3 §7) and the company's sellers
 * (the seller's catalog zone: a campaign starts tomorrow in its calendar), in one request.
 */
export function useMpaFormOptions(sellerId: string) {
  return useQuery({ query: mpaFormOptionsQuery, variables: { sellerId } });
}
