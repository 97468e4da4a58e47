import { useMutation } from 'urql';
import { graphql } from '../../../gql/graphql';

export const resetPasswordMutation = graphql(`
  mutation ResetPassword($email: String!) {
    resetPassword(email: $email) {
      ok
      errors {
        field
        messages
      }
    }
  }
`);

export function useResetPassword() {
  return useMutation(resetPasswordMutation);
}
