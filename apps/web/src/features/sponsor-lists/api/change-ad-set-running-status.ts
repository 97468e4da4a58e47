import { useMutation } from 'urql';
import { graphql } from '../../../gql/graphql';

export const changeAdSetRunningStatusMutation = graphql(`
  mutation ChangeAdSetRunningStatus($id: ID!, $runningStatus: RunningStatus!) {
    changeAdSetRunningStatus(id: $id, runningStatus: $runningStatus) {
      ok
      errors {
        field
        messages
      }
      adSet {
        id
        status
        runningStatus
        effectiveStatus
      }
    }
  }
`);

export function useChangeAdSetRunningStatus() {
  return useMutation(changeAdSetRunningStatusMutation);
}
