import { useMutation } from 'urql';
import { graphql } from '../../../gql/graphql';

export const signOutMutation = graphql(`
  mutation SignOut {
    signOut {
      ok
      errors {
        field
        messages
      }
    }
  }
`);

export function useSignOut() {
  return useMutation(signOutMutation);
}
