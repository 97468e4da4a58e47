import { useMutation } from 'urql';
import { graphql } from '../../../gql/graphql';

export const changePasswordMutation = graphql(`
  mutation ChangePassword($currentPassword: String, $password: String!, $cfPassword: String!) {
    changePassword(currentPassword: $currentPassword, password: $password, cfPassword: $cfPassword) {
      ok
      errors {
        field
        messages
      }
    }
  }
`);

export function useChangePassword() {
  return useMutation(changePasswordMutation);
}
