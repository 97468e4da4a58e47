import { useMutation } from 'urql';
import { graphql } from '../../../gql/graphql';

export const deletePaymentMethodMutation = graphql(`
  mutation DeletePaymentMethod($index: Int!) {
    deletePaymentMethod(index: $index) {
      ok
      errors {
        field
        messages
      }
    }
  }
`);

export function useDeletePaymentMethod() {
  return useMutation(deletePaymentMethodMutation);
}
