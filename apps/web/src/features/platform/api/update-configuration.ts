import { useMutation } from 'urql';
import { graphql } from '../../../gql/graphql';

export const updateConfigurationMutation = graphql(`
  mutation UpdateConfiguration($key: String!, $value: String!) {
    updateConfiguration(key: $key, value: $value) {
      ok
      errors {
        field
        messages
      }
      configuration {
        id
        key
        value
        description
      }
    }
  }
`);

export function useUpdateConfiguration() {
  return useMutation(updateConfigurationMutation);
}
