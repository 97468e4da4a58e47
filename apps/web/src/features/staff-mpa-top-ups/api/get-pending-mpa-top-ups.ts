import { useQuery } from 'urql';
import { graphql, type ResultOf } from '../../../gql/graphql';

/** Staff: the Meta wallet wire transfers of every company still REQUESTING or APPROVED (decision 0230). */
export const pendingMpaTopUpsQuery = graphql(`
  query PendingMpaTopUpRequests($page: Int) {
    pendingMpaTopUpRequests(page: $page) {
      page
      numPages
      totalCount
      objects {
        companyId
        companyName
        sellerName
        request {
          id
          sellerId
          dateCreated
          method
          requestAmount
          tax
          taxAmount
          total
          currency
          status
          statusReason
          reference
        }
      }
    }
  }
`);

export type PendingMpaTopUpPage = ResultOf<typeof pendingMpaTopUpsQuery>['pendingMpaTopUpRequests'];
export type PendingMpaTopUp = PendingMpaTopUpPage['objects'][number];

const context = { additionalTypenames: ['MpaTopUpRequest', 'StaffMpaTopUpRequest'] };

export function usePendingMpaTopUps(page: number) {
  return useQuery({
    query: pendingMpaTopUpsQuery,
    variables: { page },
    requestPolicy: 'cache-and-network',
    context,
  });
}
