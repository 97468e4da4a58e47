import { useMutation } from 'urql';
import { graphql } from '../../../gql/graphql';

export const signInMutation = graphql(`
  mutation SignIn($email: String!, $password: String!, $otpCode: String) {
    signIn(email: $email, password: $password, otpCode: $otpCode) {
      ok
      otpRequired
      isFirstLogin
      errors {
        field
        messages
      }
    }
  }
`);

export function useSignIn() {
  return useMutation(signInMutation);
}
