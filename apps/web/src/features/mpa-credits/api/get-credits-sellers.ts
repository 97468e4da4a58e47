import { useQuery } from 'urql';
import { graphql, type ResultOf } from '../../../gql/graphql';

/** The company's sellers for the credits page's tabs, with whether each has a Meta ad account (decision 0230). */
export const creditsSellersQuery = graphql(`
  query MpaCreditsSellers {
    getCompanySellers {
      id
      name
      nameWithCatalog
      isMpaOnboarded
      catalog {
        id
        timeZone
      }
    }
  }
`);

export type CreditsSeller = ResultOf<typeof creditsSellersQuery>['getCompanySellers'][number];

// A seller linked on the campaign page (onboarding) shows here as linked on return.
const context = { additionalTypenames: ['Seller'] };

export function useCreditsSellers() {
  return useQuery({ query: creditsSellersQuery, requestPolicy: 'cache-and-network', context });
}
