import { useMutation } from 'urql';
import { graphql } from '../../../gql/graphql';

export const acceptInvitationMutation = graphql(`
  mutation InviteMemberConfirm($name: String!, $token: String!, $password: String!) {
    inviteMemberConfirm(name: $name, token: $token, password: $password) {
      ok
      isSignedIn
      errors {
        field
        messages
      }
    }
  }
`);

export function useAcceptInvitation() {
  return useMutation(acceptInvitationMutation);
}
