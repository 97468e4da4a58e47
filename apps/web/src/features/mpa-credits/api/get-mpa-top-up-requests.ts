import { useQuery } from 'urql';
import { graphql, type ResultOf, readFragment, type VariablesOf } from '../../../gql/graphql';
import { topUpPaymentInstructionsFragment } from '../../../lib/top-up-fragments';

/** Spec 3 §7 getPaginatedTopupRequests: a seller's Meta top-up requests, filtered, 10 a page. */
export const mpaTopUpRequestsQuery = graphql(
  `
  query MpaTopUpRequests(
    $sellerId: ID!
    $fromDate: String
    $toDate: String
    $method: MpaTopUpMethod
    $status: MpaTopUpStatus
    $page: Int
    $pageSize: Int
  ) {
    mpaTopUpRequests(
      sellerId: $sellerId
      fromDate: $fromDate
      toDate: $toDate
      method: $method
      status: $status
      page: $page
      pageSize: $pageSize
    ) {
      page
      numPages
      totalCount
      hasNext
      hasPrev
      objects {
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
        invoice {
          id
          invoiceNo
          downloadUrl
        }
        paymentInstructions {
          ...TopUpPaymentInstructionsFields
        }
      }
    }
  }
`,
  [topUpPaymentInstructionsFragment],
);

/** The page with each row's payment instructions read out of their fragment (decision 0175: read once). */
export function readMpaTopUpRequestPage(page: ResultOf<typeof mpaTopUpRequestsQuery>['mpaTopUpRequests']) {
  return {
    ...page,
    objects: page.objects.map((row) => ({
      ...row,
      paymentInstructions: readFragment(topUpPaymentInstructionsFragment, row.paymentInstructions),
    })),
  };
}

export type MpaTopUpRequestPage = ReturnType<typeof readMpaTopUpRequestPage>;
export type MpaTopUpRequestRow = MpaTopUpRequestPage['objects'][number];
export type MpaTopUpRequestsVariables = VariablesOf<typeof mpaTopUpRequestsQuery>;

/** Spec 3 §9: the top-up table's page size. */
export const MPA_TOP_UP_PAGE_SIZE = 10;

// A top-up made in the Wallet Topup modal (or decided by staff) refetches the list.
const context = { additionalTypenames: ['MpaTopUpRequest'] };

export function useMpaTopUpRequests(variables: MpaTopUpRequestsVariables, pause?: boolean) {
  return useQuery({
    query: mpaTopUpRequestsQuery,
    variables,
    pause,
    requestPolicy: 'cache-and-network',
    context,
  });
}
