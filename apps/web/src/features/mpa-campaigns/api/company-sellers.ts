import { useQuery } from 'urql';
import { graphql, type ResultOf } from '../../../gql/graphql';

/** The session company's sellers (decision 0230: `isMpaOnboarded` is answered for the session's company). */
export const companySellersQuery = graphql(`
  query MpaCompanySellers {
    getCompanySellers {
      id
      name
      nameWithCatalog
      originalSellerId
      isMpaOnboarded
      catalog {
        id
        code
        currencyCode
        currencySymbol
        timeZone
      }
    }
  }
`);

export type MpaSeller = ResultOf<typeof companySellersQuery>['getCompanySellers'][number];

export function useCompanySellers() {
  return useQuery({ query: companySellersQuery, requestPolicy: 'cache-and-network' });
}
