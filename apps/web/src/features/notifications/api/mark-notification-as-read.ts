import { useMutation } from 'urql';
import { graphql } from '../../../gql/graphql';

export const markNotificationAsReadMutation = graphql(`
  mutation MarkNotificationAsRead($notificationId: ID!) {
    markNotificationAsRead(notificationId: $notificationId) {
      ok
      errors {
        field
        messages
      }
      notification {
        id
        unread
      }
    }
  }
`);

export function useMarkNotificationAsRead() {
  return useMutation(markNotificationAsReadMutation);
}
