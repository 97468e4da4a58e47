import { useMutation, useQuery } from 'urql';
import { graphql, type ResultOf } from '../../../gql/graphql';

/** `defaultSellerPageUrl` set: the Link Account modal hides its URL field. */
export const marketplaceConfigQuery = graphql(`
  query MpaMarketplaceConfig($sellerId: ID!) {
    getMarketplaceConfig(sellerId: $sellerId) {
      country
      creativeText
      defaultSellerPageUrl
    }
  }
`);

export function useMarketplaceConfig(sellerId: string, pause = false) {
  return useQuery({ query: marketplaceConfigQuery, variables: { sellerId }, pause });
}

export const asyncSessionFieldsFragment = graphql(`
  fragment MpaAsyncSessionFields on AsyncSession @_unmask {
    id
    status
    result
  }
`);

export type AsyncSession = ResultOf<typeof asyncSessionFieldsFragment>;

export const onboardSellerMutation = graphql(
  `
  mutation MpaOnboardSeller($sellerId: ID!, $sellerPageUrl: String, $confirm: Boolean!) {
    onboardSeller(sellerId: $sellerId, sellerPageUrl: $sellerPageUrl, confirm: $confirm) {
      ok
      errors {
        field
        messages
      }
      session {
        ...MpaAsyncSessionFields
      }
    }
  }
`,
  [asyncSessionFieldsFragment],
);

export function useOnboardSeller() {
  return useMutation(onboardSellerMutation);
}

/** Polled every 15 s while the job creates the ad account (spec 3 §4). */
export const asyncSessionStatusQuery = graphql(
  `
  query MpaAsyncSessionStatus($sellerId: ID!, $sessionId: ID!) {
    asyncSessionStatus(sellerId: $sellerId, sessionId: $sessionId) {
      ...MpaAsyncSessionFields
    }
  }
`,
  [asyncSessionFieldsFragment],
);
