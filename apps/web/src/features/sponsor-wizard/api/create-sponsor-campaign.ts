import { useMutation } from 'urql';
import { graphql } from '../../../gql/graphql';

export const createSponsorCampaignMutation = graphql(`
  mutation CreateSponsorCampaign($campaign: SponsorCampaignInput!) {
    createSponsorCampaign(campaign: $campaign) {
      ok
      errors {
        field
        messages
      }
      campaign {
        id
        adType
        status
      }
    }
  }
`);

export function useCreateSponsorCampaign() {
  return useMutation(createSponsorCampaignMutation);
}
