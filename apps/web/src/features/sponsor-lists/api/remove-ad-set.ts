import { useMutation } from 'urql';
import { graphql } from '../../../gql/graphql';

export const removeAdSetMutation = graphql(`
  mutation RemoveAdSet($id: ID!) {
    removeAdSet(id: $id) {
      ok
      errors {
        field
        messages
      }
      adSet {
        id
        status
      }
    }
  }
`);

export function useRemoveAdSet() {
  return useMutation(removeAdSetMutation);
}
