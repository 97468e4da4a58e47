import { useQuery } from 'urql';
import { graphql, type ResultOf } from '../../../gql/graphql';

export const NOTIFICATION_PAGE_SIZE = 6;

export const notificationsQuery = graphql(`
  query Notifications($first: Int, $after: String) {
    notifications(first: $first, after: $after) {
      hasNext
      endCursor
      objects {
        pk
        id
        messageHtml
        message
        link
        thumbnail
        kind
        unread
        dateCreated
      }
    }
  }
`);

export type NotificationItem = ResultOf<typeof notificationsQuery>['notifications']['objects'][number];

/** One page of 6 (spec 1 §9); `after` is the previous page's endCursor. */
export function useNotifications(after: string | null, pause = false) {
  return useQuery({
    query: notificationsQuery,
    variables: { first: NOTIFICATION_PAGE_SIZE, after },
    requestPolicy: 'cache-and-network',
    pause,
  });
}
