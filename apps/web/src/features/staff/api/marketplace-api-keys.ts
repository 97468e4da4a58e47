import { useMutation, useQuery } from 'urql';
import { type FragmentOf, graphql, type ResultOf, readFragment } from '../../../gql/graphql';

/** A key as the list shows it; the create and revoke answers carry the same fields (decision 0175). */
export const marketplaceApiKeyFragment = graphql(`
  fragment MarketplaceApiKeyFields on MarketplaceApiKey {
    id
    name
    prefix
    createdAt
    lastUsedAt
    revokedAt
    createdByName
  }
`);

export type MarketplaceApiKey = ResultOf<typeof marketplaceApiKeyFragment>;

export const marketplaceApiKeysQuery = graphql(
  `
  query MarketplaceApiKeys {
    marketplaceApiKeys {
      ...MarketplaceApiKeyFields
    }
  }
`,
  [marketplaceApiKeyFragment],
);

export const createMarketplaceApiKeyMutation = graphql(
  `
  mutation CreateMarketplaceApiKey($name: String!) {
    createMarketplaceApiKey(name: $name) {
      ok
      errors {
        field
        messages
      }
      key {
        ...MarketplaceApiKeyFields
      }
      secret
    }
  }
`,
  [marketplaceApiKeyFragment],
);

export const revokeMarketplaceApiKeyMutation = graphql(
  `
  mutation RevokeMarketplaceApiKey($id: ID!) {
    revokeMarketplaceApiKey(id: $id) {
      ok
      errors {
        field
        messages
      }
      key {
        ...MarketplaceApiKeyFields
      }
    }
  }
`,
  [marketplaceApiKeyFragment],
);

/** The list's keys read out of their fragment, once. */
export function readMarketplaceApiKeys(
  keys: readonly FragmentOf<typeof marketplaceApiKeyFragment>[] | undefined,
): MarketplaceApiKey[] {
  return (keys ?? []).map((key) => readFragment(marketplaceApiKeyFragment, key));
}

export function readMarketplaceApiKey(key: FragmentOf<typeof marketplaceApiKeyFragment>): MarketplaceApiKey {
  return readFragment(marketplaceApiKeyFragment, key);
}

const context = { additionalTypenames: ['MarketplaceApiKey'] };

/** Staff: every marketplace API key, newest first, revoked ones included. */
export function useMarketplaceApiKeys() {
  return useQuery({ query: marketplaceApiKeysQuery, requestPolicy: 'cache-and-network', context });
}

export function useCreateMarketplaceApiKey() {
  return useMutation(createMarketplaceApiKeyMutation);
}

export function useRevokeMarketplaceApiKey() {
  return useMutation(revokeMarketplaceApiKeyMutation);
}
