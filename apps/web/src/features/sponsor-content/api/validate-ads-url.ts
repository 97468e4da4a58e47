import { useMutation } from 'urql';
import { graphql } from '../../../gql/graphql';

export const validateAdsUrlMutation = graphql(`
  mutation ValidateAdsUrl($url: String!, $catalogId: ID!) {
    validateAdsUrl(url: $url, catalogId: $catalogId) {
      ok
      errors {
        field
        messages
      }
    }
  }
`);

export function useValidateAdsUrl() {
  return useMutation(validateAdsUrlMutation);
}
