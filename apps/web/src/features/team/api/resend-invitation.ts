import { useMutation } from 'urql';
import { graphql } from '../../../gql/graphql';

export const resendInvitationMutation = graphql(`
  mutation ResendInvitation($email: String!) {
    resendInvitation(email: $email) {
      ok
      errors {
        field
        messages
      }
      invitation {
        id
        status
        dateCreated
      }
    }
  }
`);

export function useResendInvitation() {
  return useMutation(resendInvitationMutation);
}
