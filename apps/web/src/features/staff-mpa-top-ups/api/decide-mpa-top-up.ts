import { useMutation } from 'urql';
import { graphql } from '../../../gql/graphql';

/** Staff decisions on a Meta wallet wire transfer (decision 0230): seen (APPROVED), paid in (COMPLETED), or FAILED. */
export const approveMpaTopUpMutation = graphql(`
  mutation ApproveMpaTopUpRequest($id: ID!) {
    approveMpaTopUpRequest(id: $id) {
      ok
      errors {
        field
        messages
      }
      topUpRequest {
        id
        status
        statusReason
      }
    }
  }
`);

export const completeMpaTopUpMutation = graphql(`
  mutation CompleteMpaTopUpRequest($id: ID!) {
    completeMpaTopUpRequest(id: $id) {
      ok
      errors {
        field
        messages
      }
      topUpRequest {
        id
        status
        statusReason
      }
    }
  }
`);

export const failMpaTopUpMutation = graphql(`
  mutation FailMpaTopUpRequest($id: ID!, $reason: String!) {
    failMpaTopUpRequest(id: $id, reason: $reason) {
      ok
      errors {
        field
        messages
      }
      topUpRequest {
        id
        status
        statusReason
      }
    }
  }
`);

export function useApproveMpaTopUp() {
  return useMutation(approveMpaTopUpMutation);
}

export function useCompleteMpaTopUp() {
  return useMutation(completeMpaTopUpMutation);
}

export function useFailMpaTopUp() {
  return useMutation(failMpaTopUpMutation);
}
