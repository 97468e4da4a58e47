import { useMutation } from 'urql';
import { graphql } from '../../../gql/graphql';

export const setupPasswordMutation = graphql(`
  mutation SetupPassword($token: String!, $password: String!) {
    setupPassword(token: $token, password: $password) {
      ok
      errors {
        field
        messages
      }
    }
  }
`);

export function useSetupPassword() {
  return useMutation(setupPasswordMutation);
}
