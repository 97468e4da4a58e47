import { useMutation } from 'urql';
import { graphql } from '../../../gql/graphql';

export const resetPasswordConfirmMutation = graphql(`
  mutation ResetPasswordConfirm($userId: ID!, $token: String!, $password: String!) {
    resetPasswordConfirm(userId: $userId, token: $token, password: $password) {
      ok
      errors {
        field
        messages
      }
    }
  }
`);

export function useResetPasswordConfirm() {
  return useMutation(resetPasswordConfirmMutation);
}
