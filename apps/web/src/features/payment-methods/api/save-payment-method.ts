import { useMutation } from 'urql';
import { graphql } from '../../../gql/graphql';

export const savePaymentMethodMutation = graphql(`
  mutation SavePaymentMethod($token: String!, $indexToReplace: Int, $requiresConfirmation: Boolean) {
    savePaymentMethod(token: $token, indexToReplace: $indexToReplace, requiresConfirmation: $requiresConfirmation) {
      ok
      errors {
        field
        messages
      }
      clientSecret
    }
  }
`);

/** Stores a tokenised card last, or in place of the card at `indexToReplace`. */
export function useSavePaymentMethod() {
  return useMutation(savePaymentMethodMutation);
}
