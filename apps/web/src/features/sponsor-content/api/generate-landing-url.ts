import { useMutation } from 'urql';
import { graphql } from '../../../gql/graphql';

export const generateLandingUrlMutation = graphql(`
  mutation GenerateLandingUrl($skus: [String!]!, $catalogId: ID!) {
    generateLandingUrl(skus: $skus, catalogId: $catalogId) {
      ok
      errors {
        field
        messages
      }
      landingUrl
    }
  }
`);

export function useGenerateLandingUrl() {
  return useMutation(generateLandingUrlMutation);
}
