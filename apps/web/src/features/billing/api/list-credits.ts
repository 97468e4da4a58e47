import { useQuery } from 'urql';
import { graphql, type ResultOf, type VariablesOf } from '../../../gql/graphql';

export const CREDITS_PAGE_SIZE = 10;

export const listCreditsQuery = graphql(`
  query ListCredits(
    $kind: CreditKind
    $status: CreditStatus
    $paymentMethod: CreditPaymentMethod
    $fromDate: String
    $toDate: String
    $page: Int
    $pageSize: Int
    $sortBy: String
  ) {
    listCredits(
      kind: $kind
      status: $status
      paymentMethod: $paymentMethod
      fromDate: $fromDate
      toDate: $toDate
      page: $page
      pageSize: $pageSize
      sortBy: $sortBy
    ) {
      page
      numPages
      totalCount
      objects {
        id
        dateCreated
        kind
        amount
        remainAmount
        startDate
        expiryDate
        status
        isFree
        paymentMethod
        description
        timeZone
      }
    }
  }
`);

export type Credit = ResultOf<typeof listCreditsQuery>['listCredits']['objects'][number];
export type ListCreditsVariables = VariablesOf<typeof listCreditsQuery>;

export function useListCredits(variables: ListCreditsVariables) {
  return useQuery({ query: listCreditsQuery, variables, requestPolicy: 'cache-and-network' });
}
