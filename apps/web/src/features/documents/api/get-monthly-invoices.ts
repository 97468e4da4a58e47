import { useQuery } from 'urql';
import { graphql } from '../../../gql/graphql';

export const monthlyInvoicesQuery = graphql(`
  query MonthlyInvoices($fromDate: String, $toDate: String, $catalogId: ID, $brandId: ID) {
    monthlyInvoices(fromDate: $fromDate, toDate: $toDate, catalogId: $catalogId, brandId: $brandId) {
      month
      amount
      currency
      canDownload
      catalog {
        id
        code
        name
      }
      invoices {
        id
        invoiceNo
      }
      creditNotes {
        id
        creditNoteNo
      }
    }
  }
`);

export function useMonthlyInvoices(variables: { fromDate: string | null; toDate: string | null }) {
  return useQuery({ query: monthlyInvoicesQuery, variables });
}
