import { useQuery } from 'urql';
import { graphql } from '../../../gql/graphql';

/** The packages of the filters (decision 0240: `allPackages`), every one on one page. */
export const allPackagesQuery = graphql(`
  query BookingAllPackages($month: String, $packageType: ID, $packageTag: ID) {
    allPackages(month: $month, packageType: $packageType, packageTag: $packageTag, page: 1, pageSize: 100) {
      objects {
        id
        code
        name
        description
        startDate
        endDate
        maxBookingDays
        minPrice
        paidCreditOnly
        customBudget
        fromPrice
        tags {
          id
          name
          color
        }
        types {
          id
          name
        }
        ventures {
          id
          name
          code
          timeZone
        }
        segments {
          id
          name
          ventureId
          placements {
            id
            name
          }
        }
      }
      totalCount
    }
  }
`);

export function useAllPackages(variables: {
  month: string | null;
  packageType: string | null;
  packageTag: string | null;
}) {
  return useQuery({ query: allPackagesQuery, variables, requestPolicy: 'cache-and-network' });
}
