import { useMutation } from 'urql';
import { graphql } from '../../../gql/graphql';

export const revokeInvitationMutation = graphql(`
  mutation RevokeInvitation($invitationId: ID!) {
    revokeInvitation(invitationId: $invitationId) {
      ok
      errors {
        field
        messages
      }
    }
  }
`);

export function useRevokeInvitation() {
  return useMutation(revokeInvitationMutation);
}
