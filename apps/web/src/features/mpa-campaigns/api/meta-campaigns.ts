import { useMutation, useQuery } from 'urql';
import { graphql, type ResultOf } from '../../../gql/graphql';

export const metaCampaignRowFragment = graphql(`
  fragment MetaCampaignRow on MetaCampaign @_unmask {
    id
    metaCampaignId
    name
    status
    effectiveStatus
    startTime
    stopTime
    lifetimeBudget
    budgetRemaining
    impressions
    clicks
    cost
    totalPurchaseItem
    totalPurchaseValue
  }
`);

/** The Campaigns table: 10 a page, Meta's cursors for Prev and Next; figures within the range. */
export const metaCampaignsQuery = graphql(
  `
  query MpaMetaCampaigns($sellerId: ID!, $fromDate: String!, $toDate: String!, $cursor: String) {
    metaCampaigns(sellerId: $sellerId, fromDate: $fromDate, toDate: $toDate, cursor: $cursor) {
      objects {
        ...MetaCampaignRow
      }
      nextPage
      previousPage
    }
  }
`,
  [metaCampaignRowFragment],
);

export type MetaCampaignRow = ResultOf<typeof metaCampaignRowFragment>;

export function useMetaCampaigns(variables: {
  sellerId: string;
  fromDate: string;
  toDate: string;
  cursor: string | null;
}) {
  return useQuery({ query: metaCampaignsQuery, variables, requestPolicy: 'cache-and-network' });
}

/** The row's ACTIVE/PAUSED toggle. */
export const updateMetaCampaignStatusMutation = graphql(
  `
  mutation MpaUpdateMetaCampaignStatus($sellerId: ID!, $campaignId: ID!, $status: MetaCampaignStatus!) {
    updateMetaCampaign(sellerId: $sellerId, campaignId: $campaignId, status: $status) {
      ok
      errors {
        field
        messages
      }
      campaign {
        ...MetaCampaignRow
      }
    }
  }
`,
  [metaCampaignRowFragment],
);

export function useUpdateMetaCampaignStatus() {
  return useMutation(updateMetaCampaignStatusMutation);
}
