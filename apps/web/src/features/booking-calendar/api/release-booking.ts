import { useMutation } from 'urql';
import { graphql } from '../../../gql/graphql';

/** Staff: free a reservation, so its week can be booked again (decision 0240 "Calendar"). */
export const releaseBookingMutation = graphql(`
  mutation ReleaseBooking($bookingId: ID!) {
    releaseBooking(bookingId: $bookingId) {
      ok
      errors {
        field
        messages
      }
      booking {
        id
        status
      }
    }
  }
`);

export function useReleaseBooking() {
  return useMutation(releaseBookingMutation);
}
