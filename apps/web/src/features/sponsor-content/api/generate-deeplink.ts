import { useMutation } from 'urql';
import { graphql } from '../../../gql/graphql';

export const generateDeeplinkMutation = graphql(`
  mutation GenerateDeeplink($landingUrl: String!, $catalogId: ID!, $skus: [String!]) {
    generateDeeplink(landingUrl: $landingUrl, catalogId: $catalogId, skus: $skus) {
      ok
      errors {
        field
        messages
      }
      deeplink
    }
  }
`);

export function useGenerateDeeplink() {
  return useMutation(generateDeeplinkMutation);
}
