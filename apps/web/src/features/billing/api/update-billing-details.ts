import { useMutation } from 'urql';
import { graphql } from '../../../gql/graphql';

export const updateBillingDetailsMutation = graphql(`
  mutation UpdateBillingDetails($name: String!, $email: String!, $description: String!, $topUpAlertAmount: Decimal) {
    updateBillingDetails(name: $name, email: $email, description: $description, topUpAlertAmount: $topUpAlertAmount) {
      ok
      errors {
        field
        messages
      }
      billingInfo {
        id
        name
        email
        description
        topUpAlertAmount
      }
    }
  }
`);

export function useUpdateBillingDetails() {
  return useMutation(updateBillingDetailsMutation);
}
