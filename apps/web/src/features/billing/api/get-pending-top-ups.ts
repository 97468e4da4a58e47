import { useQuery } from 'urql';
import { graphql, type ResultOf } from '../../../gql/graphql';

export const pendingTopUpsQuery = graphql(`
  query PendingTopUpRequests {
    pendingTopUpRequests {
      companyId
      companyName
      requestedByEmail
      topUp {
        id
        type
        status
        amount
        tax
        total
        currency
        dateCreated
      }
    }
  }
`);

export type PendingTopUp = ResultOf<typeof pendingTopUpsQuery>['pendingTopUpRequests'][number];

/** Staff: open wire-transfer and credit-note requests of every company, oldest first. */
const context = { additionalTypenames: ['TopUpRequest', 'PendingTopUpRequest'] };

export function usePendingTopUps() {
  return useQuery({ query: pendingTopUpsQuery, requestPolicy: 'cache-and-network', context });
}
