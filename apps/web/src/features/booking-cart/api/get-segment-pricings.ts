import { useQuery } from 'urql';
import { graphql } from '../../../gql/graphql';

/** The price of one placement-week per segment of the cart's packages, with its tax and overseas tax. */
export const segmentPricingsQuery = graphql(`
  query BookingCartSegmentPricings($packageIds: [ID!]) {
    packageSegmentPricings(packageIds: $packageIds) {
      id
      packageId
      segmentId
      ventureId
      price
      currency
      tax
      overseasTax
    }
  }
`);

export function useSegmentPricings(packageIds: string[]) {
  return useQuery({
    query: segmentPricingsQuery,
    variables: { packageIds },
    pause: packageIds.length === 0,
    requestPolicy: 'cache-and-network',
  });
}
