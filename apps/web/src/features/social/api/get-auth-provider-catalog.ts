import { useQuery } from 'urql';
import { graphql } from '../../../gql/graphql';

export const authProviderCatalogQuery = graphql(`
  query AuthProviderCatalog($provider: String!) {
    authProviderCatalog(provider: $provider) {
      id
      code
      name
      currencyCode
    }
  }
`);

export function useAuthProviderCatalog(provider: string, { pause = false } = {}) {
  return useQuery({
    query: authProviderCatalogQuery,
    variables: { provider },
    pause,
    context: signedOutContext,
  });
}

const signedOutContext = { allowSignedOut: true };
