import { useQuery } from 'urql';
import { graphql, type ResultOf } from '../../../gql/graphql';

/** Staff: every venture with its segments and their placements, the calendar's filters (decision 0240). */
export const bookingVenturesQuery = graphql(`
  query BookingCalendarVentures {
    allVentures {
      id
      name
      code
      timeZone
      segments {
        id
        name
        placements {
          id
          name
          segmentId
          ventureId
        }
      }
    }
  }
`);

export type BookingVenture = ResultOf<typeof bookingVenturesQuery>['allVentures'][number];

export function useBookingVentures() {
  return useQuery({ query: bookingVenturesQuery, requestPolicy: 'cache-and-network' });
}
