import { useMutation } from 'urql';
import { graphql } from '../../../gql/graphql';

export const updateFeatureFlagMutation = graphql(`
  mutation UpdateFeatureFlag($name: String!, $isActive: Boolean!) {
    updateFeatureFlag(name: $name, isActive: $isActive) {
      ok
      errors {
        field
        messages
      }
      featureFlag {
        id
        name
        isActive
        description
      }
    }
  }
`);

export function useUpdateFeatureFlag() {
  return useMutation(updateFeatureFlagMutation);
}
