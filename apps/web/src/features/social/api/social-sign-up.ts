import { useMutation } from 'urql';
import { graphql } from '../../../gql/graphql';

export const socialSignUpMutation = graphql(`
  mutation SocialSignUp($accessToken: String!, $provider: String!, $walletCurrencyCode: String) {
    socialSignUp(accessToken: $accessToken, provider: $provider, walletCurrencyCode: $walletCurrencyCode) {
      ok
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

export function useSocialSignUp() {
  return useMutation(socialSignUpMutation);
}
