import { useQuery } from 'urql';
import { graphql } from '../../../gql/graphql';

export const unreadNotificationCountQuery = graphql(`
  query UnreadNotificationCount {
    unreadNotificationCount
  }
`);

// The count is a bare Int: tie it to Notification so marking one read refreshes it.
const countContext = { additionalTypenames: ['Notification'] };

export function useUnreadNotificationCount() {
  return useQuery({ query: unreadNotificationCountQuery, context: countContext });
}
