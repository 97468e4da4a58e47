import { useCallback } from 'react';
import { useMutation } from 'urql';
import { graphql } from '../../../gql/graphql';

export const markAllNotificationsAsReadMutation = graphql(`
  mutation MarkAllNotificationsAsRead {
    markAllNotificationsAsRead {
      ok
      count
      errors {
        field
        messages
      }
    }
  }
`);

/** The payload names no notification, so the lists and the count are told to refresh explicitly. */
export function useMarkAllNotificationsAsRead() {
  const [state, execute] = useMutation(markAllNotificationsAsReadMutation);
  const markAll = useCallback(() => execute({}, { additionalTypenames: ['Notification'] }), [execute]);
  return [state, markAll] as const;
}
