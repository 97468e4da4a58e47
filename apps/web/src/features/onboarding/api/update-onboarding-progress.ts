import { useMutation } from 'urql';
import { graphql } from '../../../gql/graphql';

export const updateOnboardingProgressMutation = graphql(`
  mutation UpdateOnboardingProgress($id: ID!) {
    updateOnboardingProgress(id: $id) {
      ok
      errors {
        field
        messages
      }
      onboarding {
        id
        isCompleted
        progress {
          id
          isCompleted
        }
      }
    }
  }
`);

export function useUpdateOnboardingProgress() {
  return useMutation(updateOnboardingProgressMutation);
}
