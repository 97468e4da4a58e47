import { useQuery } from 'urql';
import { graphql } from '../../../gql/graphql';

/** The booked weeks of a package's placements: the start dates the cart's date picker disables. */
export const campaignAvailabilityQuery = graphql(`
  query BookingCartAvailability($packageId: ID!, $fromDate: String!, $toDate: String!) {
    packageAvailability(packageId: $packageId, fromDate: $fromDate, toDate: $toDate) {
      id
      startDate
      endDate
      placement {
        id
      }
    }
  }
`);

export function useCampaignAvailability(variables: { packageId: string; fromDate: string; toDate: string }) {
  return useQuery({ query: campaignAvailabilityQuery, variables, requestPolicy: 'cache-and-network' });
}
