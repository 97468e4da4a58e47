import { useMutation } from 'urql';
import { graphql } from '../../../gql/graphql';

export const updateAutoTopUpMutation = graphql(`
  mutation UpdateAutoTopUp($autoTopUp: Boolean!, $autoTopUpThreshold: Decimal, $autoTopUpAmount: Decimal) {
    updateAutoTopUp(autoTopUp: $autoTopUp, autoTopUpThreshold: $autoTopUpThreshold, autoTopUpAmount: $autoTopUpAmount) {
      ok
      errors {
        field
        messages
      }
      autoTopUp {
        autoTopUp
        autoTopUpThreshold
        autoTopUpAmount
      }
    }
  }
`);

export function useUpdateAutoTopUp() {
  return useMutation(updateAutoTopUpMutation);
}
