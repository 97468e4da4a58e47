import { useMutation } from 'urql';
import { graphql } from '../../../gql/graphql';

export const socialAuthMutation = graphql(`
  mutation SocialAuth($provider: String!, $accessToken: String!) {
    socialAuth(provider: $provider, accessToken: $accessToken) {
      ok
      isNotLinked
      errors {
        field
        messages
      }
      socialUserDetail {
        email
        fullName
      }
    }
  }
`);

export function useSocialAuth() {
  return useMutation(socialAuthMutation);
}
