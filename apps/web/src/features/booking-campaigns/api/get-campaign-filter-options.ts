import { useQuery } from 'urql';
import { graphql, type ResultOf } from '../../../gql/graphql';

/** The list's filter choices: ventures, packages, discounts and the acting company's brands. */
export const bookingFilterOptionsQuery = graphql(`
  query BookingCampaignFilterOptions {
    me {
      id
      company {
        id
        brands {
          id
          name
        }
      }
    }
    allVentures {
      id
      name
      code
    }
    allPackages(page: 1, pageSize: 100) {
      objects {
        id
        code
        name
      }
    }
    packagesDiscounts {
      id
      name
    }
  }
`);

export type BookingFilterOptions = ResultOf<typeof bookingFilterOptionsQuery>;

export function useBookingFilterOptions() {
  return useQuery({ query: bookingFilterOptionsQuery });
}

/** Staff: the companies whose campaigns to list (spec 3 §7 `supplier`); the company search, 20 a page. */
export const bookingSupplierSearchQuery = graphql(`
  query BookingSupplierSearch($searchTerm: String) {
    searchCompanies(searchTerm: $searchTerm, page: 1) {
      objects {
        id
        name
        nameWithCluster
      }
    }
  }
`);

export function useBookingSupplierSearch(searchTerm: string, pause: boolean) {
  return useQuery({ query: bookingSupplierSearchQuery, variables: { searchTerm }, pause });
}
