import { useMutation } from 'urql';
import { graphql } from '../../../gql/graphql';

export const impersonateUserMutation = graphql(`
  mutation ImpersonateUser($userId: ID!) {
    impersonateUser(userId: $userId) {
      ok
      errors {
        field
        messages
      }
    }
  }
`);

export function useImpersonateUser() {
  return useMutation(impersonateUserMutation);
}
