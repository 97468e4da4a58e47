import { useQuery } from 'urql';
import { graphql, type ResultOf } from '../../../gql/graphql';

/** Staff: the active bookings meeting a range of days, in a venture, segment and placement (decision 0240). */
export const currentBookingsQuery = graphql(`
  query CalendarCurrentBookings(
    $fromDate: String!
    $toDate: String
    $ventureId: ID
    $segmentId: ID
    $placementId: ID
  ) {
    currentBookings(
      fromDate: $fromDate
      toDate: $toDate
      ventureId: $ventureId
      segmentId: $segmentId
      placementId: $placementId
    ) {
      currentBookings {
        id
        campaignId
        campaignName
        note
        status
        startDate
        endDate
        isReservation
        venture {
          id
          name
        }
        segment {
          id
          name
        }
        placement {
          id
          name
        }
      }
    }
  }
`);

export type CurrentBooking = ResultOf<
  typeof currentBookingsQuery
>['currentBookings']['currentBookings'][number];

export type CurrentBookingsFilter = {
  fromDate: string;
  toDate: string;
  ventureId: string | null;
  segmentId: string | null;
  placementId: string | null;
};

// A reservation made or released changes the calendar.
const context = { additionalTypenames: ['Booking'] };

export function useCurrentBookings(filter: CurrentBookingsFilter | null) {
  return useQuery({
    query: currentBookingsQuery,
    variables: filter ?? { fromDate: '' },
    pause: filter === null,
    requestPolicy: 'cache-and-network',
    context,
  });
}
