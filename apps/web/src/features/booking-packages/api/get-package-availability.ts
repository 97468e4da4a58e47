import { graphql } from '../../../gql/graphql';

/** The active bookings of a package's placements (no other company's names): the weeks a new campaign skips. */
export const packageAvailabilityQuery = graphql(`
  query BookingPackageAvailability($packageId: ID!, $fromDate: String!, $toDate: String!) {
    packageAvailability(packageId: $packageId, fromDate: $fromDate, toDate: $toDate) {
      id
      startDate
      endDate
    }
  }
`);
