import { useMutation } from 'urql';
import { graphql } from '../../../gql/graphql';

export const endImpersonationMutation = graphql(`
  mutation EndImpersonation {
    endImpersonation {
      ok
      errors {
        field
        messages
      }
    }
  }
`);

export function useEndImpersonation() {
  return useMutation(endImpersonationMutation);
}
