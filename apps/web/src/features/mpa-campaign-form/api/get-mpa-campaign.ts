import { useQuery } from 'urql';
import { graphql, type ResultOf } from '../../../gql/graphql';

export const mpaCampaignQuery = graphql(`
  query MpaFormCampaign($sellerId: ID!, $campaignId: ID!) {
    getCampaign(sellerId: $sellerId, campaignId: $campaignId) {
      id
      name
      lifetimeBudget
      startDate
      endDate
      creativeText
      productCategoryIds
      productMinPrice
      productMaxPrice
      customAudienceIds
      productSKUs
      productSetId
      sellerId
      walletCurrency {
        symbol
        code
      }
    }
  }
`);

export type MpaCampaign = NonNullable<ResultOf<typeof mpaCampaignQuery>['getCampaign']>;

/** Spec 3 §7 getCampaign: the stored campaign for the edit form, always from the network. */
export function useMpaCampaign(sellerId: string, campaignId: string | null) {
  return useQuery({
    query: mpaCampaignQuery,
    variables: { sellerId, campaignId: campaignId ?? '' },
    pause: campaignId === null,
    requestPolicy: 'network-only',
  });
}
