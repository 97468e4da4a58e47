import { useQuery } from 'urql';
import { graphql } from '../../../gql/graphql';

export const compatibleSuppliersQuery = graphql(`
  query SponsorCampaignCompatibleSuppliers($campaignId: ID!) {
    sponsorCampaignCompatibleSuppliers(campaignId: $campaignId) {
      id
      name
      nameWithCluster
    }
  }
`);

export function useCompatibleSuppliers(campaignId: string | null) {
  return useQuery({
    query: compatibleSuppliersQuery,
    variables: { campaignId: campaignId ?? '' },
    pause: !campaignId,
    requestPolicy: 'network-only',
  });
}
