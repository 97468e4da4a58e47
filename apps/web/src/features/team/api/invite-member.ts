import { useMutation } from 'urql';
import { graphql } from '../../../gql/graphql';

export const inviteMemberMutation = graphql(`
  mutation InviteMember($email: String!, $roleId: ID!) {
    inviteMember(email: $email, roleId: $roleId) {
      ok
      errors {
        field
        messages
      }
      invitation {
        id
        email
        status
      }
    }
  }
`);

export function useInviteMember() {
  return useMutation(inviteMemberMutation);
}
