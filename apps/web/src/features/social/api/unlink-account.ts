import { useMutation } from 'urql';
import { graphql } from '../../../gql/graphql';

export const unlinkMutation = graphql(`
  mutation Unlink($provider: String!) {
    unlink(provider: $provider) {
      ok
      errors {
        field
        messages
      }
    }
  }
`);

export function useUnlink() {
  return useMutation(unlinkMutation);
}
