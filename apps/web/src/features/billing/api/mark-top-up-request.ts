import { useMutation } from 'urql';
import { graphql } from '../../../gql/graphql';

export const markTopUpRequestPaidMutation = graphql(`
  mutation MarkTopUpRequestPaid($id: ID!) {
    markTopUpRequestPaid(id: $id) {
      ok
      errors {
        field
        messages
      }
      topUp {
        id
        status
      }
    }
  }
`);

export const markTopUpRequestFailedMutation = graphql(`
  mutation MarkTopUpRequestFailed($id: ID!, $reason: String!) {
    markTopUpRequestFailed(id: $id, reason: $reason) {
      ok
      errors {
        field
        messages
      }
      topUp {
        id
        status
      }
    }
  }
`);

export function useMarkTopUpRequestPaid() {
  return useMutation(markTopUpRequestPaidMutation);
}

export function useMarkTopUpRequestFailed() {
  return useMutation(markTopUpRequestFailedMutation);
}
