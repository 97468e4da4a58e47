import { useMutation } from 'urql';
import { graphql } from '../../../gql/graphql';

export const postManualCreditMutation = graphql(`
  mutation PostManualCredit(
    $companyId: ID!
    $amount: Decimal!
    $isFree: Boolean!
    $expiryDate: DateTime
    $description: String
    $idempotencyKey: String!
  ) {
    postManualCredit(
      companyId: $companyId
      amount: $amount
      isFree: $isFree
      expiryDate: $expiryDate
      description: $description
      idempotencyKey: $idempotencyKey
    ) {
      ok
      errors {
        field
        messages
      }
      credit {
        id
        amount
        isFree
        status
        expiryDate
      }
    }
  }
`);

export function usePostManualCredit() {
  return useMutation(postManualCreditMutation);
}
