import { useTranslation } from 'react-i18next';
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
    $language: String
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
      language: $language
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

/**
 * The credits with their descriptions in the language the page shows (issue 12: a switch in the header
 * changes the page's language, not the profile's): the language is a variable, so each has its own cache.
 */
export function useListCredits(variables: Omit<ListCreditsVariables, 'language'>) {
  const { i18n } = useTranslation();
  return useQuery({
    query: listCreditsQuery,
    variables: { ...variables, language: i18n.language },
    requestPolicy: 'cache-and-network',
  });
}
