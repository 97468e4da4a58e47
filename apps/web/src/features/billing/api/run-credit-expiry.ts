import { useMutation } from 'urql';
import { graphql } from '../../../gql/graphql';

export const runCreditExpiryMutation = graphql(`
  mutation RunCreditExpiry {
    runCreditExpiry {
      ok
      errors {
        field
        messages
      }
      expiredCount
      expiredAmount
    }
  }
`);

export function useRunCreditExpiry() {
  return useMutation(runCreditExpiryMutation);
}
