import { useMutation } from 'urql';
import { graphql } from '../../../gql/graphql';

export const setDefaultPaymentMethodMutation = graphql(`
  mutation SetDefaultPaymentMethod($index: Int!) {
    setDefaultPaymentMethod(index: $index) {
      ok
      errors {
        field
        messages
      }
    }
  }
`);

/** Moves the card at `index` to the front (index 0 is the default). */
export function useSetDefaultPaymentMethod() {
  return useMutation(setDefaultPaymentMethodMutation);
}
