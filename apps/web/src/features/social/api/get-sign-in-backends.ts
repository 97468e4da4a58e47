import { useQuery } from 'urql';
import { graphql, type ResultOf } from '../../../gql/graphql';

export const signInBackendsQuery = graphql(`
  query SignInBackends {
    sellerCenterAuthBackends {
      id
      name
      provider
      authUrl
      iconUrl
      isEnabledLogin
      isEnabledSignUp
      catalog {
        id
        code
        name
      }
    }
    googleAuthBackend {
      id
      name
      provider
      authUrl
      iconUrl
      isEnabledLogin
      isEnabledSignUp
    }
  }
`);

export type SignInBackends = ResultOf<typeof signInBackendsQuery>;

/** Works signed out: the sign-in page lists the providers before anyone is known. */
export function useSignInBackends() {
  return useQuery({ query: signInBackendsQuery, context: signedOutContext });
}

const signedOutContext = { allowSignedOut: true };
