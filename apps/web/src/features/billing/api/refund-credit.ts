import { useMutation } from 'urql';
import { graphql } from '../../../gql/graphql';

export const refundCreditMutation = graphql(`
  mutation RefundCredit($creditId: ID!, $reason: String!, $idempotencyKey: String!) {
    refundCredit(creditId: $creditId, reason: $reason, idempotencyKey: $idempotencyKey) {
      ok
      errors {
        field
        messages
      }
      refundedAmount
      refundMethod
      creditNote {
        id
        creditNoteNo
        total
      }
    }
  }
`);

export function useRefundCredit() {
  return useMutation(refundCreditMutation);
}
