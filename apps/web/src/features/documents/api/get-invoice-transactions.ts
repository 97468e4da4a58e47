import { useQuery } from 'urql';
import { graphql } from '../../../gql/graphql';

export const invoiceTransactionsQuery = graphql(`
  query InvoiceTransactions($fromDate: String, $toDate: String, $page: Int) {
    invoiceTransactions(fromDate: $fromDate, toDate: $toDate, page: $page) {
      page
      numPages
      totalCount
      objects {
        id
        invoiceNo
        date
        amount
        tax
        total
        currency
        canDownload
        catalog {
          id
          code
          name
          timeZone
        }
      }
    }
  }
`);

export function useInvoiceTransactions(variables: {
  fromDate: string | null;
  toDate: string | null;
  page: number;
}) {
  return useQuery({ query: invoiceTransactionsQuery, variables });
}
