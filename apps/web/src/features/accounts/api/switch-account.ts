import { useMutation } from 'urql';
import { graphql } from '../../../gql/graphql';

export const switchAccountMutation = graphql(`
  mutation SwitchAccount($accountId: ID!) {
    switchAccount(accountId: $accountId) {
      ok
      errors {
        field
        messages
      }
    }
  }
`);

export function useSwitchAccount() {
  return useMutation(switchAccountMutation);
}
