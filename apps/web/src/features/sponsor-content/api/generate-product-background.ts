import { useMutation } from 'urql';
import { graphql } from '../../../gql/graphql';

export const generateProductBackgroundMutation = graphql(`
  mutation GenerateProductBackground($catalogId: ID!, $sku: String!, $prompt: String!, $attempt: Int) {
    generateProductBackground(catalogId: $catalogId, sku: $sku, prompt: $prompt, attempt: $attempt) {
      ok
      errors {
        field
        messages
      }
      images
      imageUrl
    }
  }
`);

export function useGenerateProductBackground() {
  return useMutation(generateProductBackgroundMutation);
}
