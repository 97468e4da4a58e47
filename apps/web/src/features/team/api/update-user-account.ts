import { useMutation } from 'urql';
import { graphql, type VariablesOf } from '../../../gql/graphql';

export const updateUserAccountMutation = graphql(`
  mutation UpdateUserAccount($accountId: ID!, $roleId: ID, $status: TeamUserStatus) {
    updateUserAccount(accountId: $accountId, roleId: $roleId, status: $status) {
      ok
      errors {
        field
        messages
      }
      user {
        id
        role {
          id
          name
        }
        status
      }
    }
  }
`);

export type UpdateUserAccountVariables = VariablesOf<typeof updateUserAccountMutation>;

export function useUpdateUserAccount() {
  return useMutation(updateUserAccountMutation);
}
