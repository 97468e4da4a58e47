import { useQuery } from 'urql';
import { graphql, type ResultOf, type VariablesOf } from '../../../gql/graphql';

/** The booked campaigns (decision 0240: `campaigns`), a page of 20, filtered and sorted on the server. */
export const bookingCampaignsQuery = graphql(`
  query BookingCampaigns(
    $page: Int
    $pageSize: Int
    $sortBy: String
    $direction: String
    $campaignName: String
    $venture: ID
    $brand: ID
    $package: ID
    $status: BookingCampaignStatus
    $discount: ID
    $fromDate: String
    $toDate: String
    $supplier: ID
  ) {
    campaigns(
      page: $page
      pageSize: $pageSize
      sortBy: $sortBy
      direction: $direction
      campaignName: $campaignName
      venture: $venture
      brand: $brand
      package: $package
      status: $status
      discount: $discount
      fromDate: $fromDate
      toDate: $toDate
      supplier: $supplier
    ) {
      page
      numPages
      totalCount
      objects {
        id
        name
        status
        paymentStatus
        startDate
        endDate
        createdAt
        supplier
        total
        currency
        package {
          id
          code
          name
        }
        items {
          id
          venture {
            id
            name
          }
        }
      }
    }
  }
`);

export type BookingCampaignsVariables = VariablesOf<typeof bookingCampaignsQuery>;
export type BookingCampaignRow = ResultOf<typeof bookingCampaignsQuery>['campaigns']['objects'][number];

const context = { additionalTypenames: ['BookingCampaign'] };

export function useBookingCampaigns(variables: BookingCampaignsVariables) {
  return useQuery({ query: bookingCampaignsQuery, variables, requestPolicy: 'cache-and-network', context });
}
